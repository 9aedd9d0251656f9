// The staff console's auctions (issue 13): the draft staff fill in to create, edit, clone and
// schedule an auction, the fields that may still change once it is Open, and the rows of the
// auctions list. Money is wire money ("12.50"); times are ISO strings.
import { z } from 'zod';
import { auctionStatusSchema, bidTypeSchema } from './auction';
import { countSchema, idSchema, imageSchema, isoDateTimeSchema, moneySchema } from './common';
import { AUCTION_END_RETAIL_PERCENT, BID_TIMER_SECONDS } from './constants';
import { wireToCents } from './money';

/** Longest opening window staff may set: a week. */
const MAX_OPENING_SECONDS = 7 * 24 * 3600;
/** Longest per-bid timer staff may set. */
const MAX_AUCTION_TIMER_SECONDS = 3600;
/** Fields that may still change on an Open auction; everything else is fixed once bidding started. */
export const AUCTION_FIELDS_EDITABLE_WHEN_OPEN = ['title', 'description', 'featured'] as const;

/** The fields of an auction as staff set them. */
export const auctionDraftSchema = z.object({
  /** The catalogue item (product) auctioned; its images go with the auction. */
  itemId: idSchema,
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(10_000),
  departmentId: idSchema,
  /** Null with `major`; otherwise a category of the department. */
  categoryId: idSchema.nullish().transform((value) => value ?? null),
  /** Major auctions have categoryID 0 on the wire and no category. */
  major: z.boolean(),
  auctionTime: isoDateTimeSchema,
  /** The first end time is auctionTime + openingSeconds. */
  openingSeconds: z.int().min(0).max(MAX_OPENING_SECONDS),
  auctionTimer: z.int().min(1).max(MAX_AUCTION_TIMER_SECONDS).default(BID_TIMER_SECONDS),
  bidIncrement: moneySchema,
  startingAmount: moneySchema,
  retailPrice: moneySchema,
  /** Null: the retail price. */
  buyNowPrice: moneySchema.nullish().transform((value) => value ?? null),
  buyNowEnabled: z.boolean(),
  bidType: bidTypeSchema,
  buddyAllowed: z.boolean(),
  featured: z.boolean(),
  /** A Locked auction's lock point; null for other bid types. */
  lockPrice: moneySchema.nullish().transform((value) => value ?? null),
});
export type AuctionDraft = z.output<typeof auctionDraftSchema>;
export type AuctionDraftInput = z.input<typeof auctionDraftSchema>;

/** Why a draft cannot be saved; the console shows it beside the field. */
export const AUCTION_DRAFT_PROBLEMS = {
  retailPrice: 'The retail price must be more than R0.00.',
  startingAmount: `The starting amount must stay below ${AUCTION_END_RETAIL_PERCENT}% of the retail price.`,
  bidIncrement: 'The increment must be at least R0.01.',
  categoryId: 'Choose a category of the department, or mark the auction major.',
  lockPrice: 'A Locked auction needs a lock point between the starting amount and the retail price.',
  auctionTime: 'The auction time must not be in the past.',
} as const;
type AuctionDraftField = keyof typeof AUCTION_DRAFT_PROBLEMS;

/** The checks a draft must pass besides its field types (one home for the console and the server). */
export function auctionDraftProblems(draft: AuctionDraft, now: Date, originalAuctionTime?: string): AuctionDraftField[] {
  const cents = wireToCents;
  const problems: AuctionDraftField[] = [];
  const retail = cents(draft.retailPrice);
  const start = cents(draft.startingAmount);
  if (retail <= 0) problems.push('retailPrice');
  if (start * 100 >= retail * AUCTION_END_RETAIL_PERCENT) problems.push('startingAmount');
  if (cents(draft.bidIncrement) <= 0) problems.push('bidIncrement');
  if (draft.major === (draft.categoryId !== null)) problems.push('categoryId');
  if (draft.bidType === 'Locked') {
    const lock = draft.lockPrice === null ? null : cents(draft.lockPrice);
    if (lock === null || lock <= start || lock >= retail) problems.push('lockPrice');
  }
  // A minute's grace for the time it takes to press Save; an unchanged time is never re-checked.
  if (draft.auctionTime !== originalAuctionTime && new Date(draft.auctionTime).getTime() < now.getTime() - 60_000) {
    problems.push('auctionTime');
  }
  return problems;
}

/** A saved auction as the console edits it. */
export const staffAuctionSchema = auctionDraftSchema.extend({
  id: idSchema,
  categoryId: idSchema.nullable(),
  buyNowPrice: moneySchema.nullable(),
  lockPrice: moneySchema.nullable(),
  status: auctionStatusSchema,
  currentPrice: moneySchema,
  endTime: isoDateTimeSchema.nullable(),
  bidCount: countSchema,
  mainImage: imageSchema.nullable(),
});
export type StaffAuction = z.infer<typeof staffAuctionSchema>;

export const staffAuctionListBodySchema = z.object({
  status: auctionStatusSchema.nullish(),
  searchText: z.string().trim().max(200).nullish(),
  pageNumber: z.int().min(1).default(1),
  pageSize: z.int().min(1).max(200).default(50),
});
export const staffAuctionPageSchema = z.object({ auctions: z.array(staffAuctionSchema), total: countSchema });

export const staffAuctionUpdateBodySchema = z.object({ id: idSchema, draft: auctionDraftSchema });
export const staffAuctionCloneBodySchema = z.object({ id: idSchema, auctionTime: isoDateTimeSchema });
export const staffAuctionIdBodySchema = z.object({ id: idSchema });

/** The catalogue items an auction may be made of (until the catalogue section manages them). */
const staffItemOptionSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  departmentId: idSchema.nullable(),
  categoryId: idSchema.nullable(),
  retailPrice: moneySchema.nullable(),
  mainImage: imageSchema.nullable(),
});

export const staffAuctionOptionsSchema = z.object({
  items: z.array(staffItemOptionSchema),
  departments: z.array(z.object({ id: idSchema, name: z.string(), categories: z.array(z.object({ id: idSchema, name: z.string() })) })),
});
export type StaffAuctionOptions = z.infer<typeof staffAuctionOptionsSchema>;
