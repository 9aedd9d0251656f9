// The email field of the sign-up form and the forgot-password / magic-link dialogs, with the
// validation error (an error code or a server message) under it. In a dialog it is the first
// control, which the dialog focuses; a page asks for `autoFocus`.
import { useErrorText } from '../../lib/error-text';
import { TextField } from '../../ui/text-field';

export interface EmailFieldProps {
  label: string;
  value: string;
  onChange: (email: string) => void;
  error?: string | undefined;
  autoFocus?: boolean;
}

export function EmailField({ label, value, onChange, error, autoFocus = false }: EmailFieldProps) {
  const errorText = useErrorText();
  return (
    <TextField
      label={label}
      type="email"
      autoComplete="email"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error ? errorText(error) : undefined}
      required
      autoFocus={autoFocus}
    />
  );
}
