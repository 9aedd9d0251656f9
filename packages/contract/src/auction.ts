// Auction entities (SPEC.md section 3): products as listing cards and full pages, placed bids,
// the site-wide latest-bid feed, reviews and bid buddies.
import { z } from 'zod';
import { AUCTION_STATUSES, BID_REFUSALS, BID_TYPES, MAX_BUDDY_BLITZ } from './constants';
import { countSchema, envelopeSchema, idSchema, imageSchema, isoDateTimeSchema, moneySchema } from './common';

export const auctionStatusSchema = z.enum(AUCTION_STATUSES);
export const bidTypeSchema = z.enum(BID_TYPES);

export const bidderSchema = z.object({
  nickname: z.string(),
  profileImage: z.string().nullable(),
});
export type Bidder = z.infer<typeof bidderSchema>;

export const placedBidSchema = z.object({
  productID: idSchema,
  bidAmount: moneySchema,
  date: isoDateTimeSchema,
  bidder: bidderSchema,
  currentBidBuddyAmount: countSchema.optional(),
});
export type PlacedBid = z.infer<typeof placedBidSchema>;

/**
 * Fields every product shares. `id` is the auction id. `auctionTime` is the scheduled start,
 * `auctionTimer` the seconds each bid puts back on the clock, `buyNowPrice` the retail price.
 * `endTime` (not named in SPEC.md, needed by DESIGN.md's opening window) is the server's current
 * end time: null only while no end time is set.
 */
export const sharedProductSchema = z.object({
  id: idSchema,
  title: z.string(),
  categoryID: z.int().nonnegative(),
  startingAmount: moneySchema,
  mainImage: imageSchema.nullable(),
  auctionTime: isoDateTimeSchema,
  endTime: isoDateTimeSchema.nullable(),
  bidType: bidTypeSchema,
  status: auctionStatusSchema,
  bidBuddy: z.boolean(),
  activeBuddy: z.boolean(),
  buyNow: z.boolean(),
  auctionTimer: countSchema,
  buyNowPrice: moneySchema,
  currentBidBuddyAmount: countSchema,
  /** Who won, as the server decided: set once the auction has Ended, null before and when Closed. */
  winner: bidderSchema.nullable(),
  /**
   * Not named in SPEC.md: a Locked auction's lock point, from which only those who have bid on it
   * may bid (checkBidType). Absent for other bid types.
   */
  lockPrice: moneySchema.optional(),
});
export type SharedProduct = z.infer<typeof sharedProductSchema>;

/** A listing card. */
export const shortProductSchema = sharedProductSchema.extend({
  lastPlacedBid: placedBidSchema.nullable(),
});
export type ShortProduct = z.infer<typeof shortProductSchema>;

export const reviewSchema = z.object({
  nickname: z.string(),
  profileImage: z.string().nullable(),
  date: isoDateTimeSchema,
  rating: z.number().min(0).max(5),
  review: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** The item page. `productId` is the catalogue product behind the auction `id`. */
export const fullProductSchema = sharedProductSchema.extend({
  description: z.string(),
  reviews: z.array(reviewSchema),
  additionalImages: z.array(imageSchema),
  lastPlacedBids: z.array(placedBidSchema).optional(),
  productId: idSchema,
  /** Not named in SPEC.md: whether the signed-in viewer has bid on this auction (absent for visitors). */
  hasBid: z.boolean().optional(),
});
export type FullProduct = z.infer<typeof fullProductSchema>;

/** The site-wide feed shown in the new-bid popup. */
export const latestBidSchema = z.object({
  bidAmount: moneySchema,
  bidderLocation: z.string().nullable(),
  nickname: z.string(),
  productImage: imageSchema.nullable(),
});
export type LatestBid = z.infer<typeof latestBidSchema>;

// Calls

export const auctionGetBodySchema = envelopeSchema.extend({ auctionID: idSchema });

export const bidBuddyBodySchema = envelopeSchema.extend({
  active: z.boolean(),
  auctionID: idSchema,
  /** Blitz to reserve when switching on (at least 1); ignored when switching off. */
  buddyAmount: countSchema.max(MAX_BUDDY_BLITZ),
});

/** 200 answer of /auction/bidBuddy: the buddy's state after the change. */
export const bidBuddyResultSchema = z.object({
  auctionID: idSchema,
  activeBuddy: z.boolean(),
  currentBidBuddyAmount: countSchema,
  /** The user's Blitz balance after the change. */
  bids: countSchema,
});
export type BidBuddyResult = z.infer<typeof bidBuddyResultSchema>;

/** 406 answer of /auction/bidBuddy: why the buddy could not be set (no-blitz, not-open, ended...). */
export const bidBuddyRefusalSchema = z.object({ reason: z.enum(BID_REFUSALS) });
