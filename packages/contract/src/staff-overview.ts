// The staff console's home page (issue 13): what needs someone now. Each part comes only to the
// roles that may open its section (STAFF_SECTION_ROLES); the others get null in its place.
import { z } from 'zod';
import { countSchema, idSchema, isoDateTimeSchema, moneySchema } from './common';

/** Auctions whose clock ends within this many minutes are "ending soon". */
export const ENDING_SOON_MINUTES = 60;
/** How many of the auctions ending soon the home page names (the count covers them all). */
export const ENDING_SOON_SHOWN = 8;

const dayTakingsSchema = z.object({
  /** A South African calendar day (Africa/Johannesburg), YYYY-MM-DD. */
  day: z.iso.date(),
  /** Money from bid packs, final prices and buy-now paid that day, in cents (the figures' revenue). */
  cents: z.int(),
});

export const staffOverviewSchema = z.object({
  /** Paid orders of goods not shipped yet (AWAITING_SHIPMENT_STATUSES); the orders section. */
  ordersToShip: z.object({ count: countSchema, oldestPaidAt: isoDateTimeSchema.nullable() }).nullable(),
  /** Reports nobody has opened yet (status new); the reports section. */
  newReports: z.object({ count: countSchema, oldestAt: isoDateTimeSchema.nullable() }).nullable(),
  /** Open auctions ending within ENDING_SOON_MINUTES, soonest first; the auctions section. */
  endingSoon: z
    .object({
      count: countSchema,
      auctions: z.array(
        z.object({ id: idSchema, title: z.string(), endTime: isoDateTimeSchema, currentPrice: moneySchema, bidCount: countSchema }),
      ),
    })
    .nullable(),
  /** Today's takings so far and yesterday's; the figures section. */
  takings: z.object({ today: dayTakingsSchema, yesterday: dayTakingsSchema }).nullable(),
});
export type StaffOverview = z.infer<typeof staffOverviewSchema>;
