// The login form (SPEC.md sections 2, 4, 5 and 8), shared by the modal and the /login page:
// email, password with show/hide, 'Forgot your password?', 'Magic Link' (only while the
// password is empty), Login (disabled until both are filled) and the switch to sign-up.
import { validateLoginForm, type LoginFormErrors } from '@blitz/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useDialogs } from '../../components/dialogs/dialog-provider';
import { StackForm } from '../../components/stack-form';
import { useSession } from '../../lib/session';
import { useErrorText } from '../../lib/error-text';
import { Button } from '../../ui/button';
import { cx } from '../../ui/cx';
import { TextField } from '../../ui/text-field';
import { PasswordField } from './password-field';
import { SwitchLine } from './switch-line';
import styles from './auth.module.css';
import { completeSignIn, loginErrorCode, requestLogin } from './sign-in-steps';

export interface LoginFormProps {
  onForgot: () => void;
  onMagicLink: (email: string) => void;
  onSignUp: () => void;
  /** Called once signed in (the modal closes and reloads, the page goes to `/`). */
  onSignedIn: () => void;
  /** Focuses the email field on mount: on the /login page. A dialog focuses its first field itself. */
  autoFocus?: boolean;
}

export function LoginForm({ onForgot, onMagicLink, onSignUp, onSignedIn, autoFocus = false }: LoginFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { showError, showLoading, hideLoading } = useDialogs();
  const { signIn } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginFormErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLoginForm({ email, password });
    setErrors(found);
    if (found.email || found.password || busy) return;
    setBusy(true);
    showLoading(t('login.loggingIn'));
    try {
      const result = await requestLogin(email, password);
      if (result.kind === 'data' && (await completeSignIn(signIn, result.data.refreshToken))) {
        onSignedIn();
        return;
      }
      const code = result.kind === 'data' ? 'JWT_DECODE_FAILED' : loginErrorCode(result.status);
      showError({ message: errorText(code) });
    } finally {
      hideLoading();
      setBusy(false);
    }
  };

  return (
    <StackForm label={t('login.formLabel')} onSubmit={submit}>
      <TextField
        label={t('login.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        onBlur={() => email !== '' && setErrors((prev) => ({ ...prev, email: validateLoginForm({ email }).email }))}
        error={Boolean(errors.email)}
        helperText={errors.email ? errorText(errors.email) : undefined}
        required
        autoFocus={autoFocus}
      />
      <PasswordField
        label={t('login.password')}
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={Boolean(errors.password)}
        helperText={errors.password ? errorText(errors.password) : undefined}
        required
      />
      <button type="button" onClick={onForgot} className={cx(styles.linkButton, styles.forgot)}>
        {t('login.forgot')}
      </button>
      <Button type="submit" variant="contained" size="large" disabled={email.trim() === '' || password === '' || busy}>
        {t('login.submit')}
      </Button>
      {password === '' && (
        <Button variant="outlined" size="large" onClick={() => onMagicLink(email)}>
          {t('login.magicLink')}
        </Button>
      )}
      <SwitchLine question={t('login.noAccount')} action={t('login.signUp')} onSwitch={onSignUp} />
    </StackForm>
  );
}
