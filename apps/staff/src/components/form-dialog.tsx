// A dialog that is one form: its title, the fields in a column, the problem found before sending
// and the failed call's alert, then Cancel and the submit button (off while the call runs).
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { ErrorAlert } from './error-alert';

export interface FormDialogProps {
  title: string;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  maxWidth?: 'xs' | 'sm';
  /** What the check before sending found wrong, if anything. */
  problem?: string | null;
  /** The save call (a mutation): its failure shows, and the submit button is off while it runs. */
  save: { error: unknown; isPending: boolean };
  /** The submit button's text. */
  submitLabel?: string;
  children: ReactNode;
}

export function FormDialog(props: FormDialogProps) {
  const { title, onSubmit, onClose, maxWidth = 'sm', problem, save, submitLabel = 'Save', children } = props;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={maxWidth}>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
            {problem && <Alert severity="error">{problem}</Alert>}
          </Stack>
          <ErrorAlert error={save.error} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
