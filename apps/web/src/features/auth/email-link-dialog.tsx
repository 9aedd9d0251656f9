// 'Forgot your password?' and 'Magic Link' (SPEC.md sections 4, 5 and 8): both need an email;
// 202 is success (its dialog, then this one closes), 204 'Email does not exist'.
import { stripWhitespace, validateLoginForm } from '@blitz/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useApiErrorDialog } from '../../components/dialogs/use-api-error-dialog';
import { useDialogs } from '../../components/dialogs/dialog-provider';
import { callApi } from '../../lib/api-client';
import { EmailField } from './email-field';
import { useErrorText } from '../../lib/error-text';
import type { EmailLinkKind } from '../../lib/account-dialogs';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

export interface EmailLinkDialogProps {
  kind: EmailLinkKind;
  open: boolean;
  initialEmail?: string;
  onClose: () => void;
}

export function EmailLinkDialog({ kind, open, initialEmail = '', onClose }: EmailLinkDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const errorText = useErrorText();
  const showApiError = useApiErrorDialog();
  const { showError, showSuccess, showLoading, hideLoading } = useDialogs();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const clean = stripWhitespace(email);
    const found = validateLoginForm({ email: clean }).email;
    setError(found);
    if (found || busy) return;
    setBusy(true);
    showLoading(t('account.sending'));
    try {
      const result = await callApi(kind === 'forgot' ? '/auth/forgot' : '/auth/magiclink', { email: clean }, { excludeToken: true });
      if (result.kind === 'empty' && result.status === 202) {
        showSuccess(
          kind === 'forgot'
            ? { title: errorText('RESET_EMAIL_SENT'), message: t('account.resetSentHint') }
            : { title: errorText('MAGIC_LINK_SENT'), message: t('account.magicSentHint') },
        );
        onClose();
      } else if (result.kind === 'empty') showError({ message: errorText('EMAIL_DOES_NOT_EXIST') });
      else if (result.kind === 'error') showApiError(result);
      else showError({ message: errorText('GENERIC_ERROR') });
    } finally {
      hideLoading();
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="xs"
      title={kind === 'forgot' ? t('account.forgotTitle') : t('account.magicTitle')}
      description={kind === 'forgot' ? t('account.forgotIntro') : t('account.magicIntro')}
      actions={
        <>
          <Button onClick={onClose}>{t('account.cancel')}</Button>
          {/* Outside the form in the dialog's footer, and tied to it by its id. */}
          <Button type="submit" form={formId} variant="contained" disabled={email.trim() === '' || busy}>
            {kind === 'forgot' ? t('account.sendReset') : t('account.sendMagic')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(e) => void submit(e)}>
        <EmailField label={t('login.email')} value={email} onChange={setEmail} error={error} />
      </form>
    </Dialog>
  );
}
