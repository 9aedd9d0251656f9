// The AI notification (SPEC.md sections 2 and 4): a hint for the page with Reply (opens the chat
// seeded with it) and close (marks it seen). Announced politely; reachable by keyboard.
import CloseRounded from '@mui/icons-material/CloseRounded';
import SupportAgentRounded from '@mui/icons-material/SupportAgentRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from '../../../lib/use-translation';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

export interface PageHintProps {
  text: string;
  onReply: () => void;
  onClose: () => void;
}

export function PageHint({ text, onReply, onClose }: PageHintProps) {
  const { t } = useTranslation();
  return (
    <Paper
      role="status"
      aria-live="polite"
      elevation={8}
      data-testid="page-hint"
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.snackbar,
        // Clear of the popups in the bottom corners (new bid, next major auction) on wide screens.
        right: { xs: 12, sm: 24 },
        left: { xs: 12, sm: 'auto' },
        bottom: { xs: 12, sm: 'auto' },
        top: { sm: 96 },
        maxWidth: { sm: 380 },
        p: 2,
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        animation: `${fadeIn} 240ms ease-out`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      <Avatar sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', width: 36, height: 36 }}>
        <SupportAgentRounded fontSize="small" />
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
          {t('assistant.hintTitle')}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {text}
        </Typography>
        <Button size="small" variant="contained" onClick={onReply} sx={{ mt: 1.5 }}>
          {t('assistant.reply')}
        </Button>
      </Box>
      <IconButton aria-label={t('assistant.dismissHint')} onClick={onClose} size="small" edge="end">
        <CloseRounded fontSize="small" />
      </IconButton>
    </Paper>
  );
}
