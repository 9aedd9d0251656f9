// Report a Problem (SPEC.md sections 2, 5 and 7): Name, Email, Cell Number and Message, with
// email and cell prefilled from the signed-in user. The checks run in SPEC order through the
// contract's validateReportForm; anyone may send (the API client omits an absent token).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { REPORT_TYPE, validateReportForm } from '@blitz/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorDialog } from '../../components/dialogs/use-api-error-dialog';
import { useDialogs } from '../../components/dialogs/dialog-provider';
import { callApi } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { useErrorText } from '../auth/error-text';

export interface ReportDialogProps {
  open: boolean;
  onClose: () => void;
}

export function ReportDialog({ open, onClose }: ReportDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const errorText = useErrorText();
  const showApiError = useApiErrorDialog();
  const { showError, showSuccess } = useDialogs();
  const { user } = useSession();
  const phone = useMediaQuery('(max-width:480px)', { noSsr: true });
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState(user?.email ?? '');
  const [cellNumber, setCellNumber] = useState(user?.mobileNumber ?? '');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = fullName.trim() === '' ? t('report.nameRequired') : validateReportForm({ fullName, email, cellNumber, message });
    setProblem(found);
    if (found) return;
    setSending(true);
    try {
      const result = await callApi('/report/create', {
        fullName: fullName.trim(),
        email: email.trim(),
        cellNumber: cellNumber.trim(),
        message: message.trim(),
        type: REPORT_TYPE,
      });
      if (result.kind === 'empty' && result.status === 202) {
        showSuccess({ title: t('report.successTitle'), message: t('report.successMessage') });
        onClose();
      } else if (result.kind === 'error') showApiError(result);
      else showError({ message: errorText('GENERIC_ERROR') });
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth fullScreen={phone} aria-labelledby={titleId}>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id={titleId} component="h2" variant="h5" sx={{ fontWeight: 800 }}>
          {t('report.title')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {problem && (
              <Alert severity="error" role="alert">
                {errorText(problem)}
              </Alert>
            )}
            <TextField label={t('report.name')} value={fullName} onChange={(e) => setFullName(e.target.value)} autoComplete="name" required fullWidth autoFocus />
            <TextField label={t('report.email')} type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" required fullWidth />
            <TextField label={t('report.cellNumber')} type="tel" value={cellNumber} onChange={(e) => setCellNumber(e.target.value)} autoComplete="tel" required fullWidth />
            <TextField label={t('report.message')} value={message} onChange={(e) => setMessage(e.target.value)} multiline minRows={4} required fullWidth />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('report.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={sending}>
            {sending ? t('report.submitting') : t('report.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
