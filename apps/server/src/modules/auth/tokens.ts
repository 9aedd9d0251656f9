/**
 * Every token of an account: refresh JWTs (HS256, 24 h, carrying the user's token version so a
 * password reset ends other sessions), single-use magic-link JWTs (15 min, their jti recorded
 * hashed in auth_tokens) and random setup / reset tokens stored only as sha256 in auth_tokens.
 * `verifySession` is what every caller (HTTP calls, the realtime gateway) uses to trust a token.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { MAGIC_LINK_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS, RESET_TOKEN_TTL_SECONDS, SETUP_TOKEN_TTL_SECONDS } from '@blitz/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Database } from '../../db/client';
import { authTokens } from '../../db/schema';
import type { AuthTokenPurpose } from '../../db/tables/values';
import { findSessionUserByUuid, type SessionUserRow } from './repository';

/** The signed-in user of a request, read fresh from the database. */
export interface Session {
  userId: number;
  uuid: string;
  email: string;
  nickname: string;
  bidToken: string;
  lastCheckedIn: string | null;
  mobileNumber: string | null;
  tokenVersion: number;
}

/** `wrong-kind`: a genuine token of ours that is not a refresh token (e.g. a magic-link JWT). */
export type SessionCheck = { ok: true; session: Session } | { ok: false; reason: 'invalid' | 'wrong-kind' };

const ALGORITHM = 'HS256';
const REFRESH_KIND = 'refresh';
const MAGIC_KIND = 'magic';

const secretKey = (secret: string) => new TextEncoder().encode(secret);
export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

export function toSession(row: SessionUserRow): Session {
  return {
    userId: row.id,
    uuid: row.uuid,
    email: row.email,
    nickname: row.nickname,
    bidToken: row.bidToken,
    lastCheckedIn: row.lastCheckedIn ? row.lastCheckedIn.toISOString() : null,
    mobileNumber: row.mobileNumber,
    tokenVersion: row.tokenVersion,
  };
}

/** A refresh JWT with the claims of DESIGN.md plus `ver` (the token version) and `kind`. */
export async function issueRefreshToken(secret: string, session: Session, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({
    uuid: session.uuid,
    email: session.email,
    nickname: session.nickname,
    bidToken: session.bidToken,
    lastCheckedIn: session.lastCheckedIn,
    mobileNumber: session.mobileNumber,
    ver: session.tokenVersion,
    kind: REFRESH_KIND,
  })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + REFRESH_TOKEN_TTL_SECONDS)
    .sign(secretKey(secret));
}

async function verifyJwt(secret: string, token: string): Promise<JWTPayload | null> {
  try {
    // A token without an expiry would be good forever: refused even when correctly signed.
    const { payload } = await jwtVerify(token, secretKey(secret), { algorithms: [ALGORITHM], requiredClaims: ['exp'] });
    return payload;
  } catch {
    return null;
  }
}

/** Checks a refresh token against its signature, expiry, the user (not banned) and the token version. */
export async function checkSessionToken(db: Database, secret: string, token: string | undefined): Promise<SessionCheck> {
  if (!token) return { ok: false, reason: 'invalid' };
  const payload = await verifyJwt(secret, token);
  if (!payload) return { ok: false, reason: 'invalid' };
  if (payload.kind !== REFRESH_KIND) return { ok: false, reason: 'wrong-kind' };
  if (typeof payload.uuid !== 'string' || typeof payload.ver !== 'number') return { ok: false, reason: 'invalid' };
  const row = await findSessionUserByUuid(db, payload.uuid);
  if (!row || row.bannedAt || row.tokenVersion !== payload.ver) return { ok: false, reason: 'invalid' };
  return { ok: true, session: toSession(row) };
}

/** What trusting and issuing tokens needs: the database and the signing secret. */
export interface TokenDeps {
  db: Database;
  jwtSecret: string;
}

/** The session a refresh token stands for, or null when it is not (or no longer) valid. */
export async function verifySession(deps: TokenDeps, refreshToken: string | undefined): Promise<Session | null> {
  const check = await checkSessionToken(deps.db, deps.jwtSecret, refreshToken);
  return check.ok ? check.session : null;
}

