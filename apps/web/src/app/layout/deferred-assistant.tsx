// Loads the assistant (hints and chat window) only once the page has loaded and the browser is
// idle, or at once when the chat avatar is pressed, so it never weighs on the first paint.
import { lazy, Suspense } from 'react';
import { useChatLaunch } from '../../lib/chat-launcher';
import { usePageLoaded } from './use-page-loaded';

const AssistantHost = lazy(() => import('../../features/assistant/components/assistant-host'));

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
