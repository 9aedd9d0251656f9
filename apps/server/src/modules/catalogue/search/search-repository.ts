/**
 * The queries behind /search/auction: one page of matches with the total, typo-tolerant title
 * suggestions (pg_trgm word similarity), and the filter options of the searched set.
 */
import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { LIVE_AUCTION_STATUSES, type SortValue } from '@blitz/contract';
import type { Database } from '../../../db/client';
import { products } from '../../../db/schema';
import { productColumns, type ProductRow } from '../repository';
import {
  filterConditions,
  priceCents,
  ratingsSubquery,
  roundedRating,
  searchDocument,
  searchQuery,
  sortOrder,
  type SearchFilter,
} from './search-sql';

export interface FilterOptionsRow {
  categories: number[];
  statuses: string[];
  bidTypes: string[];
  ratings: number[];
  maxPriceCents: number;
  anyBuyNow: boolean;
  anyLive: boolean;
}

const textMatch = (text: string) => sql`${searchDocument} @@ ${searchQuery(text)}`;

/** Least word similarity of a suggestion ('headfones' in a headphones title scores 0.5). */
const SUGGESTION_SIMILARITY = 0.4;

/**
 * Trigram closeness of the text to any part of the title. The explicit threshold (instead of the
 * `<%` operator's session setting) keeps the results the same on every connection and driver.
 */
const trigramMatch = (text: string) => sql`word_similarity(${text}, ${products.title}) >= ${SUGGESTION_SIMILARITY}`;

export function createSearchRepository(db: Database) {
  return {
    async page(filter: SearchFilter, sort: SortValue, offset: number, limit: number): Promise<{ rows: ProductRow[]; total: number }> {
      const ratings = ratingsSubquery(db);
      const text = filter.searchText || undefined;
      const where = and(...filterConditions(filter, ratings), ...(text ? [textMatch(text)] : []));
      const found = await db
        .select({ product: productColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(products)
        .leftJoin(ratings, eq(ratings.itemId, products.itemId))
        .where(where)
        .orderBy(...sortOrder(sort, text, ratings))
        .offset(offset)
        .limit(limit);
      if (found.length > 0 || offset === 0) {
        return { rows: found.map((row) => row.product), total: found[0]?.total ?? 0 };
      }
      // A page past the end still reports how many matches exist.
      const [count] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(products)
        .leftJoin(ratings, eq(ratings.itemId, products.itemId))
        .where(where);
      return { rows: [], total: count?.n ?? 0 };
    },

    /** Titles close to a misspelt text that full-text search did not find, best first. */
    async suggestions(filter: SearchFilter, text: string, excludeIds: number[], limit: number): Promise<ProductRow[]> {
      const ratings = ratingsSubquery(db);
      const conditions: SQL[] = [...filterConditions(filter, ratings), trigramMatch(text), sql`not (${textMatch(text)})`];
      if (excludeIds.length > 0) conditions.push(notInArray(products.id, excludeIds));
      const rows = await db
        .select({ product: productColumns })
        .from(products)
        .leftJoin(ratings, eq(ratings.itemId, products.itemId))
        .where(and(...conditions))
        .orderBy(sql`word_similarity(${text}, ${products.title}) desc`, sql`similarity(${products.title}, ${text}) desc`, products.id)
        .limit(limit);
      return rows.map((row) => row.product);
    },

    /** What the filter panel can offer: the values present among auctions matching the text and department. */
    async filterOptions(text: string | undefined, departmentID: number | undefined): Promise<FilterOptionsRow> {
      const ratings = ratingsSubquery(db);
      const conditions: SQL[] = [];
      if (text) conditions.push(textMatch(text));
      if (departmentID !== undefined) conditions.push(eq(products.departmentId, departmentID));
      const live = inArray(products.status, LIVE_AUCTION_STATUSES);
      const [row] = await db
        .select({
          categories: sql<number[] | null>`array_agg(distinct coalesce(${products.categoryId}, 0))`,
          statuses: sql<string[] | null>`array_agg(distinct ${products.status})`,
          bidTypes: sql<string[] | null>`array_agg(distinct ${products.bidType})`,
          ratings: sql<number[] | null>`array_agg(distinct ${roundedRating(ratings)})`,
          maxPriceCents: sql<string | number | null>`max(${priceCents})`,
          anyBuyNow: sql<boolean | null>`bool_or(${live} and ${products.buyNowEnabled})`,
          anyLive: sql<boolean | null>`bool_or(${live})`,
        })
        .from(products)
        .leftJoin(ratings, eq(ratings.itemId, products.itemId))
        .where(and(...conditions));
      return {
        categories: (row?.categories ?? []).map(Number).sort((a, b) => a - b),
        statuses: row?.statuses ?? [],
        bidTypes: row?.bidTypes ?? [],
        ratings: (row?.ratings ?? []).map(Number).sort((a, b) => b - a),
        maxPriceCents: Number(row?.maxPriceCents ?? 0),
        anyBuyNow: row?.anyBuyNow === true,
        anyLive: row?.anyLive === true,
      };
    },
  };
}