/** A magic-link JWT for `/auth/{jwt}`; its jti is recorded so the link works once. */
export async function issueMagicLinkToken(db: Database, secret: string, user: { id: number; email: string }, now: Date) {
  const jti = randomUUID();
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = new Date((issuedAt + MAGIC_LINK_TTL_SECONDS) * 1000);
  const token = await new SignJWT({ email: user.email, kind: MAGIC_KIND })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setJti(jti)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + MAGIC_LINK_TTL_SECONDS)
    .sign(secretKey(secret));
  await db.insert(authTokens).values({ purpose: 'magic', email: user.email, userId: user.id, tokenHash: sha256Hex(jti), expiresAt });
  return token;
}

/**
 * Uses up a magic-link JWT: the user id it signs in, or null when the token is not a valid,
 * unexpired, unused magic link. 'wrong-kind' when it is a valid refresh token instead.
 */
export async function consumeMagicLinkToken(
  db: Database,
  secret: string,
  token: string,
  now: Date,
): Promise<{ ok: true; userId: number } | { ok: false; reason: 'invalid' | 'wrong-kind' }> {
  const payload = await verifyJwt(secret, token);
  if (!payload) return { ok: false, reason: 'invalid' };
  if (payload.kind !== MAGIC_KIND) return { ok: false, reason: 'wrong-kind' };
  if (typeof payload.jti !== 'string') return { ok: false, reason: 'invalid' };
  const used = await useStoredToken(db, 'magic', sha256Hex(payload.jti), now);
  return used?.userId ? { ok: true, userId: used.userId } : { ok: false, reason: 'invalid' };
}

/** The emailed tokens: a shopper's setup and reset links, and a staff account's setup link. */
export type EmailTokenPurpose = 'setup' | 'reset' | 'staff-setup';

const TTL_SECONDS: Record<EmailTokenPurpose, number> = {
  setup: SETUP_TOKEN_TTL_SECONDS,
  'staff-setup': SETUP_TOKEN_TTL_SECONDS,
  reset: RESET_TOKEN_TTL_SECONDS,
};

/** Where a sign-up came from: the campaign and the referral code, kept on its setup token. */
export interface SignupOrigin {
  campaignSource?: string | null;
  referrerToken?: string | null;
}

/** A random setup or reset token for an emailed link; only its sha256 is stored. */
export async function issueEmailToken(
  db: Database,
  purpose: EmailTokenPurpose,
  email: string,
  userId: number | null,
  now: Date,
  origin: SignupOrigin = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + TTL_SECONDS[purpose] * 1000);
  await db.insert(authTokens).values({
    purpose,
    email,
    userId,
    tokenHash: sha256Hex(token),
    expiresAt,
    campaignSource: origin.campaignSource ?? null,
    referrerToken: origin.referrerToken ?? null,
  });
  return token;
}

/**
 * Marks an unexpired, unused token of this purpose (and email) as used, in one statement so two
 * concurrent uses cannot both win. Returns the row it used up, or null.
 */
export async function useStoredToken(db: Database, purpose: AuthTokenPurpose, tokenHash: string, now: Date, email?: string) {
  const conditions = [
    eq(authTokens.tokenHash, tokenHash),
    eq(authTokens.purpose, purpose),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, now),
  ];
  if (email !== undefined) conditions.push(eq(authTokens.email, email));
  const rows = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(...conditions))
    .returning({
      userId: authTokens.userId,
      email: authTokens.email,
      campaignSource: authTokens.campaignSource,
      referrerToken: authTokens.referrerToken,
    });
  return rows[0] ?? null;
}

/** Uses up every open token of this purpose mailed to the address: the links sent before a new password die with it. */
export async function endEmailTokens(db: Database, purpose: EmailTokenPurpose, email: string, now: Date): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.purpose, purpose), eq(authTokens.email, email), isNull(authTokens.usedAt)));
}

/** Uses up an emailed setup or reset token given as the link carries it. */
export function consumeEmailToken(db: Database, purpose: EmailTokenPurpose, token: string, email: string, now: Date) {
  return useStoredToken(db, purpose, sha256Hex(token), now, email);
}
