// The Report a Problem form's state and sending (SPEC.md sections 5 and 7), shared by the dialog
// and the form on /contact-us: email and cell number prefilled from the signed-in user, the checks
// in SPEC order through the contract's validateReportForm, then /report/create (202 is success).
import { REPORT_TYPE, validateReportForm } from '@blitz/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useApiErrorDialog } from '../../components/dialogs/use-api-error-dialog';
import { useDialogs } from '../../components/dialogs/dialog-provider';
import { callApi } from '../../lib/api-client';
import { useErrorText } from '../../lib/error-text';
import { useSession } from '../../lib/session';

export interface ReportFormState {
  fullName: string;
  email: string;
  cellNumber: string;
  message: string;
  setFullName(value: string): void;
  setEmail(value: string): void;
  setCellNumber(value: string): void;
  setMessage(value: string): void;
  /** The first failed check, as a code or text for useErrorText; null when none. */
  problem: string | null;
  sending: boolean;
  submit(event: FormEvent): void;
}

export function useReportForm(onSent: () => void): ReportFormState {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const showApiError = useApiErrorDialog();
  const { showError, showSuccess } = useDialogs();
  const { user } = useSession();
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState(user?.email ?? '');
  const [cellNumber, setCellNumber] = useState(user?.mobileNumber ?? '');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async () => {
    // SPEC.md section 5's checks in their order first; the name is then only required by the form.
    const found =
      validateReportForm({ fullName, email, cellNumber, message }) ?? (fullName.trim() === '' ? t('report.nameRequired') : null);
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
        setMessage('');
        onSent();
      } else if (result.kind === 'error') showApiError(result);
      else showError({ message: errorText('GENERIC_ERROR') });
    } finally {
      setSending(false);
    }
  };

  return {
    fullName,
    email,
    cellNumber,
    message,
    setFullName,
    setEmail,
    setCellNumber,
    setMessage,
    problem,
    sending,
    submit(event) {
      event.preventDefault();
      if (!sending) void send();
    },
  };
}
