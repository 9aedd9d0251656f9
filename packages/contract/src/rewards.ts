// Free-Blitz rewards (SPEC.md sections 3 and 7; DESIGN.md rewards): the reward popup payload,
// reward history and the daily check-in answers.
import { z } from 'zod';
import { REWARD_TYPES } from './constants';
import { calendarDateSchema, countSchema, idSchema } from './common';

export const rewardTypeSchema = z.enum(REWARD_TYPES);

/** The new-reward popup: '{type label} +{bids} Blitz!'. */
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

/** `dates` are the calendar days (South African time) the user checked in. */
export const rewardHistorySchema = z.object({
  dates: z.array(calendarDateSchema),
  earned: z.array(earnedRewardSchema),
});
export type RewardHistory = z.infer<typeof rewardHistorySchema>;

/** 200 answer of /reward/checkIn: the reward granted now (209 = already checked in today). */
export const checkInResultSchema = rewardSchema;
export type CheckInResult = z.infer<typeof checkInResultSchema>;

/** /reward/daily: whether today's check-in reward was earned already. */
export const dailyRewardStatusSchema = z.object({ earned: z.boolean() });
export type DailyRewardStatus = z.infer<typeof dailyRewardStatusSchema>;
