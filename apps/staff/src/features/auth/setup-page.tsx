// The emailed setup link (/setup/{token}?email=...): choose a password, then straight into the console.
import { sha256Hex } from '@blitz/contract';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session';
import { callStaff, StaffApiError } from '../../lib/staff-api';
import { AuthCard } from './auth-card';
import { CheckedField } from './checked-field';

const MIN_PASSWORD = 10;

export function SetupPage() {
  usePageTitle('Set your password');
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const email = search.get('email') ?? '';
  const navigate = useNavigate();
  const { signedIn } = useSession();
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [checked, setChecked] = useState(false);
  const setup = useMutation({
    mutationFn: async () => callStaff('/auth/setup', { email, emailToken: token, password: await sha256Hex(password) }),
    onSuccess: (session) => {
      signedIn(session);
      void navigate('/', { replace: true });
    },
  });
  const passwordError = password.length < MIN_PASSWORD ? `Use at least ${MIN_PASSWORD} characters.` : null;
  const againError = again !== password ? 'The two passwords differ.' : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!passwordError && !againError) setup.mutate();
  };
  if (!token || !email) {
    return (
      <AuthCard title="Set your password">
        <Alert severity="warning">Please check your link</Alert>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Set your password">
      <Stack component="form" spacing={2} noValidate onSubmit={submit}>
        <TextField label="Email" value={email} slotProps={{ htmlInput: { readOnly: true } }} autoComplete="username" />
        <CheckedField
          label="New password"
          type="password"
          autoComplete="new-password"
          value={password}
          onValue={setPassword}
          problem={passwordError}
          checked={checked}
        />
        <CheckedField
          label="New password again"
          type="password"
          autoComplete="new-password"
          value={again}
          onValue={setAgain}
          problem={againError}
          checked={checked}
        />
        {setup.error && (
          <Alert severity="error" role="alert">
            {setup.error instanceof StaffApiError && setup.error.status === 401
              ? 'This link was used already or has expired. Ask an owner for a new one.'
              : setup.error.message}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" disabled={setup.isPending}>
          {setup.isPending ? 'Saving' : 'Set password and sign in'}
        </Button>
      </Stack>
    </AuthCard>
  );
}
