import { TERMS_DATE } from '@blitz/contract';

/** The terms' date in words ("15 February 2025"), from the contract's one date. */
export const TERMS_DATE_TEXT = new Date(`${TERMS_DATE}T12:00:00Z`).toLocaleDateString('en-ZA', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
