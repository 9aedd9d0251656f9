/**
 * The one place a bid is written. A bid and everything it changes go in one statement: the
 * auction's price, leader, clock, next buddy turn and fair-play record head, the bid row (with the
 * end time it set, the bidder's nickname and its place and hash in the record: the row is the bid's
 * entry, migration 0017), and the Blitz it costs (the user's balance with its ledger row through the
 * ledger's writer, or a buddy's reserve). Both bid paths use it:
 * - the fast path (`writeCheckedBid`): the statement itself checks every rule of `rules.ts` on the
 *   auction row it locks (the SQL form in `rule-sql.ts`) and writes nothing when one fails; a hot
 *   auction is locked only while it runs and a bid costs one round trip;
 * - the locked path (`writeDecidedBid`): the engine has decided on locked rows with `decideBid` and
 *   the statement writes that decision.
 * In both the `end_time > clock_timestamp()` guard makes the database's clock the final judge: no
 * bid is accepted at or after the end time, whatever the rules saw a moment earlier.
 */
import { sql, type SQL } from 'drizzle-orm';
import { BID_COST_BLITZ } from '@blitz/contract';
import { preparedStatement, queryRows, toDate, type Database } from '../../db/client';
import { lit } from '../../db/literals';
import { blitzChangeSql } from '../wallet';
import type { Row } from './repository';
import { bidderMayBidSql } from '../auth';
import {
  BID_TURN_LOCK,
  bidAcceptedSql,
  buddyTurnAtSql,
  endTimeAfterBidSql,
  hasActiveBuddySql,
  nextPriceSql,
  reachesRetailLimitSql,
  spendsPaidSql,
  winCountsSql,
  withinWinLimitsSql,
} from './rule-sql';
import type { BidDecision } from './rules';

export interface WrittenBid {
  bidId: number;
  placedAt: Date;
  endTime: Date;
  priceCents: number;
  /** The user's balance after a manual bid, the buddy's reserve left after a buddy bid. */
  free: number;
  paid: number;
  nickname: string;
  profileImage: string | null;
  location: string | null;
}

interface BidStatement {
  productId: SQL;
  userId: SQL;
  /** What must hold on `p` (the auction), `u` (the bidder) and `clock.t` for the bid to be written. */
  guard: SQL;
  /** Whether the Blitz spent is a paid one (boolean SQL over `p` and `u`). */
  spendsPaid: SQL;
  /** Whether the bid ends the auction at once (it reached the retail limit). */
  endsNow: SQL;
  /** Set for a buddy's bid: its reserve pays, so no ledger row (the reserve was one). */
  buddyId: number | null;
  /**
   * Whether the bidder's win limits are counted (and their turn taken) before the auction's row is
   * locked, and the bid written only within them: the fast path's count, kept out of the time a hot
   * auction's row is held (the turn locks, not the row lock, keep the count true until commit).
   */
  countWinsFirst: boolean;
}

const cost = sql.raw(String(BID_COST_BLITZ));

function bidStatement(s: BidStatement): SQL {
  const newEnd = endTimeAfterBidSql(sql`p.end_time`, sql`clock.t`, sql`p.auction_timer`);
  const endAfter = sql`case when ${s.endsNow} then clock.t else ${newEnd} end`;
  const viaBuddy = sql`${s.buddyId !== null}`;
  // The bid's fair-play entry, chained in the update of the auction's row (migration 0017): its text
  // from the values this update writes (the bid's time, price and end time, the bidder), hashed onto
  // the head of the row version the update locked. The bid row keeps its place and hash, and the
  // same columns rebuild the text. The switch is a constant of the plan (see the migration).
  const recorded = sql`auction_record_in_bid_statement()`;
  const entry = sql`auction_record_bid_entry(p.id, p.record_seq + 1, clock.t, u.nickname, u.id, ${viaBuddy}, ${endAfter}, ${nextPriceSql})`;
  const spendFree = sql`case when bid.paid then 0 else ${cost} end`;
  const spendPaid = sql`case when bid.paid then ${cost} else 0 end`;
  const wallet =
    s.buddyId === null
      ? blitzChangeSql({
          userId: s.userId,
          free: sql`-${spendFree}`,
          paid: sql`-${spendPaid}`,
          kind: 'bid',
          reference: sql`'bid:' || bid.id`,
          from: sql`bid`,
          at: sql`bid.placed_at`,
        })
      : {
          balance: sql`update bid_buddies bb set remaining_free = bb.remaining_free - ${spendFree},
              remaining_paid = bb.remaining_paid - ${spendPaid}, last_bid_at = bid.placed_at, updated_at = bid.placed_at
            from bid where bb.id = ${s.buddyId}
            returning bb.remaining_free as free, bb.remaining_paid as paid`,
          entries: sql`select 1`,
        };
  return sql`
    -- The clock is read only once the auction's row is locked, so bid times follow the order in
    -- which bids take the row, and the end-time guard judges the moment the bid really lands.
    with ${s.countWinsFirst ? sql`c as materialized (select * from ${winCountsSql(sql`(${s.userId})::int`, sql`(${s.productId})::int`, true)}),` : sql``}
    locked as (select p.id from products p ${s.countWinsFirst ? sql`, c` : sql``}
      where p.id = ${s.productId} ${s.countWinsFirst ? sql`and ${withinWinLimitsSql}` : sql``} for update of p),
    clock as (select clock_timestamp() as t from locked),
    prod as (
      update products p set
        current_price_cents = ${nextPriceSql}, bid_count = p.bid_count + 1, leader_id = u.id,
        last_bid_at = clock.t, updated_at = clock.t,
        end_time = ${endAfter},
        record_seq = case when ${recorded} then p.record_seq + 1 else p.record_seq end,
        record_head = case when ${recorded} then auction_record_hash(p.record_head, ${entry}) else p.record_head end,
        buddy_due_at = case when not ${s.endsNow} and ${hasActiveBuddySql} then ${buddyTurnAtSql(newEnd, sql`clock.t`)} end
      from clock, users u
      where p.id = ${s.productId} and u.id = ${s.userId} and ${s.guard}
      returning p.end_time, p.current_price_cents as price_cents, clock.t as placed_at, (${s.spendsPaid})::boolean as spend_paid,
        u.nickname, u.profile_image, u.location,
        case when ${recorded} then p.record_seq end as record_seq, case when ${recorded} then p.record_head end as record_hash
    ),
    bid as (
      insert into bids (product_id, user_id, amount_cents, placed_at, via_buddy, paid, end_time, nickname, record_seq, record_hash)
      select ${s.productId}, ${s.userId}, prod.price_cents, prod.placed_at, ${viaBuddy}, prod.spend_paid, prod.end_time, prod.nickname,
        prod.record_seq, prod.record_hash
      from prod
      returning id, placed_at, paid
    ),
    balance as (${wallet.balance}),
    entries as (${wallet.entries})
    select bid.id::float8 as "bidId", bid.placed_at as "placedAt", prod.end_time as "endTime",
      prod.price_cents::float8 as "priceCents", balance.free, balance.paid,
      prod.nickname, prod.profile_image as "profileImage", prod.location
    from bid, prod, balance`;
}

