/**
 * SQL pieces of /search/auction, built only with drizzle's `sql` template (every user value is a
 * bound parameter): the full-text document (same expression as the products_search_idx index of
 * migration 0001), the price and rating expressions, the filter conditions and the sort orders.
 */
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { LIVE_AUCTION_STATUSES, filterBoundToCents, type SearchBody, type SortValue } from '@blitz/contract';
import { products, reviews } from '../../../db/schema';
import type { Database } from '../../../db/client';
import { lit } from '../../../db/literals';

/** Availability options the search page offers, and what each means. */
export const AVAILABILITY_OPTIONS = ['Buy Now', 'Bid Buddy'] as const;

const isLive = inArray(products.status, LIVE_AUCTION_STATUSES);

/** Title weighted A, description B: must match the index expression exactly. */
export const searchDocument = sql`(setweight(to_tsvector('english'::regconfig, ${products.title}), 'A') || setweight(to_tsvector('english'::regconfig, ${products.description}), 'B'))`;

export const searchQuery = (text: string) => sql`websearch_to_tsquery('english'::regconfig, ${text})`;

/** What a bidder pays now: the current price, never below the starting amount. */
export const priceCents = sql<number>`greatest(${products.currentPriceCents}, ${products.startingAmountCents})`;

/** Average review rating of each catalogue item. */
export function ratingsSubquery(db: Database) {
  return db
    .select({ itemId: reviews.itemId, average: sql<number | null>`avg(${reviews.rating})`.as('average_rating') })
    .from(reviews)
    .groupBy(reviews.itemId)
    .as('item_ratings');
}
export type Ratings = ReturnType<typeof ratingsSubquery>;

/** The rounded star rating used by the filter; unrated items count as 0. */
export const roundedRating = (ratings: Ratings) => sql<number>`round(coalesce(${ratings.average}, 0))::int`;

function availabilityCondition(value: string): SQL {
  if (value === 'Buy Now') return and(isLive, eq(products.buyNowEnabled, true)) ?? sql`false`;
  if (value === 'Bid Buddy') return isLive;
  return sql`false`;
}

export type SearchFilter = Omit<SearchBody, 'lanIso' | 'refreshToken' | 'referrerToken' | 'pageNumber' | 'pageSize'>;

/** Conditions of every filter except the search text (the text is matched per use). */
export function filterConditions(filter: SearchFilter, ratings: Ratings): SQL[] {
  const conditions: SQL[] = [];
  if (filter.departmentID !== undefined) conditions.push(eq(products.departmentId, filter.departmentID));
  if (filter.categoryID && filter.categoryID.length > 0) {
    const ids = filter.categoryID.filter((id) => id > 0);
    const parts: SQL[] = [];
    if (ids.length > 0) parts.push(inArray(products.categoryId, ids));
    if (filter.categoryID.includes(0)) parts.push(isNull(products.categoryId));
    conditions.push(or(...parts) ?? sql`false`);
  }
  if (filter.minPrice !== undefined) conditions.push(sql`${priceCents} >= ${filterBoundToCents(filter.minPrice, 'min')}`);
  if (filter.maxPrice !== undefined) conditions.push(sql`${priceCents} <= ${filterBoundToCents(filter.maxPrice, 'max')}`);
  if (filter.availability && filter.availability.length > 0) {
    conditions.push(or(...filter.availability.map(availabilityCondition)) ?? sql`false`);
  }
  if (filter.ratings && filter.ratings.length > 0) conditions.push(inArray(roundedRating(ratings), filter.ratings));
  if (filter.bidType && filter.bidType.length > 0) conditions.push(inArray(products.bidType, filter.bidType));
  if (filter.status && filter.status.length > 0) conditions.push(inArray(products.status, filter.status));
  return conditions;
}

/** Open first, then upcoming, then ended and closed; within live ones the soonest first. */
const liveFirst: SQL[] = [
  sql`case ${products.status} when ${lit('Open')} then 0 when ${lit('Not Started')} then 1 when ${lit('Ended')} then 2 else 3 end`,
  sql`case when ${products.status} = ${lit('Open')} then ${products.endTime} when ${products.status} = ${lit('Not Started')} then ${products.auctionTime} end`,
  desc(products.auctionTime),
  asc(products.id),
];

export function sortOrder(sort: SortValue, text: string | undefined, ratings: Ratings): SQL[] {
  switch (sort) {
    case 'new':
      // NULLS LAST as in products_auction_time_idx, so a page is an index range.
      return [sql`${products.auctionTime} desc nulls last`, sql`${products.id} desc nulls last`];
    case 'prAsc':
      return [asc(priceCents), asc(products.id)];
    case 'prDesc':
      return [desc(priceCents), desc(products.id)];
    case 'rat':
      return [sql`${ratings.average} desc nulls last`, ...liveFirst];
    case 'rel':
      return text ? [sql`ts_rank(${searchDocument}, ${searchQuery(text)}) desc`, ...liveFirst] : liveFirst;
  }
}
