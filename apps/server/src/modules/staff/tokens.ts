/**
 * Staff tokens: HS256 JWTs with an audience of their own (STAFF_TOKEN_AUDIENCE) and `kind: staff`,
 * carrying the account's token version, so a shopper's refresh token never opens a staff call and
 * a staff token never opens a shopper's (checkSessionToken refuses any kind but `refresh`).
 */
import { STAFF_TOKEN_AUDIENCE, STAFF_TOKEN_TTL_SECONDS, type StaffRole } from '@blitz/contract';
import { jwtVerify, SignJWT } from 'jose';
import type { Database } from '../../db/client';
import { findStaffById, type StaffRow } from './repository';

/** The signed-in staff member of a call, read fresh from the database. */
export interface StaffPrincipal {
  staffId: number;
  email: string;
  role: StaffRole;
}

export type StaffTokenCheck = { ok: true; staff: StaffPrincipal; row: StaffRow } | { ok: false; reason: 'invalid' | 'wrong-kind' };

const ALGORITHM = 'HS256';
const STAFF_KIND = 'staff';
const secretKey = (secret: string) => new TextEncoder().encode(secret);

export async function issueStaffToken(secret: string, row: StaffRow, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: row.id, role: row.role, ver: row.tokenVersion, kind: STAFF_KIND })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setAudience(STAFF_TOKEN_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + STAFF_TOKEN_TTL_SECONDS)
    .sign(secretKey(secret));
}

/**
 * Checks signature, expiry, audience and kind, then the account: it must exist, be set up, not be
 * disabled and still be on the token's version. 'wrong-kind' is a genuine token of ours that is
 * not a staff token (a shopper's refresh token, a magic link).
 */
export async function checkStaffToken(db: Database, secret: string, token: string): Promise<StaffTokenCheck> {
  let payload;
  try {
    // A token without an expiry would be good forever: refused even when correctly signed.
    ({ payload } = await jwtVerify(token, secretKey(secret), { algorithms: [ALGORITHM], requiredClaims: ['exp'] }));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (payload.kind !== STAFF_KIND || payload.aud !== STAFF_TOKEN_AUDIENCE) return { ok: false, reason: 'wrong-kind' };
  if (typeof payload.sid !== 'number' || typeof payload.ver !== 'number') return { ok: false, reason: 'invalid' };
  const row = await findStaffById(db, payload.sid);
  if (!row || !row.passwordHash || row.disabledAt || row.tokenVersion !== payload.ver) return { ok: false, reason: 'invalid' };
  return { ok: true, staff: { staffId: row.id, email: row.email, role: row.role }, row };
}
