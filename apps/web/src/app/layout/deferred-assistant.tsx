// Loads the assistant (hints and chat window) only once the page has loaded and the browser is
// idle, or at once when the chat avatar is pressed, so it never weighs on the first paint.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useChatLaunch } from '../../lib/chat-launcher';

const AssistantHost = lazy(() => import('../../features/assistant/components/assistant-host'));

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 1500 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 2000);
  return () => window.clearTimeout(id);
}

function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let cancelIdle: (() => void) | undefined;
    const onLoad = () => {
      cancelIdle = whenIdle(() => setLoaded(true));
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

export function DeferredAssistant() {
  const loaded = usePageLoaded();
  const { open } = useChatLaunch();
  if (!loaded && !open) return null;
  return (
    <Suspense fallback={null}>
      <AssistantHost />
    </Suspense>
  );
}