function written(row: Row<WrittenBid> | undefined): WrittenBid | null {
  return row ? { ...row, placedAt: toDate(row.placedAt), endTime: toDate(row.endTime) } : null;
}

/** The fast path's statement, built once (its values are the only placeholders). */
const checkedBid = preparedStatement(['productId', 'userId'], ({ productId, userId }) =>
  bidStatement({
    productId,
    userId,
    guard: sql`${bidAcceptedSql(sql`clock.t`)}
      and not ${reachesRetailLimitSql(nextPriceSql, sql`p.retail_price_cents`)}
      and ${bidderMayBidSql}
      and pg_try_advisory_xact_lock(${BID_TURN_LOCK}, u.id)`,
    spendsPaid: spendsPaidSql,
    endsNow: sql`false`,
    buddyId: null,
    countWinsFirst: true,
  }),
);

/**
 * The fast path of a manual bid: one autocommit statement that writes the bid only if every rule
 * of `decideBid` lets it through, it does not reach the retail limit (that ends the auction, which
 * the locked path does), the bidder is not banned, the user's turn lock is free and no win limit
 * refuses it (counted after taking the turn, see `bid_win_counts`, before the row is locked). Null when
 * nothing was written: the engine then decides on locked rows, which also gives the reason.
 * A balance spent meanwhile fails the users CHECK constraint (code 23514) and writes nothing.
 */
export async function writeCheckedBid(db: Database, productId: number, userId: number): Promise<WrittenBid | null> {
  const [row] = await checkedBid<Row<WrittenBid>>(db, { productId, userId });
  return written(row);
}

/** The savepoint a group's batch starts from (bid-paths.ts groupBidsIn). */
export const BATCH_SAVEPOINT = 'bid_group_batch';

/**
 * The fast path's statement for several bidders on one auction, in order, in one round trip,
 * inside the caller's transaction on one connection, after a savepoint (BATCH_SAVEPOINT) the caller
 * may roll back to. Each bid's write or null, as writeCheckedBid gives them one by one; null for
 * the lot when the database cannot take a batch (PGlite), where the caller goes one by one.
 */
export async function writeCheckedBids(tx: Database, productId: number, userIds: readonly number[]): Promise<(WrittenBid | null)[] | null> {
  const runs = await checkedBid.batch<Row<WrittenBid>>(
    tx,
    `savepoint ${BATCH_SAVEPOINT}`,
    userIds.map((userId) => ({ productId, userId })),
  );
  return runs && runs.map(([row]) => written(row));
}

/**
 * The locked path's write of an accepted decision, inside the caller's transaction on the locked
 * rows. Null when the clock ran out between the decision and the write.
 */
export async function writeDecidedBid(
  tx: Database,
  w: { productId: number; userId: number; decision: Extract<BidDecision, { ok: true }>; buddyId: number | null },
): Promise<WrittenBid | null> {
  const [row] = await queryRows<Row<WrittenBid>>(
    tx,
    bidStatement({
      productId: sql`${w.productId}`,
      userId: sql`${w.userId}`,
      guard: sql`p.status = ${lit('Open')} and p.end_time > clock.t`,
      spendsPaid: sql`${w.decision.paid}`,
      endsNow: sql`${w.decision.endsNow}::boolean`,
      buddyId: w.buddyId,
      countWinsFirst: false,
    }),
  );
  return written(row);
}
