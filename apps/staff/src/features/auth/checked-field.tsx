// A required field of the sign-in and setup forms: its problem shows once the form has been sent
// (FormSent, which AuthForm provides). Its kind gives the input type and the autocomplete token
// password managers go by.
import { TextField } from '@mui/material';
import { createContext, useContext } from 'react';

/** The form has been sent: its fields' problems show. */
export const FormSent = createContext(false);

const KINDS = {
  email: { type: 'email', autoComplete: 'username' },
  'current-password': { type: 'password', autoComplete: 'current-password' },
  'new-password': { type: 'password', autoComplete: 'new-password' },
} as const;

export interface CheckedFieldProps {
  kind: keyof typeof KINDS;
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** What is wrong with the value, or null. */
  problem: string | null;
}

export function CheckedField({ kind, label, value, onValue, problem }: CheckedFieldProps) {
  const sent = useContext(FormSent);
  return (
    <TextField
      {...KINDS[kind]}
      label={label}
      value={value}
      onChange={(e) => onValue(e.target.value)}
      error={sent && !!problem}
      helperText={sent ? problem : undefined}
      required
    />
  );
}
