// Referral links (`/?ref=CODE`, `/signup?ref=CODE`): the code is kept in local storage as
// `referrerToken`, which the API wrapper sends with every call (SPEC.md section 7), so the sign-up
// that follows records who brought the new user.
import { REFERRAL_QUERY_KEY, STORAGE_KEYS } from '@blitz/contract';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { writeStorage } from './storage';

const CODE = /^[\w-]{1,64}$/;

/** The referral code of a query string, or null without a valid one. */
export function referralCode(search: string): string | null {
  const code = new URLSearchParams(search).get(REFERRAL_QUERY_KEY)?.trim();
  return code && CODE.test(code) ? code : null;
}

/** Stores the referral code of a query string; true when there was a valid one. */
export function captureReferral(search: string): boolean {
  const code = referralCode(search);
  return code !== null && writeStorage(STORAGE_KEYS.referrerToken, code);
}

/** Captures the referral code of every page the visitor lands on. */
export function useReferralCapture(): void {
  const { search } = useLocation();
  useEffect(() => {
    captureReferral(search);
  }, [search]);
}
