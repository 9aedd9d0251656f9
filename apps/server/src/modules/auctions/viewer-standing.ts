/**
 * What a shopper's client needs to decide the bid button with the contract's checkBidType before
 * bidding: whether they have won before (Beginner auctions) and whether they have bid on an
 * auction (Locked ones past their lock point). The same SQL the bid write decides with.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { hasBidSql, hasWonSql } from './rule-sql';

/** Whether the user has won an auction before. */
export async function hasWonBefore(db: Database, userId: number): Promise<boolean> {
  const [row] = await queryRows<{ hasWon: boolean }>(db, sql`select ${hasWonSql} as "hasWon" from users u where u.id = ${userId}`);
  return row?.hasWon ?? false;
}

/** Whether the user has bid on this auction. */
export async function hasBidOn(db: Database, userId: number, auctionId: number): Promise<boolean> {
  const [row] = await queryRows<{ hasBid: boolean }>(
    db,
    sql`select ${hasBidSql} as "hasBid" from users u, products p where u.id = ${userId} and p.id = ${auctionId}`,
  );
  return row?.hasBid ?? false;
}
