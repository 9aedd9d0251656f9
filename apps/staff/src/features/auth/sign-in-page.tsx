// Staff sign-in: email and password, sent as the shop's loginToken (email and password digest).
import { encodeLoginToken, ERROR_MESSAGES, isValidEmail, sha256Hex } from '@blitz/contract';
import { Alert, Button, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session';
import { callStaff, StaffApiError } from '../../lib/staff-api';
import { AuthCard } from './auth-card';
import { CheckedField } from './checked-field';

export function SignInPage() {
  usePageTitle('Sign in');
  const { signedIn } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const signIn = useMutation({
    mutationFn: async () => callStaff('/auth/login', { loginToken: encodeLoginToken(email.trim(), await sha256Hex(password)) }),
    onSuccess: signedIn,
  });
  const emailError = !email.trim() ? ERROR_MESSAGES.EMAIL_REQUIRED : !isValidEmail(email.trim()) ? ERROR_MESSAGES.EMAIL_INVALID : null;
  const passwordError = password ? null : ERROR_MESSAGES.PASSWORD_REQUIRED;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!emailError && !passwordError) signIn.mutate();
  };
  const failure =
    signIn.error instanceof StaffApiError && signIn.error.status === 401
      ? ERROR_MESSAGES.LOGIN_INCORRECT
      : signIn.error instanceof StaffApiError
        ? signIn.error.message
        : signIn.error
          ? ERROR_MESSAGES.GENERIC_ERROR
          : null;
  return (
    <AuthCard title="Sign in">
      <Stack component="form" spacing={2} noValidate onSubmit={submit}>
        <CheckedField
          label="Email"
          type="email"
          autoComplete="username"
          value={email}
          onValue={setEmail}
          problem={emailError}
          checked={checked}
        />
        <CheckedField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onValue={setPassword}
          problem={passwordError}
          checked={checked}
        />
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing in' : 'Sign in'}
        </Button>
      </Stack>
    </AuthCard>
  );
}
