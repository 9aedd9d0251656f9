/**
 * Free-Blitz rewards (DESIGN.md 'Rewards'): the daily check-in, profile completion and referral
 * grants, each a reward row plus its free-Blitz ledger row in one transaction and at most once,
 * and the read side (check-in status, history, dashboard summary). The read functions take only a
 * database handle and a user id, so other modules (the assistant) can use them as they are.
 */
import {
  DAILY_CHECK_IN_REWARD_BLITZ,
  checkInStreak,
  southAfricanDate,
  type CheckInStatus,
  type RewardHistory,
  type RewardSummary,
} from '@blitz/contract';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { Realtime } from '../realtime-port';
import { blitzCount } from '../wallet';
import {
  accountOf,
  checkInDates,
  earnedRewards,
  grantReward,
  hasReward,
  lockAccount,
  markCheckedIn,
  profileFacts,
  purchasesBefore,
  referralCounts,
  type Grant,
} from './repository';
import { collectsRewards, missingProfileFields, referralRewardsDue } from './rules';

export type { Grant } from './repository';

/** Uniqueness key of the once-only rewards (profile completion, being referred). */
const ONCE = 'once';

export type CheckInOutcome = { kind: 'granted'; grant: Grant } | { kind: 'already'; date: string } | { kind: 'not-collecting' };

/** /reward/checkIn: today's (South African) check-in, granted at most once however many ask at once. */
export async function checkIn(db: Database, userId: number, now: Date): Promise<CheckInOutcome> {
  const today = southAfricanDate(now);
  return inTransaction(db, async (tx) => {
    const account = await lockAccount(tx, userId);
    if (!account || !collectsRewards(account)) return { kind: 'not-collecting' };
    const grant = await grantReward(tx, userId, 'dailyCheckIn', today);
    if (!grant) return { kind: 'already', date: today };
    await markCheckedIn(tx, userId);
    return { kind: 'granted', grant };
  });
}

/** Whether today's check-in reward was earned already (/reward/daily). */
export async function dailyRewardEarned(db: Database, userId: number, now: Date): Promise<boolean> {
  return hasReward(db, userId, 'dailyCheckIn', southAfricanDate(now));
}

/** The header's and the check-in modal's status: checked in today, today's date and the streak. */
export async function checkInStatus(db: Database, userId: number, now: Date): Promise<CheckInStatus> {
  const today = southAfricanDate(now);
  const dates = await checkInDates(db, userId);
  return { checkedIn: dates[0] === today, today, streak: checkInStreak(dates, today), reward: DAILY_CHECK_IN_REWARD_BLITZ };
}

/** The reward history, newest first; null when the user has earned nothing yet. */
export async function rewardHistory(db: Database, userId: number): Promise<RewardHistory | null> {
  const earned = await earnedRewards(db, userId);
  if (earned.length === 0) return null;
  return { dates: await checkInDates(db, userId), earned };
}

export async function rewardSummary(db: Database, userId: number): Promise<RewardSummary | null> {
  const facts = await profileFacts(db, userId);
  if (!facts) return null;
  return {
    freeBlitz: facts.freeBlitz,
    paidBlitz: facts.paidBlitz,
    profile: { rewarded: await hasReward(db, userId, 'profileCompletion', ONCE), missing: missingProfileFields(facts) },
    referral: { code: facts.referralCode, ...(await referralCounts(db, userId)) },
  };
}

/**
 * Grants the profile-completion reward when every checklist field is set; once ever (also after
 * clearing and refilling the profile, and under parallel updates).
 */
export async function grantProfileCompletion(db: Database, userId: number): Promise<Grant | null> {
  return inTransaction(db, async (tx) => {
    const account = await lockAccount(tx, userId);
    if (!account || !collectsRewards(account)) return null;
    const facts = await profileFacts(tx, userId);
    if (!facts || missingProfileFields(facts).length > 0) return null;
    return grantReward(tx, userId, 'profileCompletion', ONCE);
  });
}

/**
 * The referral rewards of a bid-pack payment, inside the payment's settling transaction: on the
 * buyer's first purchase the referrer gets the referrer reward and the buyer the referred reward.
 */
export async function grantReferralRewards(tx: Database, buyerId: number, paymentId: number): Promise<Grant[]> {
  const buyer = await lockAccount(tx, buyerId);
  if (!buyer?.referrerId) return [];
  const referrer = await accountOf(tx, buyer.referrerId);
  const due = referralRewardsDue({
    buyerId,
    referrer,
    earlierPurchases: await purchasesBefore(tx, buyerId, paymentId),
    buyerCollects: collectsRewards(buyer) && !buyer.banned,
  });
  if (!due || !referrer) return [];
  const grants = [await grantReward(tx, referrer.id, 'referrer', `user:${buyerId}`), await grantReward(tx, buyerId, 'referred', ONCE)];
  return grants.filter((grant): grant is Grant => grant !== null);
}

/** After the commit: the popup and the new balance to every connection of each rewarded user, on every node. */
export function announceGrants(realtime: Realtime, grants: readonly (Grant | null)[]): void {
  for (const grant of grants) {
    if (!grant) continue;
    realtime.toUser(grant.userId, 'new-reward', { reward: { bids: grant.bids, type: grant.type } });
    realtime.toUser(grant.userId, 'new-bids-count', blitzCount(grant.balance));
  }
}
