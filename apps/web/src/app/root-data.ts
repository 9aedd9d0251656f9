// The root route's data (root.tsx's loader): what the server decided for the whole page.
import type { LanguageIso, TestShopReason, ThemeMode } from '@blitz/contract';
import { useRouteLoaderData } from 'react-router';

export interface RootData {
  language: LanguageIso;
  theme: ThemeMode;
  /** Why this shop is a test shop, or none. */
  testShop: readonly TestShopReason[];
  /** The shop's absolute address (PUBLIC_URL), for canonical links and link previews. */
  publicUrl: string;
  /** When the server rendered the page (epoch ms): the clocks' time while it hydrates (lib/page-time.ts). */
  renderedAt: number;
}

/** The root route's data; undefined outside a page rendered by the shop's routes (a test's). */
export const useRootData = (): RootData | undefined => useRouteLoaderData<RootData>('root');
