// The frame of the login and sign-up modals: title, close button and content, max width md for
// sign-up (SPEC.md section 2), full screen on phones.
import CloseRounded from '@mui/icons-material/CloseRounded';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Breakpoint } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';

export interface AccountModalProps {
  open: boolean;
  title: string;
  intro?: string;
  maxWidth: Breakpoint;
  onClose: () => void;
  children: ReactNode;
}

export function AccountModal({ open, title, intro, maxWidth, onClose, children }: AccountModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const phone = useMediaQuery('(max-width:480px)', { noSsr: true });
  return (
    <Dialog open={open} onClose={onClose} maxWidth={maxWidth} fullWidth fullScreen={phone} aria-labelledby={titleId}>
      <DialogTitle id={titleId} component="h2" variant="h5" sx={{ pr: 7, fontWeight: 800 }}>
        {title}
      </DialogTitle>
      <IconButton aria-label={t('account.close')} onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseRounded />
      </IconButton>
      <DialogContent sx={{ pt: 0 }}>
        {intro && (
          <Typography color="text.secondary" sx={{ mb: 2.5 }}>
            {intro}
          </Typography>
        )}
        {children}
      </DialogContent>
    </Dialog>
  );
}
