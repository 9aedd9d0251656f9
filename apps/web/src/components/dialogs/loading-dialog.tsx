// Blocking "please wait" dialog shown during auth calls; it cannot be dismissed by the user.
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

interface LoadingDialogProps {
  open: boolean;
  text: string;
}

export function LoadingDialog({ open, text }: LoadingDialogProps) {
  const textId = useId();
  return (
    <Dialog open={open} aria-labelledby={textId} aria-busy="true">
      <DialogContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 1, pr: 2 }}>
          <CircularProgress size={28} aria-hidden />
          <Typography id={textId} role="status">
            {text}
          </Typography>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
