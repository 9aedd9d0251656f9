// The rewards' constants (free Blitz, DESIGN.md 'Rewards'): kinds, amounts, the profile checklist,
// the rewards' calendar and the check-in answers.
export const REWARD_TYPES = ['profileCompletion', 'dailyCheckIn', 'referrer', 'referred'] as const;
export type RewardType = (typeof REWARD_TYPES)[number];
export const PROFILE_COMPLETION_REWARD_BLITZ = 5;
export const DAILY_CHECK_IN_REWARD_BLITZ = 1;
export const REFERRER_REWARD_BLITZ = 10;
export const REFERRED_REWARD_BLITZ = 5;
/** Blitz each reward type grants (DESIGN.md 'Rewards'). */
export const REWARD_BLITZ: Record<RewardType, number> = {
  profileCompletion: PROFILE_COMPLETION_REWARD_BLITZ,
  dailyCheckIn: DAILY_CHECK_IN_REWARD_BLITZ,
  referrer: REFERRER_REWARD_BLITZ,
  referred: REFERRED_REWARD_BLITZ,
};
/** The profile fields that must all be set for the profile-completion reward, in checklist order. */
export const PROFILE_COMPLETION_FIELDS = ['firstName', 'lastName', 'nickname', 'mobileNumber', 'location', 'profileImage'] as const;
/** The calendar day of rewards is South Africa's. */
export const REWARD_TIME_ZONE = 'Africa/Johannesburg';
/** Query parameter of a referral link (`/?ref=CODE`, `/signup?ref=CODE`). */
export const REFERRAL_QUERY_KEY = 'ref';
/**
 * The three success statuses of /reward/checkIn (SPEC.md section 7):
 * - 200 `granted`: checked in now; the body is today's reward (also pushed as `new-reward`).
 * - 202 `notCollecting`: nothing to check in: staff and demo accounts collect no free Blitz.
 * - 209 `alreadyCheckedIn`: already checked in on this South African calendar day (another tab,
 *   device or node may have done it); the body names the day, nothing is granted.
 */
export const CHECK_IN_STATUS = { granted: 200, notCollecting: 202, alreadyCheckedIn: 209 } as const;
