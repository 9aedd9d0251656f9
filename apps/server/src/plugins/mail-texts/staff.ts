/** The staff console's emails: English only, as the console is (issue 13). */
import type { EmailTexts } from './types';

export const STAFF_SETUP_TEXTS: EmailTexts = {
  subject: 'Your {product} staff console account',
  heading: 'Welcome to the {product} staff console',
  intro: 'A staff account was created for you. Choose your password to sign in to the staff console.',
  button: 'Set my password',
  expiry: 'This link works once and expires in 24 hours.',
  ignore: "If you didn't expect this, you can ignore this email.",
};
