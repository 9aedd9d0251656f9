// The session rules of SPEC.md section 4 as pure functions: which user a stored refresh token
// stands for, what the hourly check must do, and which stored keys a logout clears.
import { REFRESH_THRESHOLD_SECONDS, STORAGE_KEYS, decodeJwtPayload, hasValidTokenClaims } from '@blitz/contract';
import { readStorage, removeStorage } from './storage';

export interface SessionUser {
  uuid: string;
  email: string;
  nickname: string;
  bidToken: string;
  mobileNumber: string | null;
  /** Blitz balance when the token carries one (the wallet arrives later); 0 otherwise. */
  blitzBalance: number;
  /** Expiry in epoch seconds. */
  exp: number;
}

/** The user a refresh token stands for, or null when it does not decode or its claims fail. */
export function userFromToken(token: string | null, nowMs: number): SessionUser | null {
  if (!token) return null;
  const claims = decodeJwtPayload(token);
  if (!hasValidTokenClaims(claims, nowMs)) return null;
  const extra = claims as unknown as Record<string, unknown>;
  const balance = extra.blitzBalance ?? extra.balance;
  return {
    uuid: claims.uuid,
    email: claims.email,
    nickname: claims.nickname,
    bidToken: claims.bidToken,
    mobileNumber: typeof extra.mobileNumber === 'string' ? extra.mobileNumber : null,
    blitzBalance: typeof balance === 'number' && Number.isFinite(balance) ? balance : 0,
    exp: claims.exp,
  };
}

export type SessionCheck = 'keep' | 'refresh' | 'logout';

/** Hourly check: expired (or undecodable) -> logout; under 9000 s left -> refresh; else keep. */
export function checkSession(token: string | null, nowMs: number): SessionCheck {
  const user = userFromToken(token, nowMs);
  if (!user) return 'logout';
  const secondsLeft = user.exp - nowMs / 1000;
  return secondsLeft < REFRESH_THRESHOLD_SECONDS ? 'refresh' : 'keep';
}

export function readStoredToken(): string | null {
  return readStorage(STORAGE_KEYS.refreshToken);
}

/** Logout's storage part: refresh token, last check-in date, profile image and chat user data. */
export function clearSessionStorage(): void {
  removeStorage(STORAGE_KEYS.refreshToken);
  removeStorage(STORAGE_KEYS.lastCheckIn);
  removeStorage(STORAGE_KEYS.profileImage);
  removeStorage(STORAGE_KEYS.userData);
  removeStorage(STORAGE_KEYS.chatData);
}
