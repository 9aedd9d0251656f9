// The owner's figures (issue 13): revenue from bid packs and from final prices, Blitz sold, spent
// and given away, per South African day of a period, and per ended auction what the shop took
// (final price plus the paid Blitz spent on it at pack prices) against the retail price.
// Money is in cents here (sums for charts and spreadsheets, not prices to show as typed).
import { z } from 'zod';
import { countSchema, idSchema, isoDateTimeSchema } from './common';

/** The longest period one request covers. */
export const MAX_FIGURES_DAYS = 366;

const isoDaySchema = z.iso.date();

export const figuresBodySchema = z
  .object({ from: isoDaySchema, to: isoDaySchema })
  .refine(({ from, to }) => from <= to, { message: 'from must not be after to', path: ['to'] })
  .refine(({ from, to }) => (Date.parse(to) - Date.parse(from)) / 86_400_000 < MAX_FIGURES_DAYS, {
    message: `At most ${MAX_FIGURES_DAYS} days`,
    path: ['to'],
  });

const centsSchema = z.int();

export const figuresDaySchema = z.object({
  /** A South African calendar day (Africa/Johannesburg), YYYY-MM-DD. */
  day: isoDaySchema,
  packRevenueCents: centsSchema,
  /** Paid won auctions (their final prices) and buy-now sales. */
  auctionRevenueCents: centsSchema,
  buyNowRevenueCents: centsSchema,
  blitzSold: countSchema,
  /** Bids placed with paid Blitz and with free Blitz. */
  blitzSpentPaid: countSchema,
  blitzSpentFree: countSchema,
  /** Free Blitz granted: rewards, and staff adjustments that add Blitz. */
  blitzGiven: countSchema,
});
export type FiguresDay = z.infer<typeof figuresDaySchema>;

export const endedAuctionFiguresSchema = z.object({
  id: idSchema,
  title: z.string(),
  endTime: isoDateTimeSchema,
  finalPriceCents: centsSchema,
  paidBids: countSchema,
  freeBids: countSchema,
  /** paidBids at the pack price of one Blitz. */
  blitzValueCents: centsSchema,
  /** finalPriceCents + blitzValueCents. */
  takenCents: centsSchema,
  retailCents: centsSchema,
  /** takenCents - retailCents. */
  marginCents: centsSchema,
});
export type EndedAuctionFigures = z.infer<typeof endedAuctionFiguresSchema>;

export const figuresSchema = z.object({
  from: isoDaySchema,
  to: isoDaySchema,
  /** What one paid Blitz was worth: pack revenue over Blitz sold to date (else the cheapest active pack's). */
  blitzPriceCents: z.number().nonnegative(),
  days: z.array(figuresDaySchema),
  totals: figuresDaySchema.omit({ day: true }),
  auctions: z.array(endedAuctionFiguresSchema),
});
export type Figures = z.infer<typeof figuresSchema>;
