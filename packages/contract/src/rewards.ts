// Free-Blitz rewards (SPEC.md sections 3 and 7; DESIGN.md rewards): the reward popup payload,
// reward history, the daily check-in answers, the check-in status the header and the check-in
// modal read, and the dashboard's rewards summary (profile checklist and referrals).
import { z } from 'zod';
import { PROFILE_COMPLETION_FIELDS, REWARD_TYPES } from './reward-constants';
import { calendarDateSchema, countSchema, idSchema } from './common';

const rewardTypeSchema = z.enum(REWARD_TYPES);

/**
 * The new-reward popup: '{type label} +{bids} Blitz!'; also the 200 answer of /reward/checkIn, the
 * reward granted now (its success statuses are CHECK_IN_STATUS in reward-constants.ts).
 */
export const rewardSchema = z.object({
  bids: countSchema,
  type: rewardTypeSchema,
});
export type Reward = z.infer<typeof rewardSchema>;

export const earnedRewardSchema = z.object({
  id: idSchema,
  reward: rewardTypeSchema,
  amount: countSchema,
});
export type EarnedReward = z.infer<typeof earnedRewardSchema>;

/**
 * /reward/history (newest first; 204 when the user has earned nothing yet). `dates` are the
 * calendar days (South African time) the user checked in.
 */
export const rewardHistorySchema = z.object({
  dates: z.array(calendarDateSchema),
  earned: z.array(earnedRewardSchema),
});
export type RewardHistory = z.infer<typeof rewardHistorySchema>;

/** 209 answer of /reward/checkIn: the South African day already checked in. */
export const checkInRepeatSchema = z.object({ date: calendarDateSchema });

/** /reward/daily: whether today's check-in reward was earned already. */
export const dailyRewardStatusSchema = z.object({ earned: z.boolean() });

/**
 * /reward/status (the check-in status call of SPEC.md section 7, 'not shown in detail'): whether
 * the user checked in today, today's South African date, the current streak of consecutive days
 * (counting today when checked in, else up to yesterday) and the Blitz a check-in gives.
 */
export const checkInStatusSchema = z.object({
  checkedIn: z.boolean(),
  today: calendarDateSchema,
  streak: countSchema,
  reward: countSchema,
});
export type CheckInStatus = z.infer<typeof checkInStatusSchema>;

export const profileCompletionFieldSchema = z.enum(PROFILE_COMPLETION_FIELDS);
export type ProfileCompletionField = z.infer<typeof profileCompletionFieldSchema>;

/** /reward/summary: what the dashboard's rewards section shows besides the history. */
export const rewardSummarySchema = z.object({
  freeBlitz: countSchema,
  paidBlitz: countSchema,
  profile: z.object({
    /** The profile-completion reward was granted (it never is again). */
    rewarded: z.boolean(),
    /** Fields still empty, in the checklist's order. */
    missing: z.array(profileCompletionFieldSchema),
  }),
  referral: z.object({
    /** The user's code, shared as `/?ref=CODE`. */
    code: z.string().min(1),
    /** Friends who signed up with the code. */
    joined: countSchema,
    /** Of those, friends who bought a bid pack. */
    bought: countSchema,
  }),
});
export type RewardSummary = z.infer<typeof rewardSummarySchema>;
