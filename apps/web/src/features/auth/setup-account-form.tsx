// /setup-account/{token} (SPEC.md section 2, DESIGN.md accounts): names, nickname, password
// twice and the 18-or-older-in-South-Africa box, sent to /auth/signup; success signs the user in
// and opens the dashboard.
import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '../../lib/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { useApiErrorDialog } from '../../components/dialogs/use-api-error-dialog';
import { useDialogs } from '../../components/dialogs/dialog-provider';
import { StackForm } from '../../components/stack-form';
import { callApi } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { useErrorText } from '../../lib/error-text';
import { linkEmail } from './link-email';
import { NewPasswordFields } from './new-password-fields';
import { hasErrors, validateSetup, type SetupErrors, type SetupForm } from './password-rules';
import { sha256Hex } from '@blitz/contract';
import { completeSignIn, duplicateCode } from './sign-in-steps';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { Stack } from '../../ui/stack';
import { Text } from '../../ui/text';
import { TextField } from '../../ui/text-field';
import styles from './auth.module.css';

export function SetupAccountForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const errorText = useErrorText();
  const showApiError = useApiErrorDialog();
  const { showError, showLoading, hideLoading } = useDialogs();
  const { signIn } = useSession();
  const [form, setForm] = useState<SetupForm>(() => ({
    email: linkEmail(search),
    firstName: '',
    lastName: '',
    nickname: '',
    password: '',
    confirm: '',
    adultInSouthAfrica: false,
  }));
  const [errors, setErrors] = useState<SetupErrors>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const adultHelpId = useId();
  const set = (key: keyof SetupForm) => (value: string | boolean) => setForm((prev) => ({ ...prev, [key]: value }));
  const helper = (key: keyof SetupErrors) => (errors[key] ? t(`account.${errors[key]}`) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateSetup(form);
    // Rendered at once, so that the first invalid field can take the focus with its error
    // already tied to it: a screen reader then reads the field and the error together.
    flushSync(() => setErrors(found));
    if (hasErrors(found)) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    if (busy) return;
    setBusy(true);
    showLoading(t('account.creating'));
    try {
      const result = await callApi(
        '/auth/signup',
        {
          email: form.email.trim(),
          firstName: form.firstName.trim(),
          lastName: form.lastName.trim(),
          nickname: form.nickname.trim(),
          password: await sha256Hex(form.password),
          emailToken: token,
        },
        { excludeToken: true },
      );
      if (result.kind === 'data') {
        if (await completeSignIn(signIn, result.data.refreshToken)) void navigate('/dashboard', { replace: true });
        else showError({ message: errorText('JWT_DECODE_FAILED') });
      } else if (result.kind === 'status' && result.status === 209) showError({ message: errorText(duplicateCode(result.data)) });
      else if (result.kind === 'empty' && result.status === 202) showError({ message: errorText('SIGNUP_MISSING_FIELDS') });
      else if (result.kind === 'error') showApiError(result);
      else showError({ message: errorText('GENERIC_ERROR') });
    } finally {
      hideLoading();
      setBusy(false);
    }
  };

  const field = (key: 'email' | 'firstName' | 'lastName' | 'nickname', autoComplete: string) => (
    <TextField
      label={t(`account.${key}`)}
      value={form[key]}
      onChange={(e) => set(key)(e.target.value)}
      autoComplete={autoComplete}
      error={Boolean(errors[key])}
      helperText={helper(key)}
      required
    />
  );

  return (
    <StackForm ref={formRef} label={t('account.setupFormLabel')} onSubmit={submit} className={styles.form}>
      {field('email', 'email')}
      <Stack rowFrom="sm" spacing={2}>
        {field('firstName', 'given-name')}
        {field('lastName', 'family-name')}
      </Stack>
      {field('nickname', 'nickname')}
      <NewPasswordFields passwordLabel={t('account.password')} values={form} errors={errors} onChange={(key, value) => set(key)(value)} />
      <div>
        <Checkbox
          label={t('account.adultInSouthAfrica')}
          checked={form.adultInSouthAfrica}
          onChange={set('adultInSouthAfrica')}
          required
          // The kit's Checkbox passes this on to its control, as the first invalid field gets the focus.
          aria-invalid={Boolean(errors.adultInSouthAfrica)}
          aria-describedby={errors.adultInSouthAfrica ? adultHelpId : undefined}
        />
        {errors.adultInSouthAfrica && (
          <Text id={adultHelpId} variant="caption" color="error" className={styles.checkHelp}>
            {helper('adultInSouthAfrica')}
          </Text>
        )}
      </div>
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {t('account.createAccount')}
      </Button>
    </StackForm>
  );
}
