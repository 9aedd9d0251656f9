// The staff console's users (issue 13): search by email or nickname, a shopper's profile, ledger,
// bids and orders, Blitz adjustments with a reason (support staff up to a limit), ban and unban,
// and a new password-setup link.
import { z } from 'zod';
import { countSchema, idSchema, isoDateTimeSchema, moneySchema } from './common';
import type { StaffRole } from './staff';

/** The most Blitz a support user may add or take in one adjustment, and support staff together per shopper and South African day; owners have no limit. */
export const SUPPORT_ADJUSTMENT_LIMIT = 100;
/** The most Blitz any one adjustment may move. */
export const MAX_ADJUSTMENT = 100_000;

/** Whether `role` may move `delta` Blitz in one adjustment. */
export function mayAdjust(role: StaffRole, delta: number): boolean {
  if (role === 'owner') return true;
  return role === 'support' && Math.abs(delta) <= SUPPORT_ADJUSTMENT_LIMIT;
}

const pageFields = {
  pageNumber: z.int().min(1).default(1),
  pageSize: z.int().min(1).max(200).default(50),
};

export const staffUserSummarySchema = z.object({
  id: idSchema,
  email: z.string(),
  nickname: z.string(),
  freeBlitz: countSchema,
  paidBlitz: countSchema,
  banned: z.boolean(),
  createdAt: isoDateTimeSchema,
});

export const staffUserSchema = staffUserSummarySchema.extend({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  location: z.string().nullable(),
  language: z.string().nullable(),
  bannedAt: isoDateTimeSchema.nullable(),
  /** Whether a password was ever set. */
  setUp: z.boolean(),
  isStaff: z.boolean(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

export const staffUserSearchBodySchema = z.object({ query: z.string().trim().max(254).default(''), ...pageFields });
export const staffUserPageSchema = z.object({ users: z.array(staffUserSummarySchema), total: countSchema });
export type StaffUserPage = z.infer<typeof staffUserPageSchema>;

export const staffUserIdBodySchema = z.object({ id: idSchema });
export const staffUserPagedBodySchema = z.object({ id: idSchema, ...pageFields });

export const staffLedgerRowSchema = z.object({
  id: idSchema,
  delta: z.int(),
  kind: z.string(),
  reference: z.string().nullable(),
  paid: z.boolean(),
  createdAt: isoDateTimeSchema,
  /** The reason given, for staff adjustments. */
  reason: z.string().nullable(),
});
export const staffLedgerPageSchema = z.object({ rows: z.array(staffLedgerRowSchema), total: countSchema });
export type StaffLedgerPage = z.infer<typeof staffLedgerPageSchema>;

export const staffUserBidSchema = z.object({
  id: idSchema,
  auctionId: idSchema,
  title: z.string(),
  amount: moneySchema,
  placedAt: isoDateTimeSchema,
  viaBuddy: z.boolean(),
  paid: z.boolean(),
});
export const staffUserBidPageSchema = z.object({ bids: z.array(staffUserBidSchema), total: countSchema });
export type StaffUserBidPage = z.infer<typeof staffUserBidPageSchema>;

export const staffAdjustBodySchema = z.object({
  id: idSchema,
  /** Blitz to add (positive) or take (negative). */
  delta: z
    .int()
    .min(-MAX_ADJUSTMENT)
    .max(MAX_ADJUSTMENT)
    .refine((n) => n !== 0, 'An adjustment moves at least one Blitz'),
  /** The pot it changes: free Blitz (given away) or paid Blitz (corrections of purchases). */
  paid: z.boolean().default(false),
  reason: z.string().trim().min(3).max(500),
});

export const staffBanBodySchema = z.object({ id: idSchema, banned: z.boolean(), reason: z.string().trim().max(500).nullish() });
