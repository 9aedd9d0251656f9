// /reset-password/{token}: email and the new password twice, sent to /auth/reset. The server
// ends every other session; this device signs in with the token it returns and goes to `/`.
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useLocation } from 'react-router';
import { useApiErrorDialog } from '../../components/dialogs/use-api-error-dialog';
import { useDialogs } from '../../components/dialogs/dialog-provider';
import { StackForm } from '../../components/stack-form';
import { callApi } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { useErrorText } from '../../lib/error-text';
import { linkEmail } from './link-email';
import { goToPage } from './page-reload';
import { NewPasswordFields } from './new-password-fields';
import { hasErrors, validateNewPassword, type NewPasswordErrors, type NewPasswordForm } from './password-rules';
import { sha256Hex } from '@blitz/contract';
import { completeSignIn } from './sign-in-steps';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import styles from './auth.module.css';

export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const errorText = useErrorText();
  const showApiError = useApiErrorDialog();
  const { showError, showLoading, hideLoading } = useDialogs();
  const { signIn } = useSession();
  const [form, setForm] = useState<NewPasswordForm>(() => ({ email: linkEmail(search), password: '', confirm: '' }));
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [busy, setBusy] = useState(false);
  const helper = (key: keyof NewPasswordErrors) => (errors[key] ? t(`account.${errors[key]}`) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateNewPassword(form);
    setErrors(found);
    if (hasErrors(found) || busy) return;
    setBusy(true);
    showLoading(t('account.saving'));
    try {
      const result = await callApi(
        '/auth/reset',
        { email: form.email.trim(), password: await sha256Hex(form.password), emailToken: token },
        { excludeToken: true },
      );
      if (result.kind === 'data') {
        if (await completeSignIn(signIn, result.data.refreshToken)) goToPage('/');
        else showError({ message: errorText('JWT_DECODE_FAILED') });
      } else if (result.kind === 'error') showApiError(result);
      else showError({ message: t('account.linkInvalid') });
    } finally {
      hideLoading();
      setBusy(false);
    }
  };

  return (
    <StackForm label={t('account.resetFormLabel')} onSubmit={submit} className={styles.form}>
      <TextField
        label={t('account.email')}
        value={form.email}
        onChange={(e) => setForm({ ...form, email: e.target.value })}
        autoComplete="email"
        error={Boolean(errors.email)}
        helperText={helper('email')}
        required
      />
      <NewPasswordFields
        passwordLabel={t('account.newPassword')}
        values={form}
        errors={errors}
        onChange={(key, value) => setForm({ ...form, [key]: value })}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {t('account.savePassword')}
      </Button>
    </StackForm>
  );
}
