/**
 * The fast path of a manual bid, for the common case: one autocommit statement that checks, on
 * the auction row it locks, every rule of `rules.ts` (status, clock, leader, the bid types, the
 * Blitz to pay with, the user's turn) and writes the bid only when all of them pass. On a hot
 * auction the row is locked only while that statement runs, and a bid costs one round trip. When
 * anything fails (a refusal, a bid that reaches the retail limit and ends the auction, a balance
 * spent meanwhile) the statement writes nothing and the engine decides on locked rows (the
 * authoritative path in `repository.ts`), which also gives the reason of a refusal.
 */
import { sql } from 'drizzle-orm';
import { BUDDY_BID_WINDOW_SECONDS } from '@blitz/contract';
import { queryRowsPrepared, toDate, type Database } from '../../db/client';
import { BID_TURN_LOCK, type Row, type WrittenBid } from './repository';

export interface FastWrittenBid extends WrittenBid {
  priceCents: number;
  nickname: string;
  profileImage: string | null;
  location: string | null;
}

/**
 * One statement: the auction row is updated only if it is still Open, its clock has not run out,
 * the user does not lead, the bid does not reach the retail limit (that ends the auction, which
 * the locked path does), the bid type lets this user bid, the user has a Blitz of the right kind
 * (free first, paid on 'Paid Blitz only' auctions, as decideBid) and the user's turn lock is free;
 * the balance, bid and ledger row follow from that update. Null when nothing was written.
 */
export async function writeFastBid(db: Database, productId: number, userId: number): Promise<FastWrittenBid | null> {
  const { min, max } = BUDDY_BID_WINDOW_SECONDS;
  const [row] = await queryRowsPrepared<Row<FastWrittenBid>>(
    db,
    sql`
      -- The clock is read only once the auction's row is locked, so bid times follow the order in
      -- which bids take the row, and the end-time guard judges the moment the bid really lands.
      with locked as (select id from products where id = ${productId} for update),
      clock as (select clock_timestamp() as t from locked),
      prod as (
        update products p set
          current_price_cents = p.current_price_cents + p.bid_increment_cents,
          bid_count = p.bid_count + 1, leader_id = u.id, last_bid_at = clock.t, updated_at = clock.t,
          end_time = greatest(p.end_time, clock.t + p.auction_timer * interval '1 second'),
          buddy_due_at = case when exists (select 1 from bid_buddies bb where bb.product_id = p.id and bb.active) then (
            select case when w.latest >= w.earliest then w.earliest + random() * (w.latest - w.earliest) end
            from (select greatest(e.t - ${max} * interval '1 second', clock.t) as earliest, e.t - ${min} * interval '1 second' as latest
                  from (select greatest(p.end_time, clock.t + p.auction_timer * interval '1 second') as t) e) w
          ) end
        from clock, users u
        where p.id = ${productId} and u.id = ${userId} and u.banned_at is null
          and p.status = 'Open' and p.end_time > clock.t
          and p.leader_id is distinct from u.id
          and (p.current_price_cents + p.bid_increment_cents) * 100 < p.retail_price_cents * 90
          and (p.bid_type <> 'Beginner'
            or not exists (select 1 from products won where won.winner_id = u.id and won.status = 'Ended'))
          and (p.bid_type <> 'Locked' or p.lock_price_cents is null or p.current_price_cents < p.lock_price_cents
            or exists (select 1 from bids b where b.user_id = u.id and b.product_id = p.id))
          and (u.paid_blitz >= 1 or (p.bid_type <> 'Paid Blitz only' and u.free_blitz >= 1))
          and pg_try_advisory_xact_lock(${BID_TURN_LOCK}, u.id)
        returning p.end_time, p.current_price_cents, clock.t as placed_at,
          (p.bid_type = 'Paid Blitz only' or u.free_blitz < 1) as spend_paid
      ),
      wallet as (
        -- Decrements the row as it is now: a balance spent meanwhile fails the CHECK constraint.
        update users w set
          free_blitz = w.free_blitz - case when prod.spend_paid then 0 else 1 end,
          paid_blitz = w.paid_blitz - case when prod.spend_paid then 1 else 0 end
        from prod
        where w.id = ${userId}
        returning w.free_blitz as free, w.paid_blitz as paid, w.nickname, w.profile_image, w.location
      ),
      bid as (
        insert into bids (product_id, user_id, amount_cents, placed_at, via_buddy, paid)
        select ${productId}, ${userId}, prod.current_price_cents, prod.placed_at, false, prod.spend_paid from prod
        returning id, placed_at, paid
      ),
      ledger as (
        insert into blitz_ledger (user_id, delta, kind, reference, paid, created_at)
        select ${userId}, -1, 'bid', 'bid:' || bid.id, bid.paid, bid.placed_at from bid
      )
      select bid.id::float8 as "bidId", bid.placed_at as "placedAt", prod.end_time as "endTime",
        prod.current_price_cents::float8 as "priceCents", wallet.free, wallet.paid,
        wallet.nickname, wallet.profile_image as "profileImage", wallet.location
      from bid, prod, wallet`,
  );
  return row ? { ...row, placedAt: toDate(row.placedAt), endTime: toDate(row.endTime) } : null;
}
