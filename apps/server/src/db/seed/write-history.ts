/**
 * Plays each demo auction's history through its fair-play record, as the shop would have written
 * it, so that the shop's verifier checks a demo auction as it checks any other (issue 50): listed
 * (by the insert, the day before its start), opened at its start, each bid at its moment, and
 * ended or closed when its clock ran out.
 *
 * The record's triggers write the listing and state entries at the clock's moment; for a history in
 * the past the seed names the moment in `blitz.record_at` (migration 0023), local to its
 * transaction. The bid statement reads the clock, so the seed writes an auction's bids in a
 * statement of its own, each with its moment and the end time after it (plan-bids.ts: the bid
 * statement's timer rule), and chains them as the bid statement does: each bid's entry built by
 * auction_record_bid_entry and hashed onto the one before by auction_record_hash, its place and
 * hash kept in the bid row, the head moved on the auction's row (migration 0017). The auction's
 * row then takes its state after the last bid in one update, which is also what ends or closes it.
 */
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../client';
import { lit } from '../literals';
import { products } from '../schema';
import type { PlannedAuction } from './plan-auctions';

/** The moment the record's triggers give the entries of the next statements. */
export async function recordAt(db: Database, moment: Date | null): Promise<void> {
  await db.execute(sql`select set_config('blitz.record_at', ${moment?.toISOString() ?? ''}, true)`);
}

/** Not Started → Open at the auction's start, with the first end time the shop's opening sets. */
export async function openAuction(db: Database, productId: number, auction: PlannedAuction): Promise<void> {
  // The moment is set in the statement itself (its FROM runs before the status trigger, which fires
  // at the statement's end): one round trip per auction, not two.
  await db.execute(sql`
    update products set status = ${lit('Open')},
      end_time = coalesce(end_time, auction_time + opening_seconds * interval '1 second')
    from (select set_config('blitz.record_at', ${auction.auctionTime.toISOString()}, true)) moment
    where id = ${productId}`);
}

/** The auction's row after its last bid: price, count, clock, leader; Ended or Closed if it finished. */
export async function finishAuction(db: Database, productId: number, auction: PlannedAuction, userIds: readonly number[]): Promise<void> {
  const last = auction.bids[auction.bids.length - 1];
  await db
    .update(products)
    .set({
      currentPriceCents: last?.amountCents ?? auction.startingAmountCents,
      bidCount: auction.bids.length,
      leaderId: last && auction.status === 'Open' ? userIds[last.person]! : null,
      lastBidAt: last?.placedAt ?? null,
      endTime: auction.endTime,
      status: auction.status,
      winnerId: auction.winner === null ? null : userIds[auction.winner]!,
      closedAt: auction.closedAt,
    })
    .where(eq(products.id, productId));
}

/**
 * An auction's bids, chained onto its record in one statement (one update of the auction's row, not
 * one per bid: a row updated hundreds of times in one transaction is slow to find again). Returns
 * the bids' ids in the plan's order.
 */
export async function writeBids(
  db: Database,
  productId: number,
  auction: PlannedAuction,
  userIds: readonly number[],
  paid: readonly boolean[],
): Promise<number[]> {
  if (auction.bids.length === 0) return [];
  const input = auction.bids.map((bid, b) => ({
    user_id: userIds[bid.person]!,
    amount: bid.amountCents,
    placed_at: bid.placedAt.toISOString(),
    end_time: bid.endTime.toISOString(),
    paid: paid[b] ?? true,
  }));
  const rows = await queryRows<{ id: number; seq: number }>(
    db,
    sql`
      with recursive b as (
        select r.user_id, u.nickname, r.amount, r.placed_at, r.end_time, r.paid, i.k::int as k
        from jsonb_array_elements(${JSON.stringify(input)}::jsonb) with ordinality as i(bid, k),
          jsonb_to_record(i.bid) as r(user_id int, amount bigint, placed_at timestamptz, end_time timestamptz, paid boolean),
          users u
        where u.id = r.user_id
      ),
      head as (select record_seq, record_head from products where id = ${productId} for update),
      chain (k, seq, hash) as (
        select 0, head.record_seq, head.record_head from head
        union all
        select b.k, c.seq + 1,
          auction_record_hash(c.hash, auction_record_bid_entry(${productId}, c.seq + 1, b.placed_at, b.nickname, b.user_id, false, b.end_time, b.amount))
        from chain c join b on b.k = c.k + 1
      ),
      written as (
        insert into bids (product_id, user_id, amount_cents, placed_at, via_buddy, paid, end_time, nickname, record_seq, record_hash)
        select ${productId}, b.user_id, b.amount, b.placed_at, false, b.paid, b.end_time, b.nickname, c.seq, c.hash
        from b join chain c on c.k = b.k
        order by b.k
        returning id, record_seq
      ),
      moved as (
        update products p set record_seq = last.seq, record_head = last.hash
        from (select seq, hash from chain order by k desc limit 1) last
        where p.id = ${productId}
      )
      select id::float8 as id, record_seq as seq from written order by record_seq`,
  );
  if (rows.length !== auction.bids.length) throw new Error(`auction ${productId}: ${rows.length} of ${auction.bids.length} bids written`);
  return rows.map((row) => Number(row.id));
}
