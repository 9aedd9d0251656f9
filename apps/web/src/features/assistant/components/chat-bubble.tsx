// One chat message: the assistant's on the left, the user's on the right, with who said it for
// screen readers.
import type { ChatMessage } from '@blitz/contract';
import { useTranslation } from '../../../lib/use-translation';
import { cx } from '../../../ui/cx';
import { VisuallyHidden } from '../../../ui/misc';
import styles from './assistant.module.css';

export function ChatBubble({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  return (
    <div
      data-testid={message.ai ? 'chat-ai-message' : 'chat-user-message'}
      className={cx(styles.bubble, message.ai ? styles.fromAi : styles.fromUser)}
    >
      <VisuallyHidden>{message.ai ? t('assistant.name') : t('assistant.you')}: </VisuallyHidden>
      {message.content}
    </div>
  );
}
