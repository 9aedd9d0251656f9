// A required field of the sign-in and setup forms: its problem shows once the form has been sent.
import { TextField } from '@mui/material';

export interface CheckedFieldProps {
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  value: string;
  onValue: (value: string) => void;
  /** What is wrong with the value, or null. */
  problem: string | null;
  /** The form has been sent: problems show. */
  checked: boolean;
}

export function CheckedField({ onValue, problem, checked, ...field }: CheckedFieldProps) {
  return (
    <TextField
      {...field}
      onChange={(e) => onValue(e.target.value)}
      error={checked && !!problem}
      helperText={checked ? problem : undefined}
      required
    />
  );
}
