/**
 * Paged listings: the `limit … offset …` of one page, and the listing's total that each of the
 * page's rows carries (a `count(*) over ()::int as total` column, counted before the page is cut).
 */
import { sql, type SQL } from 'drizzle-orm';

/** `limit … offset …` of page `pageNumber` (the first is 1) of `pageSize` rows. */
export const limitToPage = (pageNumber: number, pageSize: number): SQL => sql`limit ${pageSize} offset ${(pageNumber - 1) * pageSize}`;

/** The listing's total, read from the page's rows; 0 when the page is empty. */
export const totalOf = (rows: readonly { total?: unknown }[]): number => Number(rows[0]?.total ?? 0);
