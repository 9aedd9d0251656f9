// The shop in the browser: the page's HTML came rendered by the server (entry.server.tsx); this
// hydrates it in the language it was rendered in. The realtime socket starts connecting as this
// module runs, not once the app has hydrated, so live prices come soon after the first paint.
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { silenceConsoleInProduction } from '../lib/console';
import { i18n, initI18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { createBrowserRealtime } from '../lib/realtime/realtime-context';
import { reloadForSavedPreferences } from './page-preferences';
import { ShopRuntimeProvider, type ShopRuntime } from './shop-runtime';

silenceConsoleInProduction();

async function hydrate(): Promise<void> {
  const realtime = createBrowserRealtime();
  realtime.start();
  // The page's texts, preloaded by its head (root.tsx), are in before hydration starts: nothing
  // suspends while the server's HTML hydrates, so the whole page hydrates in one pass, before the
  // render that signs a shopper in (lib/session.tsx) changes what it shows.
  await initI18n();
  const runtime: ShopRuntime = { i18n, queryClient, realtime };
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <ShopRuntimeProvider value={runtime}>
          <HydratedRouter />
        </ShopRuntimeProvider>
      </StrictMode>,
    );
  });
}

if (reloadForSavedPreferences()) window.location.reload();
else void hydrate();
