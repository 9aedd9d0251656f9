// One accessible error or success dialog. The provider renders at most one at a time and
// queues the rest, so a burst of failures never stacks dialogs on top of each other.
import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation';

export interface MessageDialogData {
  kind: 'error' | 'success';
  title: string;
  message: string;
}

interface MessageDialogProps {
  dialog: MessageDialogData | null;
  open: boolean;
  onClose: () => void;
  onExited: () => void;
  /** Called with the dialog's root once it has closed (the provider's useFocusRescue). */
  rescueFocus: (closing: Element | null) => void;
}

export function MessageDialog({ dialog, open, onClose, onExited, rescueFocus }: MessageDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  const isError = dialog?.kind === 'error';
  const Icon = isError ? ErrorOutlineRounded : CheckCircleOutlineRounded;
  const rootRef = useRef<HTMLDivElement>(null);

  return (
    <Dialog
      ref={rootRef}
      open={open && dialog !== null}
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      role={isError ? 'alertdialog' : 'dialog'}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      slotProps={{
        transition: {
          // A success dialog often outlives the form that asked for it, so the control MUI
          // gives the focus back to may be gone.
          onExited: () => {
            rescueFocus(rootRef.current);
            onExited();
          },
        },
      }}
    >
      {dialog && (
        <>
          <DialogTitle id={titleId} component="h2">
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <Icon color={isError ? 'error' : 'success'} aria-hidden />
              <span>{dialog.title}</span>
            </Stack>
          </DialogTitle>
          <DialogContent>
            <DialogContentText id={messageId} sx={{ whiteSpace: 'pre-line' }}>
              {dialog.message}
            </DialogContentText>
            {isError && (
              <DialogContentText variant="body2" sx={{ mt: 2 }}>
                {t('dialog.supportHint')}
              </DialogContentText>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button variant="contained" onClick={onClose} autoFocus>
              {t('dialog.ok')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
