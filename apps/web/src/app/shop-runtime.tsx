// What the page's two entries hand the app (entry.server.tsx for each request, entry.client.tsx
// once in the browser): the translator of the page's language, the React Query client, the
// realtime client and the answer's nonce. The server makes them per request, so nothing of one
// visitor's render reaches another's; the browser's are the shop's own singletons.
import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { RealtimeClient } from '../lib/realtime/realtime-client';
import type { Translator } from '../lib/translator';

export interface ShopRuntime {
  i18n: Translator;
  queryClient: QueryClient;
  /** The browser's realtime client; none on the server, where nothing connects. */
  realtime?: RealtimeClient;
  /** The answer's Content-Security-Policy nonce (on the server; the browser needs none). */
  nonce?: string;
}

const ShopRuntimeContext = createContext<ShopRuntime | null>(null);
export const ShopRuntimeProvider = ShopRuntimeContext.Provider;

export function useShopRuntime(): ShopRuntime {
  const runtime = useContext(ShopRuntimeContext);
  if (!runtime) throw new Error('The shop renders inside a ShopRuntimeProvider (entry.client.tsx, entry.server.tsx).');
  return runtime;
}
