// Checks of the setup-account and reset-password forms. SPEC.md names no password rule, so the
// form asks for at least PASSWORD_MIN_LENGTH characters and a matching confirmation.
import { isValidEmail } from '@blitz/contract';

export const PASSWORD_MIN_LENGTH = 8;

export interface NewPasswordForm {
  email: string;
  password: string;
  confirm: string;
}

export type NewPasswordErrors = Partial<Record<'email' | 'password' | 'confirm', string>>;

/** Values are translation keys under `account.`. */
export function validateNewPassword(form: NewPasswordForm): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (form.email.trim() === '') errors.email = 'errors.EMAIL_REQUIRED';
  else if (!isValidEmail(form.email.trim())) errors.email = 'errors.EMAIL_INVALID';
  if (form.password === '') errors.password = 'errors.PASSWORD_REQUIRED';
  else if (form.password.length < PASSWORD_MIN_LENGTH) errors.password = 'passwordTooShort';
  if (form.confirm !== form.password) errors.confirm = 'passwordsDiffer';
  return errors;
}

export interface SetupForm extends NewPasswordForm {
  firstName: string;
  lastName: string;
  nickname: string;
  adultInSouthAfrica: boolean;
}

export type SetupErrors = NewPasswordErrors & Partial<Record<'firstName' | 'lastName' | 'nickname' | 'adultInSouthAfrica', string>>;

export function validateSetup(form: SetupForm): SetupErrors {
  const errors: SetupErrors = validateNewPassword(form);
  if (form.firstName.trim() === '') errors.firstName = 'fieldRequired';
  if (form.lastName.trim() === '') errors.lastName = 'fieldRequired';
  if (form.nickname.trim() === '') errors.nickname = 'fieldRequired';
  else if (form.nickname.trim().length < 2) errors.nickname = 'nicknameTooShort';
  if (!form.adultInSouthAfrica) errors.adultInSouthAfrica = 'confirmAge';
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some(Boolean);
}
