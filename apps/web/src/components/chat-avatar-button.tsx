// The header's AI chat avatar (SPEC.md section 2): opens the chat window. The window itself is
// loaded later, apart from the first bundle.
import Headset from 'lucide-react/icons/headset';
import { IconButton } from '../ui/button';
import { LazyTooltip } from './lazy-tooltip';
import { useTranslation } from '../lib/use-translation';
import { openChat, useChatLaunch } from '../lib/chat-launcher';
import { RoundAvatar } from './round-avatar';
import styles from './chat-avatar-button.module.css';

export function ChatAvatarButton() {
  const { t } = useTranslation();
  const { open } = useChatLaunch();
  return (
    <LazyTooltip title={t('assistant.open')}>
      <IconButton
        aria-label={t('assistant.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => openChat()}
        data-testid="chat-avatar"
        size="small"
      >
        <RoundAvatar className={styles.avatar}>
          <Headset aria-hidden className={styles.icon} />
        </RoundAvatar>
      </IconButton>
    </LazyTooltip>
  );
}
