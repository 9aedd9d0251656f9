/**
 * Engine SQL for the locked path (the bid itself is written in `bid-write.ts`). Every function runs inside the caller's transaction; the ones named `lock...` or
 * `claim...` take the row locks that serialize bids, buddy turns and closing on one auction
 * (`FOR UPDATE`, or `SKIP LOCKED` where another node may already be doing the same work).
 */
import { sql } from 'drizzle-orm';
import { queryRows, toDate, toDateOrNull, type Database } from '../../db/client';
import { lit } from '../../db/literals';
import { imageOf } from '../../shared/wire-image';
import { bidderMayBidSql } from '../auth';
import { hasBidSql, hasWonSql, winCountsSql, BID_TURN_LOCK } from './rule-sql';
import type { BidState, WinCounts } from './rules';

/** What the rules need of the auction, read under its lock. */
export type LockedAuction = Pick<
  BidState,
  | 'status'
  | 'endTime'
  | 'leaderId'
  | 'bidType'
  | 'priceCents'
  | 'incrementCents'
  | 'retailCents'
  | 'lockPriceCents'
  | 'auctionTimer'
  | 'now'
  | 'major'
>;

/** What the rules need of the bidder (or the buddy's reserve), and what the broadcast shows. */
export type LockedBidder = Pick<BidState, 'free' | 'paid' | 'hasWon' | 'hasBid'> & {
  nickname: string;
  profileImage: string | null;
  location: string | null;
};

export const auctionColumns = sql`
  p.status, p.end_time as "endTime", p.leader_id as "leaderId", p.bid_type as "bidType",
  p.current_price_cents::float8 as "priceCents", p.bid_increment_cents::float8 as "incrementCents",
  p.retail_price_cents::float8 as "retailCents", p.lock_price_cents::float8 as "lockPriceCents",
  p.auction_timer as "auctionTimer", p.category_id is null as major, clock_timestamp() as now`;

/** The rule inputs about the bidder; the subqueries only run for the bid types that need them. */
export const bidderFacts = sql`
  u.nickname, u.profile_image as "profileImage", u.location,
  case when p.bid_type = ${lit('Beginner')} then ${hasWonSql} else false end as "hasWon",
  case when p.bid_type = ${lit('Locked')} then ${hasBidSql} else true end as "hasBid"`;

export type Row<T> = T & Record<string, unknown>;

/** The timestamps of a locked row as dates. */
export function withDates<T extends { endTime: Date | null; now: Date }>(row: T | undefined): T | null {
  return row ? { ...row, endTime: toDateOrNull(row.endTime), now: toDate(row.now) } : null;
}

/** Locks the auction and the bidder (in that order, as everywhere) and reads what the rules need. */
export async function lockForBid(db: Database, productId: number, userId: number) {
  const [row] = await queryRows<Row<LockedAuction & LockedBidder & { gotTurn: boolean }>>(
    db,
    // The advisory lock is the user's turn across nodes: a second request while the first is
    // being processed is refused, not queued.
    sql`select ${auctionColumns}, u.free_blitz as free, u.paid_blitz as paid, ${bidderFacts},
          pg_try_advisory_xact_lock(${BID_TURN_LOCK}, u.id) as "gotTurn"
        from products p, users u
        where p.id = ${productId} and u.id = ${userId} and ${bidderMayBidSql}
        for update of p, u`,
  );
  return withDates(row);
}

/** Same for a buddy's turn: the auction, the owner and the buddy (whose reserve pays). */
export async function lockForBuddyBid(db: Database, productId: number, buddyId: number) {
  const [row] = await queryRows<Row<LockedAuction & LockedBidder & { userId: number; active: boolean }>>(
    db,
    sql`select ${auctionColumns}, bb.user_id as "userId", bb.active,
          bb.remaining_free as free, bb.remaining_paid as paid, ${bidderFacts}
        from products p
        join bid_buddies bb on bb.product_id = p.id and bb.id = ${buddyId}
        join users u on u.id = bb.user_id
        where p.id = ${productId}
        for update of p, u, bb`,
  );
  return withDates(row);
}

/**
 * The bidder's standing against the win limits, after taking the bid's turn (their own and their
 * delivery addresses' locks); null when another bid holds one of them.
 */
export async function lockWinCounts(db: Database, productId: number, userId: number): Promise<WinCounts | null> {
  const [row] = await queryRows<{ major: number | null; shopper: number | null; address: number | null }>(
    db,
    sql`select c.major, c.shopper, c.address from ${winCountsSql(sql`${userId}::integer`, sql`${productId}::integer`, true)} c`,
  );
  if (!row || row.shopper === null) return null;
  return { major: Number(row.major), shopper: Number(row.shopper), address: Number(row.address) };
}

/** The auction's main image, for the latest-bid popup. */
export async function mainImageOf(db: Database, productId: number) {
  const [row] = await queryRows<{ full: string; thumb: string | null }>(
    db,
    sql`select full_path as full, thumb_path as thumb from product_images where product_id = ${productId} order by position limit 1`,
  );
  return row ? imageOf(row.full, row.thumb) : null;
}
