// Report a Problem as a dialog (SPEC.md sections 2, 5 and 7), opened from the footer, the user
// menu and error dialogs; the form itself is use-report-form.ts and report-fields.tsx. Anyone may
// send (the API client omits an absent token).
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { ReportFields } from './report-fields';
import { useReportForm } from './use-report-form';

export interface ReportDialogProps {
  open: boolean;
  onClose: () => void;
}

export function ReportDialog({ open, onClose }: ReportDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const phone = useMediaQuery('(max-width:480px)', { noSsr: true });
  const form = useReportForm(onClose);

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth fullScreen={phone} aria-labelledby={titleId}>
      <form noValidate onSubmit={form.submit}>
        <DialogTitle id={titleId} component="h2" variant="h5" sx={{ fontWeight: 800 }}>
          {t('report.title')}
        </DialogTitle>
        <DialogContent>
          <Stack sx={{ pt: 1 }}>
            <ReportFields form={form} autoFocus />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('report.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={form.sending}>
            {form.sending ? t('report.submitting') : t('report.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
