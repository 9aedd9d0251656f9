/**
 * Reward rules as pure functions (DESIGN.md 'Rewards'): who collects free Blitz, what the profile
 * checklist still misses, and whether a bid-pack purchase earns the referral rewards.
 */
import { PROFILE_COMPLETION_FIELDS, type ProfileCompletionField } from '@blitz/contract';

export interface RewardAccount {
  role: string;
  isDemo: boolean;
}

/** Staff and demo accounts collect no free Blitz (a staff member must not gain from the shop's rewards). */
export const collectsRewards = (account: RewardAccount): boolean => account.role === 'user' && !account.isDemo;

export type CompletionProfile = Record<ProfileCompletionField, string | null | undefined>;

/** The checklist's fields still empty (blank text counts as empty), in checklist order. */
export function missingProfileFields(profile: CompletionProfile): ProfileCompletionField[] {
  return PROFILE_COMPLETION_FIELDS.filter((field) => !profile[field]?.trim());
}

export interface PurchaseFacts {
  buyerId: number;
  /** The buyer's referrer, null when the buyer came without a (known) code. */
  referrer: (RewardAccount & { id: number; banned: boolean }) | null;
  /** Bid-pack payments of the buyer settled before this one. */
  earlierPurchases: number;
  buyerCollects: boolean;
}

/**
 * The buyer's first bid-pack purchase rewards both sides, unless there is no referrer, it is the
 * buyer themself, the referrer is banned or collects no rewards, or the buyer collects none.
 */
export function referralRewardsDue(facts: PurchaseFacts): boolean {
  const { referrer } = facts;
  if (!referrer || referrer.id === facts.buyerId || referrer.banned) return false;
  return facts.earlierPurchases === 0 && facts.buyerCollects && collectsRewards(referrer);
}
