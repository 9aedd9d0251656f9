// The app, loaded by boot.ts once the first HTML's largest paint is on screen: translations, then
// the app. The realtime socket starts connecting as this module runs,
// not once the app has rendered, so live prices come soon after the first paint (issue 15).
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prefetchRouteData, preloadRoutePage } from './app/route-data';
import { silenceConsoleInProduction } from './lib/console';
import { initI18n } from './lib/i18n';
import { createBrowserRealtime } from './lib/realtime/realtime-context';
import { loadSocketRuntime } from './lib/realtime/socket-runtime-loader';
import { queryClient } from './lib/query-client';

silenceConsoleInProduction();

const translations = initI18n().catch(() => undefined);
const realtime = createBrowserRealtime();
realtime.start();
const dataRequested = prefetchRouteData(window.location, queryClient, realtime, translations);
// The page's chunks once its data has been asked for and the socket's code has come: on a phone,
// evaluating a page's chunks holds the main thread for a few hundred
// milliseconds, and the live prices would wait behind it. Not in this task either: evaluating the
// app's modules is a long one already (the preload helper, lib/module-preload.ts, then spreads the
// page's links and evaluation over tasks). At most a second behind them, on a stalled link.
const AHEAD_WAIT_MS = 1000;
const later = (ms = 0) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const ahead = Promise.all([dataRequested, loadSocketRuntime().catch(() => undefined)]);
const page = Promise.race([ahead, later(AHEAD_WAIT_MS)])
  .then(() => later())
  .then(() => preloadRoutePage(window.location.pathname));

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// As a transition: React renders it in slices, yielding to the browser between them, where an
// ordinary update renders the whole tree in one task. Until it is done the first HTML shows.
const root = createRoot(container);
const render = () =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <App realtime={realtime} />
      </StrictMode>,
    ),
  );
// The language's texts and the page's chunk first. Rendered before the texts or the page, the app
// would commit its loading fallback and React would hold the page back for 300 ms after it (its
// throttle of revealed Suspense content). The page's data is asked for beside all this
// (app/route-data.ts), its texts' language once they are in.
void Promise.all([translations, page]).then(render);
