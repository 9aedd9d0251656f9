// One chat message: the assistant's on the left, the user's on the right, with who said it for
// screen readers.
import Box from '@mui/material/Box';
import type { ChatMessage } from '@blitz/contract';
import { useTranslation } from '../../../lib/use-translation';
import { visuallyHiddenSx } from '../../../components/visually-hidden';

export function ChatBubble({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  return (
    <Box
      data-testid={message.ai ? 'chat-ai-message' : 'chat-user-message'}
      sx={{
        alignSelf: message.ai ? 'flex-start' : 'flex-end',
        maxWidth: '85%',
        px: 1.5,
        py: 1,
        borderRadius: 2,
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        bgcolor: message.ai ? 'action.hover' : 'primary.main',
        color: message.ai ? 'text.primary' : 'primary.contrastText',
        fontSize: '0.95rem',
      }}
    >
      <Box component="span" sx={visuallyHiddenSx}>
        {message.ai ? t('assistant.name') : t('assistant.you')}:{' '}
      </Box>
      {message.content}
    </Box>
  );
}
