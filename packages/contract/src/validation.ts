// Validation rules of SPEC.md section 5 as pure functions: email, phone, the login and report
// forms (messages in the order SPEC.md gives them) and the refresh-token claims check.
import { PHONE_MAX_LENGTH, PHONE_MIN_LENGTH } from './constants';
import { ERROR_MESSAGES } from './errors';

/** Non-space text, at-sign, non-space text, dot, non-space text. */
const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;
const PHONE_CHARS = /^[0-9+-]+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}

/** The one form an email address is stored and compared in: trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Removes every whitespace character (also the ones inside the address). */
export function stripWhitespace(text: string): string {
  return text.replace(/\s+/g, '');
}

/** After removing whitespace: 10 to 15 characters, each a digit, plus or hyphen. */
export function isValidPhone(phone: string): boolean {
  const compact = stripWhitespace(phone);
  return compact.length >= PHONE_MIN_LENGTH && compact.length <= PHONE_MAX_LENGTH && PHONE_CHARS.test(compact);
}

export interface LoginFormErrors {
  email?: string;
  password?: string;
}

/** Login and sign-up checks; the result is empty when the form may be sent. */
export function validateLoginForm(form: { email: string; password?: string }): LoginFormErrors {
  const errors: LoginFormErrors = {};
  const email = form.email.trim();
  if (email === '') errors.email = ERROR_MESSAGES.EMAIL_REQUIRED;
  else if (!isValidEmail(email)) errors.email = ERROR_MESSAGES.EMAIL_INVALID;
  if (form.password !== undefined && form.password === '') {
    errors.password = ERROR_MESSAGES.PASSWORD_REQUIRED;
  }
  return errors;
}

interface ReportForm {
  fullName?: string;
  email: string;
  cellNumber: string;
  message: string;
}

/**
 * The report form's checks in SPEC.md order; returns the first failing message or null.
 * The name is required by the form itself and not checked here.
 */
export function validateReportForm(form: ReportForm): string | null {
  if (form.message.trim() === '') return ERROR_MESSAGES.REPORT_BLANK_MESSAGE;
  if (!isValidEmail(form.email.trim())) return ERROR_MESSAGES.REPORT_INVALID_EMAIL;
  if (!isValidPhone(form.cellNumber)) return ERROR_MESSAGES.REPORT_INVALID_CELL;
  return null;
}

interface CheckedClaims {
  uuid: string;
  email: string;
  nickname: string;
  bidToken: string;
  exp: number;
}

/**
 * Token check of SPEC.md section 5: uuid, email, nickname and bidToken are strings and exp is a
 * number in the future (epoch seconds, compared with `nowMs`).
 */
export function hasValidTokenClaims(claims: unknown, nowMs: number): claims is CheckedClaims {
  if (typeof claims !== 'object' || claims === null) return false;
  const c = claims as Record<string, unknown>;
  const stringsOk = ['uuid', 'email', 'nickname', 'bidToken'].every((key) => typeof c[key] === 'string');
  return stringsOk && typeof c.exp === 'number' && Number.isFinite(c.exp) && c.exp * 1000 > nowMs;
}
