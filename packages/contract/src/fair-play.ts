/**
 * Fair play in the open: the public record of an auction (hash-chained entries the shop's database
 * writes with every listing, state change and bid), the house accounts that may never bid, and the
 * daily digests of the chain heads. Served as GET under FAIR_PLAY_API_PREFIX (constants.ts), so that a browser can
 * download them and `blitz-verify` can fetch them.
 */
// Before any schema is built: zod's eval probe off in browsers (see the module). The barrel
// imports it too, but a bundle that skips the barrel's own body still evaluates this.
import './parse-without-eval';
import { z } from 'zod';

export const AUCTION_RECORD_FORMAT = 'blitz-auction-record/1';

const hashSchema = z.string().regex(/^[0-9a-f]{64}$/);
/** UTC to the microsecond, e.g. 2026-01-31T10:00:00.123456Z. */
const recordTimeSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);

/** One entry: its canonical fields (only those set) plus the chain. Unknown later fields pass through. */
export const recordEntrySchema = z.looseObject({
  seq: z.number().int().positive(),
  auction: z.number().int().positive(),
  kind: z.string(),
  at: recordTimeSchema,
  status: z.string().optional(),
  endTime: recordTimeSchema.optional(),
  priceCents: z.number().int().nonnegative().optional(),
  bidCount: z.number().int().nonnegative().optional(),
  bidderId: z.number().int().optional(),
  bidder: z.string().optional(),
  buddy: z.boolean().optional(),
  winnerId: z.number().int().optional(),
  winner: z.string().optional(),
  title: z.string().optional(),
  retailCents: z.number().int().optional(),
  incrementCents: z.number().int().optional(),
  timerSeconds: z.number().int().optional(),
  prevHash: hashSchema,
  hash: hashSchema,
});
export type RecordEntry = z.infer<typeof recordEntrySchema>;

const HOUSE_ACCOUNT_KINDS = ['system', 'staff'] as const;
export const houseAccountSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  kind: z.enum(HOUSE_ACCOUNT_KINDS),
});
export type HouseAccount = z.infer<typeof houseAccountSchema>;
export const houseAccountListSchema = z.object({ accounts: z.array(houseAccountSchema) });

/** Published figures of a finished auction. */
export const auctionFiguresSchema = z.object({
  bids: z.number().int(),
  uniqueBidders: z.number().int(),
  buddyBids: z.number().int(),
  /** One Blitz per bid. */
  blitzSpent: z.number().int(),
  finalPriceCents: z.number().int(),
  retailCents: z.number().int(),
  /** The winner's own bids, and what they paid in all: final price plus those Blitz at the price per Blitz of the smallest pack. */
  winnerBids: z.number().int().nullable(),
  winnerTotalCents: z.number().int().nullable(),
});
export type AuctionFigures = z.infer<typeof auctionFiguresSchema>;

export const auctionRecordSchema = z.object({
  format: z.literal(AUCTION_RECORD_FORMAT),
  auctionId: z.number().int().positive(),
  title: z.string(),
  status: z.string(),
  head: hashSchema,
  entries: z.array(recordEntrySchema),
  figures: auctionFiguresSchema,
  houseAccounts: z.array(houseAccountSchema),
});
export type AuctionRecord = z.infer<typeof auctionRecordSchema>;

export const recordDigestSchema = z.object({
  /** The UTC day, YYYY-MM-DD. */
  day: z.string(),
  digest: hashSchema,
  auctions: z.number().int(),
  publishedAt: z.string(),
});
export const recordDigestListSchema = z.object({ digests: z.array(recordDigestSchema) });
export type RecordDigest = z.infer<typeof recordDigestSchema>;

/** The heads that went into one day's digest: SHA-256 over the lines "auctionId:head\n" by auction id. */
export const dayHeadsSchema = z.object({
  day: z.string(),
  digest: hashSchema,
  heads: z.array(z.object({ auctionId: z.number().int(), head: hashSchema })),
});
export type DayHeads = z.infer<typeof dayHeadsSchema>;

const count = z.number().int().nonnegative();

/**
 * `/auction/winLimits`: where the signed-in shopper stands against the win limits on an auction,
 * shown on the item page before they bid. `counts` are what the bid would count (wins in each
 * window and auctions led, this one left out: see WIN_LIMITS); `refusal` is the limit or the
 * Beginner rule that would refuse their bid now, or null.
 */
export const winStandingSchema = z.object({
  limits: z.object({ majorWins: count, majorDays: count, weeklyPerShopper: count, weeklyPerAddress: count, weekDays: count }),
  counts: z.object({ major: count, shopper: count, address: count }),
  /** A major auction: the major limit applies to it. */
  major: z.boolean(),
  refusal: z.enum(['beginner-only', 'major-limit', 'weekly-limit', 'address-limit']).nullable(),
});
export type WinStanding = z.infer<typeof winStandingSchema>;
