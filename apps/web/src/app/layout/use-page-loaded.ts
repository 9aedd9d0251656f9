// True once the page has loaded and the browser is idle: the moment to fetch what the first paint
// can do without (the assistant, the footer, the home page's next-major-auction popup).
import { startTransition, useEffect, useState } from 'react';

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 1500 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 2000);
  return () => window.clearTimeout(id);
}

export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let cancelIdle: (() => void) | undefined;
    const onLoad = () => {
      // In a transition: React then renders what waited (the footer, the assistant, a popup) a few
      // milliseconds at a time, where an update from an idle callback renders in one task (issue 15).
      cancelIdle = whenIdle(() => startTransition(() => setLoaded(true)));
    };
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    return () => {
      window.removeEventListener('load', onLoad);
      cancelIdle?.();
    };
  }, []);
  return loaded;
}
