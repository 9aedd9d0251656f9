// The header's AI chat avatar (SPEC.md section 2): opens the chat window. The window itself is
// loaded later, apart from the first bundle.
import SupportAgentRounded from '@mui/icons-material/SupportAgentRounded';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { LazyTooltip } from './lazy-tooltip';
import { useTranslation } from '../lib/use-translation';
import { openChat, useChatLaunch } from '../lib/chat-launcher';

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
        <Avatar sx={{ width: 32, height: 32, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
          <SupportAgentRounded fontSize="small" />
        </Avatar>
      </IconButton>
    </LazyTooltip>
  );
}
