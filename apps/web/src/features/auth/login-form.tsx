// The login form (SPEC.md sections 2, 4, 5 and 8), shared by the modal and the /login page:
// email, password with show/hide, 'Forgot your password?', 'Magic Link' (only while the
// password is empty), Login (disabled until both are filled) and the switch to sign-up.
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { validateLoginForm, type LoginFormErrors } from '@blitz/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useDialogs } from '../../components/dialogs/dialog-provider';
import { useSession } from '../../lib/session';
import { useErrorText } from '../../lib/error-text';
import { PasswordField } from './password-field';
import { completeSignIn, loginErrorCode, requestLogin } from './sign-in-steps';

export interface LoginFormProps {
  onForgot: () => void;
  onMagicLink: (email: string) => void;
  onSignUp: () => void;
  /** Called once signed in (the modal closes and reloads, the page goes to `/`). */
  onSignedIn: () => void;
}

export function LoginForm({ onForgot, onMagicLink, onSignUp, onSignedIn }: LoginFormProps) {
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
    <Stack component="form" noValidate spacing={2} onSubmit={(e) => void submit(e)} aria-label={t('login.formLabel')}>
      <TextField
        label={t('login.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        onBlur={() => email !== '' && setErrors((prev) => ({ ...prev, email: validateLoginForm({ email }).email }))}
        error={Boolean(errors.email)}
        helperText={errors.email ? errorText(errors.email) : ' '}
        required
        fullWidth
        autoFocus
      />
      <PasswordField
        label={t('login.password')}
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={Boolean(errors.password)}
        helperText={errors.password ? errorText(errors.password) : ' '}
        required
        fullWidth
      />
      <Link component="button" type="button" onClick={onForgot} sx={{ alignSelf: 'flex-end' }}>
        {t('login.forgot')}
      </Link>
      <Button type="submit" variant="contained" size="large" disabled={email.trim() === '' || password === '' || busy}>
        {t('login.submit')}
      </Button>
      {password === '' && (
        <Button type="button" variant="outlined" size="large" onClick={() => onMagicLink(email)}>
          {t('login.magicLink')}
        </Button>
      )}
      <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
        {t('login.noAccount')}{' '}
        <Link component="button" type="button" onClick={onSignUp} sx={{ fontWeight: 700, verticalAlign: 'baseline' }}>
          {t('login.signUp')}
        </Link>
      </Typography>
    </Stack>
  );
}
