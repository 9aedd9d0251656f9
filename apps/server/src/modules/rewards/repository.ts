/**
 * SQL of the rewards: granting one (the reward row and its free-Blitz ledger row in the caller's
 * transaction, at most once per user, type and key) and reading a user's rewards back.
 */
import { sql } from 'drizzle-orm';
import { REWARD_BLITZ, type EarnedReward, type RewardType } from '@blitz/contract';
import { queryRows, type Database } from '../../db/client';
import { lit } from '../../db/literals';
import { changeBlitz, type Balance } from '../wallet';
import type { RewardAccount } from './rules';

export interface Grant {
  userId: number;
  rewardId: number;
  type: RewardType;
  bids: number;
  balance: Balance;
}

/**
 * Grants a reward once: the unique (user, type, key) index makes a second grant, also a concurrent
 * one on another connection or node, insert nothing. Must run inside a transaction so the reward
 * and its ledger row commit together.
 */
export async function grantReward(tx: Database, userId: number, type: RewardType, key: string): Promise<Grant | null> {
  const bids = REWARD_BLITZ[type];
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into rewards (user_id, kind, amount, date_key) values (${userId}, ${type}, ${bids}, ${key})
        on conflict (user_id, kind, date_key) do nothing returning id`,
  );
  if (!row) return null;
  const rewardId = Number(row.id);
  const balance = await changeBlitz(tx, { userId, free: bids, paid: 0, kind: 'reward', reference: `reward:${rewardId}` });
  return { userId, rewardId, type, bids, balance };
}

export interface AccountRow extends RewardAccount {
  id: number;
  banned: boolean;
  referrerId: number | null;
}

/** The account's reward facts, its row locked for the rest of the transaction. */
export async function lockAccount(tx: Database, userId: number): Promise<AccountRow | null> {
  const [row] = await queryRows<AccountRow & Record<string, unknown>>(
    tx,
    sql`select id, role, is_demo as "isDemo", banned_at is not null as banned, referrer_id as "referrerId"
        from users where id = ${userId} for update`,
  );
  return row ?? null;
}

export async function accountOf(db: Database, userId: number): Promise<AccountRow | null> {
  const [row] = await queryRows<AccountRow & Record<string, unknown>>(
    db,
    sql`select id, role, is_demo as "isDemo", banned_at is not null as banned, referrer_id as "referrerId" from users where id = ${userId}`,
  );
  return row ?? null;
}

export async function markCheckedIn(tx: Database, userId: number): Promise<void> {
  await tx.execute(sql`update users set last_checked_in = now() where id = ${userId}`);
}

/** The South African days the user checked in, newest first. */
export async function checkInDates(db: Database, userId: number): Promise<string[]> {
  const rows = await queryRows<{ day: string }>(
    db,
    sql`select date_key as day from rewards where user_id = ${userId} and kind = 'dailyCheckIn' order by date_key desc`,
  );
  return rows.map((row) => row.day);
}

export async function hasReward(db: Database, userId: number, type: RewardType, key: string): Promise<boolean> {
  const rows = await queryRows(db, sql`select 1 from rewards where user_id = ${userId} and kind = ${type} and date_key = ${key}`);
  return rows.length > 0;
}

/** Every reward of the user, newest first. */
export async function earnedRewards(db: Database, userId: number): Promise<EarnedReward[]> {
  const rows = await queryRows<{ id: number; reward: RewardType; amount: number }>(
    db,
    sql`select id, kind as reward, amount from rewards where user_id = ${userId} order by created_at desc, id desc`,
  );
  return rows.map((row) => ({ id: Number(row.id), reward: row.reward, amount: Number(row.amount) }));
}

/** Bid-pack payments of the user settled, other than `exceptPaymentId`. */
export async function purchasesBefore(tx: Database, userId: number, exceptPaymentId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from blitz_ledger
        where user_id = ${userId} and kind = ${lit('purchase')} and reference <> ${`payment:${exceptPaymentId}`}`,
  );
  return Number(row?.n ?? 0);
}

export interface ProfileFacts {
  firstName: string | null;
  lastName: string | null;
  nickname: string | null;
  mobileNumber: string | null;
  location: string | null;
  profileImage: string | null;
  freeBlitz: number;
  paidBlitz: number;
  referralCode: string;
}

export async function profileFacts(db: Database, userId: number): Promise<ProfileFacts | null> {
  const [row] = await queryRows<ProfileFacts & Record<string, unknown>>(
    db,
    // The picture counts only as one the server stored from the user's own upload (uploads, migration 0020).
    sql`select first_name as "firstName", last_name as "lastName", nickname, mobile_number as "mobileNumber", location,
          (select p.url from uploads p
            where p.url = users.profile_image and p.user_id = users.id and p.saved and p.section = ${lit('profile')}) as "profileImage",
          free_blitz as "freeBlitz", paid_blitz as "paidBlitz", referral_code as "referralCode"
        from users where id = ${userId}`,
  );
  return row ?? null;
}

/** Friends who signed up with the user's code, and how many of them bought a bid pack. */
export async function referralCounts(db: Database, userId: number): Promise<{ joined: number; bought: number }> {
  const [row] = await queryRows<{ joined: number; bought: number }>(
    db,
    sql`select count(*)::int as joined,
          count(*) filter (where exists (select 1 from blitz_ledger l where l.user_id = u.id and l.kind = ${lit('purchase')}))::int as bought
        from users u where u.referrer_id = ${userId}`,
  );
  return { joined: Number(row?.joined ?? 0), bought: Number(row?.bought ?? 0) };
}
