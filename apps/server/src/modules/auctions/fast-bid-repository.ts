/**
 * The fast path of a manual bid, for the common case: the rules are decided on an unlocked read,
 * then one autocommit statement writes the bid while it re-checks, on the row it locks, everything
 * that can change meanwhile (status, clock, leader, the user's turn; the balance through the
 * users CHECK constraint). On a hot auction the row is locked only while that statement runs, not
 * across round trips. When any check fails the statement writes nothing and the engine decides
 * again on locked rows (the authoritative path in `repository.ts`).
 */
import { sql } from 'drizzle-orm';
import { BUDDY_BID_WINDOW_SECONDS } from '@blitz/contract';
import { queryRows, toDate, type Database } from '../../db/client';
import {
  auctionColumns,
  BID_TURN_LOCK,
  bidderFacts,
  withDates,
  type LockedAuction,
  type LockedBidder,
  type Row,
  type WrittenBid,
} from './repository';

/** The rule inputs without taking any lock. */
export async function readForBid(db: Database, productId: number, userId: number) {
  const [row] = await queryRows<Row<LockedAuction & LockedBidder>>(
    db,
    sql`select ${auctionColumns}, u.free_blitz as free, u.paid_blitz as paid, ${bidderFacts}
        from products p, users u
        where p.id = ${productId} and u.id = ${userId} and u.banned_at is null`,
  );
  return withDates(row);
}

export interface FastBid {
  productId: number;
  userId: number;
  paid: boolean;
  /** The auction's bid type as read; a Beginner auction re-checks that the user has not won since. */
  beginnerOnly: boolean;
}

export interface FastWrittenBid extends WrittenBid {
  priceCents: number;
}

/**
 * One statement: the auction row is updated only if it is still Open, its clock has not run out,
 * the user does not lead, the bid does not reach the retail limit (that ends the auction, which
 * the locked path does) and the user's turn lock is free; the balance, bid and ledger row follow
 * from that update. Null when nothing was written.
 */
export async function writeFastBid(db: Database, b: FastBid): Promise<FastWrittenBid | null> {
  const spendFree = b.paid ? 0 : 1;
  const spendPaid = b.paid ? 1 : 0;
  const { min, max } = BUDDY_BID_WINDOW_SECONDS;
  const [row] = await queryRows<Row<FastWrittenBid>>(
    db,
    sql`
      -- The clock is read only once the auction's row is locked, so bid times follow the order in
      -- which bids take the row, and the end-time guard judges the moment the bid really lands.
      with locked as (select id from products where id = ${b.productId} for update),
      clock as (select clock_timestamp() as t from locked),
      prod as (
        update products p set
          current_price_cents = p.current_price_cents + p.bid_increment_cents,
          bid_count = p.bid_count + 1, leader_id = ${b.userId}, last_bid_at = clock.t, updated_at = clock.t,
          end_time = greatest(p.end_time, clock.t + p.auction_timer * interval '1 second'),
          buddy_due_at = case when exists (select 1 from bid_buddies bb where bb.product_id = p.id and bb.active) then (
            select case when w.latest >= w.earliest then w.earliest + random() * (w.latest - w.earliest) end
            from (select greatest(e.t - ${max} * interval '1 second', clock.t) as earliest, e.t - ${min} * interval '1 second' as latest
                  from (select greatest(p.end_time, clock.t + p.auction_timer * interval '1 second') as t) e) w
          ) end
        from clock
        where p.id = ${b.productId} and p.status = 'Open' and p.end_time > clock.t
          and p.leader_id is distinct from ${b.userId}
          and (p.current_price_cents + p.bid_increment_cents) * 100 < p.retail_price_cents * 90
          and pg_try_advisory_xact_lock(${BID_TURN_LOCK}, ${b.userId})
          ${b.beginnerOnly ? sql`and not exists (select 1 from products w where w.winner_id = ${b.userId} and w.status = 'Ended')` : sql``}
        returning p.end_time, p.current_price_cents, clock.t as placed_at
      ),
      wallet as (
        update users set free_blitz = free_blitz - ${spendFree}, paid_blitz = paid_blitz - ${spendPaid}
        where id = ${b.userId} and exists (select 1 from prod)
        returning free_blitz as free, paid_blitz as paid
      ),
      bid as (
        insert into bids (product_id, user_id, amount_cents, placed_at, via_buddy, paid)
        select ${b.productId}, ${b.userId}, prod.current_price_cents, prod.placed_at, false, ${b.paid} from prod
        returning id, placed_at
      ),
      ledger as (
        insert into blitz_ledger (user_id, delta, kind, reference, paid, created_at)
        select ${b.userId}, -1, 'bid', 'bid:' || bid.id, ${b.paid}, bid.placed_at from bid
      )
      select bid.id::float8 as "bidId", bid.placed_at as "placedAt", prod.end_time as "endTime",
        prod.current_price_cents::float8 as "priceCents", wallet.free, wallet.paid
      from bid, prod, wallet`,
  );
  return row ? { ...row, placedAt: toDate(row.placedAt), endTime: toDate(row.endTime) } : null;
}
