// Referral links (`/?ref=CODE`, `/signup?ref=CODE`): the code is kept in local storage as
// `referrerToken`, which the API wrapper sends with every call (SPEC.md section 7), so the sign-up
// that follows records who brought the new user.
import { REFERRAL_QUERY_KEY, STORAGE_KEYS } from '@blitz/contract';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { writeStorage } from './storage';

const CODE = /^[\w-]{1,64}$/;

/** Stores the referral code of a query string; true when there was a valid one. */
export function captureReferral(search: string): boolean {
  const code = new URLSearchParams(search).get(REFERRAL_QUERY_KEY)?.trim();
  if (!code || !CODE.test(code)) return false;
  return writeStorage(STORAGE_KEYS.referrerToken, code);
}

/** Captures the referral code of every page the visitor lands on. */
export function useReferralCapture(): void {
  const { search } = useLocation();
  useEffect(() => {
    captureReferral(search);
  }, [search]);
}
