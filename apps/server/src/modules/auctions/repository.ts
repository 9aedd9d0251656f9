/**
 * Engine SQL. Every function runs inside the caller's transaction; the ones named `lock...` or
 * `claim...` take the row locks that serialize bids, buddy turns and closing on one auction
 * (`FOR UPDATE`, or `SKIP LOCKED` where another node may already be doing the same work).
 */
import { sql } from 'drizzle-orm';
import { queryRows, toDate, toDateOrNull, type Database } from '../../db/client';
import type { BidState } from './rules';

/** What the rules need of the auction, read under its lock. */
export type LockedAuction = Pick<
  BidState,
  'status' | 'endTime' | 'leaderId' | 'bidType' | 'priceCents' | 'incrementCents' | 'retailCents' | 'lockPriceCents' | 'auctionTimer' | 'now'
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
  p.auction_timer as "auctionTimer", clock_timestamp() as now`;

/** The rule inputs about the bidder; the subqueries only run for the bid types that need them. */
export const bidderFacts = sql`
  u.nickname, u.profile_image as "profileImage", u.location,
  case when p.bid_type = 'Beginner'
    then exists (select 1 from products w where w.winner_id = u.id and w.status = 'Ended') else false end as "hasWon",
  case when p.bid_type = 'Locked'
    then exists (select 1 from bids b where b.user_id = u.id and b.product_id = p.id) else true end as "hasBid"`;

export type Row<T> = T & Record<string, unknown>;

/** The timestamps of a locked row as dates. */
export function withDates<T extends { endTime: Date | null; now: Date }>(row: T | undefined): T | null {
  return row ? { ...row, endTime: toDateOrNull(row.endTime), now: toDate(row.now) } : null;
}

/** Namespace of the per-user advisory lock held while one of their bids is processed. */
export const BID_TURN_LOCK = 727_101;

/** Locks the auction and the bidder (in that order, as everywhere) and reads what the rules need. */
export async function lockForBid(db: Database, productId: number, userId: number) {
  const [row] = await queryRows<Row<LockedAuction & LockedBidder & { gotTurn: boolean }>>(
    db,
    // The advisory lock is the user's turn across nodes: a second request while the first is
    // being processed is refused, not queued.
    sql`select ${auctionColumns}, u.free_blitz as free, u.paid_blitz as paid, ${bidderFacts},
          pg_try_advisory_xact_lock(${BID_TURN_LOCK}, u.id) as "gotTurn"
        from products p, users u
        where p.id = ${productId} and u.id = ${userId} and u.banned_at is null
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

export interface BidWrite {
  productId: number;
  userId: number;
  priceCents: number;
  paid: boolean;
  endsNow: boolean;
  /** The next buddy turn, used when the auction has an active buddy. */
  buddyTurnAt: Date | null;
  /** Set for a buddy's bid: its reserve pays, so no ledger row (the reserve was one). */
  buddyId: number | null;
}

export interface WrittenBid {
  bidId: number;
  placedAt: Date;
  endTime: Date;
  /** The user's balance after a manual bid, the buddy's reserve left after a buddy bid. */
  free: number;
  paid: number;
}

/**
 * Writes an accepted bid in one statement: price, leader, clock and bid count on the auction, the
 * Blitz taken (user balance with its ledger row, or the buddy's reserve) and the bid row. The
 * `end_time > clock_timestamp()` guard makes the database's clock the final judge: no bid is
 * accepted at or after the end time, whatever the rules saw a moment earlier.
 */
export async function writeBid(db: Database, w: BidWrite): Promise<WrittenBid | null> {
  const spendFree = w.paid ? 0 : 1;
  const spendPaid = w.paid ? 1 : 0;
  const viaBuddy = w.buddyId !== null;
  const wallet = viaBuddy
    ? sql`update bid_buddies set remaining_free = remaining_free - ${spendFree}, remaining_paid = remaining_paid - ${spendPaid},
            last_bid_at = (select t from clock), updated_at = now()
          where id = ${w.buddyId} and exists (select 1 from prod)
          returning remaining_free as free, remaining_paid as paid`
    : sql`update users set free_blitz = free_blitz - ${spendFree}, paid_blitz = paid_blitz - ${spendPaid}
          where id = ${w.userId} and exists (select 1 from prod)
          returning free_blitz as free, paid_blitz as paid`;
  const ledger = viaBuddy
    ? sql`select 1`
    : sql`insert into blitz_ledger (user_id, delta, kind, reference, paid, created_at)
          select ${w.userId}, -1, 'bid', 'bid:' || bid.id, ${w.paid}, bid.placed_at from bid returning 1`;
  const [row] = await queryRows<Row<WrittenBid>>(
    db,
    sql`
      with clock as (select clock_timestamp() as t),
      prod as (
        update products p set
          current_price_cents = ${w.priceCents}, bid_count = bid_count + 1, leader_id = ${w.userId},
          last_bid_at = clock.t, updated_at = now(),
          -- Reset from the moment the bid lands (not the moment the rules read the clock), as the
          -- fast path does, so the auction never ends sooner than the last bid's time plus the timer.
          end_time = case when ${w.endsNow} then clock.t else greatest(p.end_time, clock.t + p.auction_timer * interval '1 second') end,
          buddy_due_at = case when exists (select 1 from bid_buddies bb where bb.product_id = p.id and bb.active)
            then ${w.buddyTurnAt?.toISOString() ?? null}::timestamptz end
        from clock
        where p.id = ${w.productId} and p.status = 'Open' and p.end_time > clock.t
        returning p.end_time, clock.t as placed_at
      ),
      wallet as (${wallet}),
      bid as (
        insert into bids (product_id, user_id, amount_cents, placed_at, via_buddy, paid)
        select ${w.productId}, ${w.userId}, ${w.priceCents}, prod.placed_at, ${viaBuddy}, ${w.paid} from prod
        returning id, placed_at
      ),
      ledger as (${ledger})
      select bid.id::float8 as "bidId", bid.placed_at as "placedAt", prod.end_time as "endTime", wallet.free, wallet.paid
      from bid, prod, wallet`,
  );
  return row ? { ...row, placedAt: toDate(row.placedAt), endTime: toDate(row.endTime) } : null;
}

/** The auction's main image, for the latest-bid popup. */
export async function mainImageOf(db: Database, productId: number) {
  const [row] = await queryRows<{ full: string; thumb: string | null }>(
    db,
    sql`select full_path as full, thumb_path as thumb from product_images where product_id = ${productId} order by position limit 1`,
  );
  if (!row) return null;
  return row.thumb ? { full: row.full, thumb: row.thumb } : { full: row.full };
}
