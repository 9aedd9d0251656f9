// The new password and its confirmation, each with a show/hide toggle, as the reset-password and
// setup-account forms ask for them. An error is a translation key under `account.` (password-rules).
import { useTranslation } from '../../lib/use-translation';
import { PasswordField } from './password-field';
import type { NewPasswordErrors, NewPasswordForm } from './password-rules';

type PasswordKey = 'password' | 'confirm';

export interface NewPasswordFieldsProps {
  /** The first field's label. */
  passwordLabel: string;
  values: Pick<NewPasswordForm, PasswordKey>;
  errors: NewPasswordErrors;
  onChange: (key: PasswordKey, value: string) => void;
}

export function NewPasswordFields({ passwordLabel, values, errors, onChange }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const field = (key: PasswordKey, label: string) => (
    <PasswordField
      label={label}
      value={values[key]}
      onChange={(e) => onChange(key, e.target.value)}
      autoComplete="new-password"
      error={Boolean(errors[key])}
      helperText={errors[key] ? t(`account.${errors[key]}`) : undefined}
      required
    />
  );
  return (
    <>
      {field('password', passwordLabel)}
      {field('confirm', t('account.confirmPassword'))}
    </>
  );
}
