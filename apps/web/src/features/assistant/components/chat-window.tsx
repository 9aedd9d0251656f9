// The AI chat window with its bio panel (SPEC.md sections 2, 4 and 5): the conversation as a log
// that screen readers announce, 'Typing' while an answer is on its way, a textarea that grows to
// CHAT_INPUT_MAX_HEIGHT_PX, Enter to send (Shift+Enter for a new line), Send disabled for blank
// text. Closing it (button, Escape) clears everything and aborts the request.
import Headset from 'lucide-react/icons/headset';
import SendHorizontal from 'lucide-react/icons/send-horizontal';
import X from 'lucide-react/icons/x';
import { canSendChatText, CHAT_INPUT_MAX_HEIGHT_PX } from '@blitz/contract';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useDialogs } from '../../../components/dialogs/dialog-context';
import { useChat } from '../hooks/use-chat';
import { ChatBubble } from './chat-bubble';
import { TypingDots } from './typing-dots';
import { Alert } from '../../../ui/alert';
import { Button, IconButton } from '../../../ui/button';
import { Drawer } from '../../../ui/drawer';
import { Avatar } from '../../../ui/misc';
import { Text } from '../../../ui/text';
import { TextField } from '../../../ui/text-field';
import styles from './assistant.module.css';

export interface ChatWindowProps {
  page: string;
  systemMessage: string | null;
  signedInUuid: string | null;
  onClose: () => void;
}

export function ChatWindow({ page, systemMessage, signedInUuid, onClose }: ChatWindowProps) {
  const { t } = useTranslation();
  const { showError } = useDialogs();
  const [text, setText] = useState('');
  const [tooMany, setTooMany] = useState(false);
  const logRef = useRef<HTMLDivElement>(null);
  // The kit's field hands its element over as any of its three kinds; here it is the textarea.
  const inputRef = useRef<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>(null);
  const { messages, typing, send } = useChat({
    page,
    systemMessage,
    signedInUuid,
    onEmptyReply: () => showError({ title: t('dialog.errorTitle'), message: t('assistant.sendFailed') }),
  });

  // The window unmounts as it closes, before Base UI would give the focus back, so it does so
  // here: to the element that had the focus when the window opened (the assistant's avatar).
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  useEffect(
    () => () => {
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && opener instanceof HTMLElement && opener.isConnected) opener.focus();
    },
    [opener],
  );

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, typing]);

  // The box grows with its text up to CHAT_INPUT_MAX_HEIGHT_PX, then scrolls.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.style.setProperty('height', 'auto');
    input.style.setProperty('height', `${Math.min(input.scrollHeight, CHAT_INPUT_MAX_HEIGHT_PX)}px`);
  }, [text]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const result = send(text);
    setTooMany(result === 'too-many');
    if (result !== 'too-many') setText('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (canSendChatText(text)) submit();
    }
  };

  return (
    <Drawer side="right" open onClose={onClose} label={t('assistant.name')} className={styles.window}>
      <div className={styles.frame} data-testid="chat-window">
        <div className={styles.bio} data-testid="chat-bio">
          <Avatar className={styles.avatar}>
            <Headset aria-hidden />
          </Avatar>
          <div className={styles.grow}>
            <Text variant="subtitle1" component="h2" className={styles.bold}>
              {t('assistant.name')}
            </Text>
            <Text variant="body2" color="text.secondary">
              {t('assistant.bio')}
            </Text>
          </div>
          <IconButton aria-label={t('assistant.close')} onClick={onClose} edge="end">
            <X aria-hidden />
          </IconButton>
        </div>
        <div ref={logRef} role="log" aria-live="polite" aria-label={t('assistant.logLabel')} tabIndex={0} className={styles.log}>
          {messages.length === 0 && <ChatBubble message={{ system: true, ai: true, content: t('assistant.greeting'), time: 0 }} />}
          {messages.map((message, index) => (
            <ChatBubble key={`${message.time}-${index}`} message={message} />
          ))}
          {typing && <TypingDots />}
        </div>
        {tooMany && (
          // The shop's word for Close (no key of the assistant's own says it).
          <Alert severity="info" className={styles.notice} onClose={() => setTooMany(false)} closeLabel={t('auth.close')}>
            {t('assistant.tooMany')}
          </Alert>
        )}
        <form onSubmit={submit} className={styles.composer}>
          <TextField
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            label={t('assistant.inputLabel')}
            placeholder={t('assistant.placeholder')}
            multiline
            rows={1}
            autoFocus
            size="small"
            maxLength={2000}
            data-testid="chat-input"
            inputRef={inputRef}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={!canSendChatText(text)}
            endIcon={<SendHorizontal aria-hidden />}
            className={styles.send}
          >
            {t('assistant.send')}
          </Button>
        </form>
      </div>
    </Drawer>
  );
}
