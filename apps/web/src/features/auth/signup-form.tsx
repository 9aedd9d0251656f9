// The sign-up form (SPEC.md sections 2, 4, 5 and 8): an email and Sign Up (disabled until an
// email is typed) calling /auth/register with the stored referrer token (the API client adds it).
// Success and failure end in the shared success and error dialogs.
import { STORAGE_KEYS, validateLoginForm } from '@blitz/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useDialogs } from '../../components/dialogs/dialog-provider';
import { StackForm } from '../../components/stack-form';
import { callApi } from '../../lib/api-client';
import { writeStorage } from '../../lib/storage';
import { EmailField } from './email-field';
import { useErrorText } from '../../lib/error-text';
import { duplicateCode } from './sign-in-steps';
import { SwitchLine } from './switch-line';
import { Button } from '../../ui/button';

export interface SignupFormProps {
  /** Shows 'Already have an account? Log In' when given. */
  onLogin?: () => void;
  /** Called after the success dialog was queued. */
  onDone: () => void;
  campaignSrc?: string;
  /** Focuses the email field on mount: on the /signup page. A dialog focuses its first field itself. */
  autoFocus?: boolean;
}

function serverMessage(data: unknown): string | null {
  if (typeof data === 'object' && data !== null && 'message' in data) {
    const { message } = data as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return null;
}

export function SignupForm({ onLogin, onDone, campaignSrc, autoFocus = false }: SignupFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { showError, showSuccess, showLoading, hideLoading } = useDialogs();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLoginForm({ email }).email;
    setError(found);
    if (found || busy) return;
    setBusy(true);
    showLoading(t('signup.sending'));
    try {
      const result = await callApi('/auth/register', { email: email.trim(), ...(campaignSrc ? { campaignSrc } : {}) });
      if (result.kind === 'data' ? result.data.rStatus === 'success' : result.kind === 'empty') {
        writeStorage(STORAGE_KEYS.signupEmail, email.trim());
        showSuccess({ title: t('signup.successTitle'), message: errorText('SIGNUP_SUCCESS') });
        onDone();
        return;
      }
      let message: string;
      if (result.kind === 'data') message = result.data.message || errorText('GENERIC_ERROR');
      else if (result.kind === 'status' && result.status === 209) message = errorText(duplicateCode(result.data));
      else if (result.kind === 'error' && result.status === 0) message = errorText('REGISTER_NETWORK_ERROR');
      else
        message =
          (result.kind === 'error' ? result.serverMessage : serverMessage(result.kind === 'status' ? result.data : null)) ??
          errorText('GENERIC_ERROR');
      showError({ message });
    } finally {
      hideLoading();
      setBusy(false);
    }
  };

  return (
    <StackForm label={t('signup.formLabel')} onSubmit={submit}>
      <EmailField label={t('signup.email')} value={email} onChange={setEmail} error={error} autoFocus={autoFocus} />
      <Button type="submit" variant="contained" size="large" disabled={email.trim() === '' || busy}>
        {t('signup.submit')}
      </Button>
      {onLogin && <SwitchLine question={t('signup.haveAccount')} action={t('signup.logIn')} onSwitch={onLogin} />}
    </StackForm>
  );
}
