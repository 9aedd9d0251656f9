// What the server hands each page's loaders (the contract's ShopPageContext, made by the API
// server for every page request).
import type { ShopPageContext } from '@blitz/contract';

declare module 'react-router' {
  // Merged into React Router's own interface (its documented way to type the load context).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ShopPageContext {}
}
