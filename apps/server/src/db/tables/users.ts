/**
 * Accounts: users (credentials, session token version, Blitz balances kept equal to the ledger)
 * and the single-use emailed tokens for account setup, password reset and magic links.
 */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, inList, moment, updatedAt } from './columns';
import { AUTH_TOKEN_PURPOSES, USER_ROLES } from './values';

export const users = pgTable(
  'users',
  {
    id: id(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    /** Stored lower-cased and trimmed; unique. */
    email: text('email').notNull(),
    /** argon2id of the client's loginToken; null until the account is set up. */
    passwordHash: text('password_hash'),
    nickname: text('nickname').notNull(),
    /** The nickname's confusables skeleton (nickname-key.ts): look-alike nicknames share it; unique. */
    nicknameSkeleton: text('nickname_skeleton'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    mobileNumber: text('mobile_number'),
    location: text('location'),
    language: text('language'),
    profileImage: text('profile_image'),
    role: text('role').notNull().default('user'),
    /** Bumped on password change or reset; refresh tokens carrying an older version are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Per-user secret the socket sends to authenticate (SPEC session user `bidToken`). */
    bidToken: uuid('bid_token').notNull().defaultRandom(),
    freeBlitz: integer('free_blitz').notNull().default(0),
    paidBlitz: integer('paid_blitz').notNull().default(0),
    /** Shared in links as referrerToken. */
    referralCode: text('referral_code').notNull(),
    referrerId: integer('referrer_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    campaignSource: text('campaign_source'),
    /** The user confirmed being 18 or older and living in South Africa. */
    adultConfirmedAt: moment('adult_confirmed_at'),
    lastCheckedIn: moment('last_checked_in'),
    bannedAt: moment('banned_at'),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_uuid_key').on(t.uuid),
    uniqueIndex('users_nickname_key').on(sql`lower(${t.nickname})`),
    uniqueIndex('users_nickname_skeleton_key').on(t.nicknameSkeleton),
    uniqueIndex('users_referral_code_key').on(t.referralCode),
    index('users_referrer_idx').on(t.referrerId),
    check('users_free_blitz_non_negative', sql`${t.freeBlitz} >= 0`),
    check('users_paid_blitz_non_negative', sql`${t.paidBlitz} >= 0`),
    check('users_role_valid', inList(t.role, USER_ROLES)),
  ],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    purpose: text('purpose').notNull(),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the emailed token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    /** The `campaignSrc` a sign-up came with; copied to the user when the account is set up. */
    campaignSource: text('campaign_source'),
    /** The `referrerToken` a sign-up came with; resolved to the referrer when the account is set up. */
    referrerToken: text('referrer_token'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_key').on(t.tokenHash),
    index('auth_tokens_email_idx').on(t.email),
    check('auth_tokens_purpose_valid', inList(t.purpose, AUTH_TOKEN_PURPOSES)),
  ],
);
