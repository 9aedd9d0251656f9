// The chat's state (SPEC.md section 4, AI chat): the messages, the queue of messages waiting for
// an answer (at most ASSISTANT_PENDING_MESSAGES_CAP), one request at a time, the fallback message
// on an error or a time-out. Unmounting (closing the chat) aborts the request in flight.
import {
  ASSISTANT_HISTORY_MAX,
  ASSISTANT_PENDING_MESSAGES_CAP,
  canSendChatText,
  toSendableChatText,
  type ChatHistoryEntry,
  type ChatMessage,
  type QueuedChatMessage,
} from '@blitz/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { getChatUserData } from '../api/get-chat-details';
import { sendChatMessage, type ChatOutcome } from '../api/send-chat-message';

export type SendResult = 'queued' | 'blank' | 'too-many';

export interface UseChatOptions {
  /** The page path with a leading slash (and the query, for dashboard sections). */
  page: string;
  /** The hint the chat was opened with: the first AI message, and sent with the first question. */
  systemMessage: string | null;
  signedInUuid: string | null;
  /** A success without content (SPEC.md section 8): the caller shows the error dialog. */
  onEmptyReply: () => void;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The conversation before the question being sent: every message but the questions still queued
 * (the last `queued` ones), the newest ASSISTANT_HISTORY_MAX. The hint goes as systemMessage with
 * the first question, so it is left out of the history then.
 */
export function historyBefore(messages: ChatMessage[], queued: number, hintSentAlone: boolean): ChatHistoryEntry[] {
  return messages
    .slice(0, Math.max(0, messages.length - queued))
    .filter((message) => !(hintSentAlone && message.system))
    .map((message): ChatHistoryEntry => ({ role: message.ai ? 'assistant' : 'user', content: message.content }))
    .slice(-ASSISTANT_HISTORY_MAX);
}
const aiMessage = (content: string, system = false): ChatMessage => ({ system, ai: true, content, time: nowSeconds() });

export function useChat({ page, systemMessage, signedInUuid, onEmptyReply }: UseChatOptions) {
  const { t } = useTranslation();
  const [messages, setMessages] = useState<ChatMessage[]>(() => (systemMessage ? [aiMessage(systemMessage, true)] : []));
  const [queue, setQueue] = useState<QueuedChatMessage[]>([]);
  const hintSent = useRef(false);
  const messagesRef = useRef(messages);
  const inFlight = useRef<QueuedChatMessage | null>(null);
  const closed = useRef<AbortController | null>(null);
  const onEmptyReplyRef = useRef(onEmptyReply);
  useEffect(() => {
    onEmptyReplyRef.current = onEmptyReply;
  }, [onEmptyReply]);

  useEffect(() => {
    const controller = new AbortController();
    closed.current = controller;
    return () => controller.abort();
  }, []);

  const show = useCallback(
    (outcome: ChatOutcome) => {
      if (outcome.kind === 'reply') setMessages((list) => [...list, aiMessage(outcome.text)]);
      else if (outcome.kind === 'fallback') setMessages((list) => [...list, aiMessage(t(`assistant.messages.${outcome.messageKey}`))]);
      else if (outcome.kind === 'empty-reply') onEmptyReplyRef.current();
    },
    [t],
  );

  useEffect(() => {
    messagesRef.current = messages;
  }, [messages]);

  useEffect(() => {
    const head = queue[0];
    const controller = closed.current;
    if (!head || inFlight.current === head || !controller) return;
    inFlight.current = head;
    const history = historyBefore(messagesRef.current, queue.length, head.systemMessage !== null);
    void (async () => {
      const userData = await getChatUserData(signedInUuid);
      const outcome = await sendChatMessage(
        { message: head.userMessage, page, systemMessage: head.systemMessage, userData, history },
        controller.signal,
      );
      if (outcome.kind === 'aborted' || controller.signal.aborted) return;
      show(outcome);
      inFlight.current = null;
      setQueue((list) => list.slice(1));
    })();
  }, [queue, page, signedInUuid, show]);

  const send = useCallback(
    (text: string): SendResult => {
      if (!canSendChatText(text)) return 'blank';
      if (queue.length >= ASSISTANT_PENDING_MESSAGES_CAP) return 'too-many';
      const sendable = toSendableChatText(text);
      if (sendable === null) {
        setMessages((list) => [...list, aiMessage(t('assistant.messages.empty_user_message'))]);
        return 'blank';
      }
      const withHint = systemMessage && !hintSent.current ? systemMessage : null;
      hintSent.current = true;
      setMessages((list) => [...list, { system: false, ai: false, content: sendable, time: nowSeconds() }]);
      setQueue((list) => [...list, { systemMessage: withHint, userMessage: sendable }]);
      return 'queued';
    },
    [queue.length, systemMessage, t],
  );

  return { messages, pending: queue.length, typing: queue.length > 0, send };
}
