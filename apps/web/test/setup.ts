// Pages, overlays and dialogs load as chunks of their own (dynamic imports), which jsdom runs
// through Vite's transform the first time: on a busy machine that can take longer than Testing
// Library's default second, so its find and waitFor calls wait up to ten.
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 10_000 });

// jsdom has no requestIdleCallback, so what waits for an idle browser (the footer, the assistant, the
// home page's popup) fell back to a 2-second timer in every test. A test's browser is idle at once.
// (Files that run in Node, such as the realtime client's, have no window at all.)
if (typeof window !== 'undefined' && typeof window.requestIdleCallback !== 'function') {
  window.requestIdleCallback = (run) => window.setTimeout(() => run({ didTimeout: false, timeRemaining: () => 50 }), 1);
  window.cancelIdleCallback = (id) => window.clearTimeout(id);
}
