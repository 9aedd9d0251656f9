// Everything of the assistant on a page, loaded apart from the first bundle: the page's hint after
// HINT_DELAY_MS, and the chat window while it is open. A page change resets both and sets the
// current page name (SPEC.md section 4). Opening with a hint records it as engaged on the page.
// The chat window and the assistant's stored data (whose shape checks bring zod) are loaded when
// first needed, not with the host, which loads on every page once it is idle (issue 15).
import { assistantPageKey } from '@blitz/contract';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useLocation } from 'react-router';
import { closeChat, openChat, useChatLaunch } from '../../../lib/chat-launcher';
import { useSession } from '../../../lib/session';
import { hasHint, HINT_DELAY_MS } from '../page-hints';
import { PageHint } from './page-hint';

const ChatWindow = lazy(() => import('./chat-window').then((m) => ({ default: m.ChatWindow })));
/** The assistant's stored data; null when it could not load (a stale chunk, no network). */
const chatStorage = () => import('../chat-storage').catch(() => null);

function recordEngaged(page: string, question: string): void {
  void chatStorage().then((storage) => storage?.recordEngaged(page, question));
}

export default function AssistantHost() {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useSession();
  const launch = useChatLaunch();
  const pagePath = `${location.pathname}${location.search}`;
  const pageKey = assistantPageKey(location.pathname, location.search);
  const [hint, setHint] = useState<{ text: string; at: string } | null>(null);
  // Opening the chat clears the page's pending hint timer until the next page.
  const [chatOpenedAt, setChatOpenedAt] = useState<string | null>(null);
  if (launch.open && chatOpenedAt !== location.key) setChatOpenedAt(location.key);

  // A page change closes the chat and drops the hint of the page left behind.
  useEffect(() => closeChat, [location.key]);

  useEffect(() => {
    if (!hasHint(pageKey) || chatOpenedAt === location.key) return;
    const text = t(`assistant.hints.${pageKey}`);
    const at = location.key;
    let cancelled = false;
    // Whether the hint was engaged with already is read when it is due.
    const timer = window.setTimeout(() => {
      void chatStorage().then((storage) => {
        if (storage && !cancelled && !storage.engagedQuestions(pageKey).includes(text)) setHint({ text, at });
      });
    }, HINT_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [pageKey, location.key, chatOpenedAt, t]);

  const shownHint = hint && hint.at === location.key && !launch.open ? hint.text : null;
  const dismiss = () => {
    if (shownHint && pageKey) recordEngaged(pageKey, shownHint);
    setHint(null);
  };
  const stepAside = useCallback(() => setHint(null), []);
  const reply = () => {
    if (shownHint && pageKey) recordEngaged(pageKey, shownHint);
    setHint(null);
    openChat(shownHint);
  };

  return (
    <>
      {shownHint && <PageHint text={shownHint} onReply={reply} onClose={dismiss} onStepAside={stepAside} />}
      {launch.open && (
        <Suspense fallback={null}>
          <ChatWindow
            key={`${location.key}-${launch.systemMessage ?? ''}`}
            page={pagePath}
            systemMessage={launch.systemMessage}
            signedInUuid={session.user?.uuid ?? null}
            onClose={closeChat}
          />
        </Suspense>
      )}
    </>
  );
}
