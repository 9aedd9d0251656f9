// What every successful sign-in does after the server answered with a refresh token (SPEC.md
// section 4, Login): store the token, clear the profile image, fetch and store the next major
// auction, then call the daily check-in (its failure is ignored: rewards may not exist yet; a
// reward it grants is kept for the page after the reload, lib/rewards/reward-after-reload.ts). The
// language saved on the account is taken over by a device that only detected one.
import { STORAGE_KEYS, encodeLoginToken, sha256Hex, type ErrorCode, type ShortProduct } from '@blitz/contract';
import { callApi } from '../../lib/api-client';
import type { ApiResult } from '../../lib/api-client';
import { adoptAccountLanguage } from '../../lib/i18n';
import { keepRewardForReload } from '../../lib/rewards/reward-after-reload';
import { removeStorage, writeStorage } from '../../lib/storage';

/** Earliest future auctionTime among the major auctions, or null. */
export function nextMajorAuction(products: readonly ShortProduct[], nowMs: number): ShortProduct | null {
  let best: ShortProduct | null = null;
  for (const product of products) {
    const start = Date.parse(product.auctionTime);
    if (!Number.isFinite(start) || start <= nowMs) continue;
    if (!best || start < Date.parse(best.auctionTime)) best = product;
  }
  return best;
}

export async function storeNextMajorAuction(): Promise<void> {
  const result = await callApi('/auction/getMajor', {});
  if (result.kind !== 'data') return;
  const next = nextMajorAuction(result.data, Date.now());
  if (next) writeStorage(STORAGE_KEYS.nextMajorAuction, JSON.stringify(next));
  else removeStorage(STORAGE_KEYS.nextMajorAuction);
}

/** Runs the sign-in steps; false when the token did not decode (nothing is stored then). */
export async function completeSignIn(signIn: (token: string) => boolean, refreshToken: string): Promise<boolean> {
  if (!signIn(refreshToken)) return false;
  removeStorage(STORAGE_KEYS.profileImage);
  const profile = await callApi('/profile/view', {});
  if (profile.kind === 'data') adoptAccountLanguage(profile.data.language);
  await storeNextMajorAuction();
  const checkIn = await callApi('/reward/checkIn', {});
  if (checkIn.kind === 'data') keepRewardForReload(checkIn.data);
  return true;
}

export async function requestLogin(email: string, password: string): Promise<ApiResult<{ refreshToken: string }>> {
  const loginToken = encodeLoginToken(email.trim(), await sha256Hex(password));
  return callApi('/auth/login', { loginToken }, { excludeToken: true });
}

/** SPEC.md section 8, Login: 204/401/403 mean wrong credentials, anything else is a failure. */
export function loginErrorCode(status: number): ErrorCode {
  return status === 204 || status === 401 || status === 403 ? 'LOGIN_INCORRECT' : 'GENERIC_ERROR';
}

/** SPEC.md section 8, Signup and register: the duplicate message of a 209 answer. */
export function duplicateCode(data: unknown): ErrorCode {
  const message = typeof data === 'object' && data !== null && 'message' in data ? (data as { message: unknown }).message : null;
  if (message === 'email') return 'EMAIL_EXISTS';
  if (message === 'nickname') return 'NICKNAME_EXISTS';
  return 'ACCOUNT_EXISTS';
}
