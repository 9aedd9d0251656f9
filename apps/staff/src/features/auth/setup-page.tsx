// The emailed setup link (/setup/{token}?email=...): choose a password, then straight into the console.
import { sha256Hex } from '@blitz/contract';
import { Alert, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useSession } from '../../lib/session';
import { callStaff } from '../../lib/staff-api';
import { AuthCard, AuthForm, type AuthTexts } from './auth-card';
import { CheckedField } from './checked-field';

const MIN_PASSWORD = 10;
const TEXTS: AuthTexts = {
  title: 'Set your password',
  submit: 'Set password and sign in',
  sending: 'Saving',
  refused: 'This link was used already or has expired. Ask an owner for a new one.',
};

export function SetupPage() {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const email = search.get('email') ?? '';
  const navigate = useNavigate();
  const { signedIn } = useSession();
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const setup = useMutation({
    mutationFn: async () => callStaff('/auth/setup', { email, emailToken: token, password: await sha256Hex(password) }),
    onSuccess: (session) => {
      signedIn(session);
      void navigate('/', { replace: true });
    },
  });
  const passwordError = password.length < MIN_PASSWORD ? `Use at least ${MIN_PASSWORD} characters.` : null;
  const againError = again !== password ? 'The two passwords differ.' : null;
  if (!token || !email) {
    return (
      <AuthCard title={TEXTS.title}>
        <Alert severity="warning">Please check your link</Alert>
      </AuthCard>
    );
  }
  return (
    <AuthForm texts={TEXTS} ready={!passwordError && !againError} call={setup}>
      <TextField label="Email" value={email} slotProps={{ htmlInput: { readOnly: true } }} autoComplete="username" />
      <CheckedField kind="new-password" label="New password" value={password} onValue={setPassword} problem={passwordError} />
      <CheckedField kind="new-password" label="New password again" value={again} onValue={setAgain} problem={againError} />
    </AuthForm>
  );
}
