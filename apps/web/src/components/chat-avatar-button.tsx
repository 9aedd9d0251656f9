// The header's AI chat avatar (SPEC.md section 2): opens the chat window. The window itself is
// loaded later, apart from the first bundle.
import SupportAgentRounded from '@mui/icons-material/SupportAgentRounded?plain';
import { LazyTooltip } from './lazy-tooltip';
import { useTranslation } from '../lib/use-translation';
import { openChat, useChatLaunch } from '../lib/chat-launcher';
import { createStaticClasses } from '../lib/static-classes';
import { PlainIconButton } from './plain-button';
import { RoundAvatar } from './round-avatar';

const useClasses = createStaticClasses('chat-avatar', (theme) => ({
  avatar: { '&&': { width: 32, height: 32, color: theme.palette.secondary.contrastText, backgroundColor: theme.palette.secondary.main } },
}));

export function ChatAvatarButton() {
  const { t } = useTranslation();
  const { open } = useChatLaunch();
  const css = useClasses();
  return (
    <LazyTooltip title={t('assistant.open')}>
      <PlainIconButton
        aria-label={t('assistant.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => openChat()}
        data-testid="chat-avatar"
        size="small"
      >
        <RoundAvatar className={css.avatar}>
          <SupportAgentRounded fontSize="small" />
        </RoundAvatar>
      </PlainIconButton>
    </LazyTooltip>
  );
}
