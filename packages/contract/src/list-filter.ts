// The filters of a list page (SPEC.md section 2) as a schema: what list-query.ts reads from and
// writes to the page's URL.
import { z } from 'zod';
import { BID_TYPES, DEFAULT_SORT, SORT_VALUES } from './constants';
import { calendarDateSchema } from './common';

const textList = z.array(z.string().min(1));

/** Prices in rand; dates are calendar days; lists never empty when present. */
export const listFilterSchema = z.object({
  search: z.string().min(1).optional(),
  categories: z.array(z.int().nonnegative()).min(1).optional(),
  priceMin: z.number().nonnegative().optional(),
  priceMax: z.number().nonnegative().optional(),
  availability: textList.min(1).optional(),
  ratings: z.array(z.int().min(0).max(5)).min(1).optional(),
  bidTypes: z.array(z.enum(BID_TYPES)).min(1).optional(),
  statuses: textList.min(1).optional(),
  dateMin: calendarDateSchema.optional(),
  dateMax: calendarDateSchema.optional(),
  auctionIDs: z.array(z.int().positive()).min(1).optional(),
  daysLeft: z.int().nonnegative().optional(),
  paid: z.boolean().optional(),
  courier: z.string().min(1).optional(),
  tracking: z.string().min(1).optional(),
  wonBy: z.string().min(1).optional(),
  sort: z.enum(SORT_VALUES).default(DEFAULT_SORT),
});
export type ListFilter = z.infer<typeof listFilterSchema>;
