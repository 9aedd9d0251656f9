/**
 * Where a shopper stands against the win limits on an auction, for the item page before they bid:
 * the same counts and rules the bid write applies (`bid_win_counts` without taking the bid's
 * turn, `winLimitRefusal`, the Beginner rule), so what the page says is what a bid would meet.
 */
import { sql } from 'drizzle-orm';
import { beginnerRefuses, WIN_LIMITS, type WinStanding } from '@blitz/contract';
import { queryRows, type Database } from '../../db/client';
import { hasWonSql, winCountsSql, winLimitRefusal } from '../auctions';

interface StandingRow {
  major: boolean;
  bidType: string;
  hasWon: boolean;
  majorCount: number;
  shopper: number;
  address: number;
}

/** Null when there is no such auction. */
export async function winStanding(db: Database, userId: number, productId: number): Promise<WinStanding | null> {
  const [row] = await queryRows<StandingRow & Record<string, unknown>>(
    db,
    sql`select p.category_id is null as major, p.bid_type as "bidType", ${hasWonSql} as "hasWon",
          c.major as "majorCount", c.shopper, c.address
        from products p, users u, ${winCountsSql(sql`u.id`, sql`p.id`, false)} c
        where p.id = ${productId} and u.id = ${userId}`,
  );
  if (!row) return null;
  const counts = { major: Number(row.majorCount), shopper: Number(row.shopper), address: Number(row.address) };
  const refusal = beginnerRefuses(row.bidType, row.hasWon) ? 'beginner-only' : winLimitRefusal(counts, row.major);
  return { limits: { ...WIN_LIMITS }, counts, major: row.major, refusal: refusal as WinStanding['refusal'] };
}
