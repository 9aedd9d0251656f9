// A blocking alert that offers one way out (SPEC.md section 4: 'Network Timeout' with Reload,
// 'Failed to authenticate' with Logout). Escape and the backdrop do not close it: the action is
// the only sensible next step.
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type ReactNode } from 'react';

export interface ActionDialogProps {
  open: boolean;
  title: string;
  message: string;
  actionLabel: string;
  actionIcon?: ReactNode;
  onAction: () => void;
}

export function ActionDialog({ open, title, message, actionLabel, actionIcon, onAction }: ActionDialogProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog open={open} maxWidth="xs" fullWidth role="alertdialog" aria-labelledby={titleId} aria-describedby={messageId}>
      <DialogTitle id={titleId} component="h2">
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <ErrorOutlineRounded color="error" aria-hidden />
          <span>{title}</span>
        </Stack>
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" startIcon={actionIcon} onClick={onAction} autoFocus>
          {actionLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
