/** Account emails in English, the fallback language. */
import type { LanguageTexts } from './types';

export const en: LanguageTexts = {
  linkHint: "If the button doesn't work, copy this link into your browser:",
  setup: {
    subject: 'Finish setting up your {product} account',
    heading: 'Welcome to {product}!',
    intro: 'Thanks for signing up. Choose your nickname and password to start bidding.',
    button: 'Set up my account',
    expiry: 'This link works once and expires in 24 hours.',
    ignore: "If you didn't sign up, you can ignore this email.",
  },
  reset: {
    subject: 'Reset your {product} password',
    heading: 'Reset your password',
    intro: 'Someone (hopefully you) asked to reset the password of your {product} account.',
    button: 'Choose a new password',
    expiry: 'This link works once and expires in 1 hour. Resetting signs you out everywhere else.',
    ignore: "If you didn't ask for this, you can ignore this email: your password stays the same.",
  },
  'magic-link': {
    subject: 'Your {product} sign-in link',
    heading: 'Sign in to {product}',
    intro: 'Use the button below to sign in without your password.',
    button: 'Sign me in',
    expiry: 'This link works once and expires in 15 minutes.',
    ignore: "If you didn't ask for this, you can ignore this email.",
  },
};
