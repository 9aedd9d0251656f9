// Staff sign-in: email and password, sent as the shop's loginToken (email and password digest).
import { encodeLoginToken, ERROR_MESSAGES, isValidEmail, sha256Hex } from '@blitz/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '../../lib/session';
import { callStaff } from '../../lib/staff-api';
import { AuthForm, type AuthTexts } from './auth-card';
import { CheckedField } from './checked-field';

const TEXTS: AuthTexts = { title: 'Sign in', submit: 'Sign in', sending: 'Signing in', refused: ERROR_MESSAGES.LOGIN_INCORRECT };

export function SignInPage() {
  const { signedIn } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useMutation({
    mutationFn: async () => callStaff('/auth/login', { loginToken: encodeLoginToken(email.trim(), await sha256Hex(password)) }),
    onSuccess: signedIn,
  });
  const emailError = !email.trim() ? ERROR_MESSAGES.EMAIL_REQUIRED : !isValidEmail(email.trim()) ? ERROR_MESSAGES.EMAIL_INVALID : null;
  const passwordError = password ? null : ERROR_MESSAGES.PASSWORD_REQUIRED;
  return (
    <AuthForm texts={TEXTS} ready={!emailError && !passwordError} call={signIn}>
      <CheckedField kind="email" label="Email" value={email} onValue={setEmail} problem={emailError} />
      <CheckedField kind="current-password" label="Password" value={password} onValue={setPassword} problem={passwordError} />
    </AuthForm>
  );
}
