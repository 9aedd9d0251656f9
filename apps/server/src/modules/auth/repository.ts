/** SQL of accounts: finding users by uuid, email, nickname or referral code, creating them and changing passwords. */
import { randomBytes } from 'node:crypto';
import { normalizeEmail } from '@blitz/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authTokens, users } from '../../db/schema';
import { cleanNickname, nicknameSkeleton } from '../../nickname-key';
import { roleForNewUserSql } from './staff-shoppers';

const sessionColumns = {
  id: users.id,
  uuid: users.uuid,
  email: users.email,
  nickname: users.nickname,
  bidToken: users.bidToken,
  lastCheckedIn: users.lastCheckedIn,
  mobileNumber: users.mobileNumber,
  tokenVersion: users.tokenVersion,
  bannedAt: users.bannedAt,
};

export interface SessionUserRow {
  id: number;
  uuid: string;
  email: string;
  nickname: string;
  bidToken: string;
  lastCheckedIn: Date | null;
  mobileNumber: string | null;
  tokenVersion: number;
  bannedAt: Date | null;
}

export async function findSessionUserByUuid(db: Database, uuid: string): Promise<SessionUserRow | null> {
  // A malformed uuid would make PostgreSQL raise; it simply matches nobody.
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(uuid)) return null;
  const rows = await db.select(sessionColumns).from(users).where(eq(users.uuid, uuid)).limit(1);
  return rows[0] ?? null;
}

export async function findSessionUserById(db: Database, id: number): Promise<SessionUserRow | null> {
  const rows = await db.select(sessionColumns).from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findUserByEmail(db: Database, email: string) {
  const rows = await db
    .select({ ...sessionColumns, passwordHash: users.passwordHash, language: users.language })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return rows[0] ?? null;
}

/** True when another user has this nickname (in any case) or one that only looks like it (nickname-key.ts). */
export async function nicknameTaken(db: Database, nickname: string, exceptUserId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      sql`(lower(${users.nickname}) = lower(${cleanNickname(nickname)}) or ${users.nicknameSkeleton} = ${nicknameSkeleton(nickname)})
          and ${users.id} <> ${exceptUserId ?? 0}`,
    )
    .limit(1);
  return rows.length > 0;
}

export async function findUserIdByReferralCode(db: Database, code: string | undefined): Promise<number | null> {
  if (!code) return null;
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.referralCode, code)).limit(1);
  return rows[0]?.id ?? null;
}

export interface NewUser {
  email: string;
  passwordHash: string;
  nickname: string;
  firstName: string;
  lastName: string;
  referrerId: number | null;
  /** The `campaignSrc` the sign-up started with (kept on the setup token until now). */
  campaignSource?: string | null;
}

/** PostgreSQL's unique_violation: the email or nickname was taken in between. */
export function isUniqueViolation(error: unknown): error is { constraint?: string } {
  const candidate = error as { code?: string; cause?: { code?: string } } | null;
  return candidate?.code === '23505' || candidate?.cause?.code === '23505';
}

export function violatedConstraint(error: unknown): string {
  const candidate = error as { constraint?: string; cause?: { constraint?: string } } | null;
  return candidate?.constraint ?? candidate?.cause?.constraint ?? '';
}

export async function insertUser(db: Database, user: NewUser): Promise<SessionUserRow> {
  const rows = await db
    .insert(users)
    .values({
      ...user,
      email: normalizeEmail(user.email),
      nickname: cleanNickname(user.nickname),
      nicknameSkeleton: nicknameSkeleton(user.nickname),
      referralCode: randomBytes(6).toString('base64url'),
      adultConfirmedAt: sql`now()`,
      role: roleForNewUserSql(normalizeEmail(user.email)),
    })
    .returning(sessionColumns);
  const row = rows[0];
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

/**
 * Sets a new password and bumps the token version, which ends every session issued before; call it
 * in the transaction that also ends the account's emailed links (endEmailLinks).
 */
export async function replacePassword(db: Database, userId: number, passwordHash: string): Promise<SessionUserRow> {
  const rows = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning(sessionColumns);
  const row = rows[0];
  if (!row) throw new Error(`user ${userId} vanished while resetting the password`);
  return row;
}

/** Uses up every reset and magic link still open for the account: a link mailed before a new password dies with the old one. */
export async function endEmailLinks(db: Database, userId: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.usedAt), inArray(authTokens.purpose, ['reset', 'magic'])));
}

/** Bumps the token version (sign-out everywhere): every refresh token issued before stops working. */
export async function endSessions(db: Database, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
