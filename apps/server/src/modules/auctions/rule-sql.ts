/**
 * The bid rules of `rules.ts` where SQL must apply them for speed (the one-statement bid, the
 * buddy turn stamped on the row a bid or an opening writes), built from the same constants and
 * typed values, never retyped. `test/modules/auctions/bid-paths.test.ts` drives random auction
 * states through `decideBid` and through this SQL and checks they agree.
 *
 * Fragments refer to the auction as `p` (products) and the bidder as `u` (users).
 */
import { sql, type SQL } from 'drizzle-orm';
import { AUCTION_END_RETAIL_PERCENT, BID_COST_BLITZ, BUDDY_BID_WINDOW_SECONDS, PAID_ONLY_BID_TYPE, WIN_LIMITS } from '@blitz/contract';
import { lit } from '../../db/literals';

/** A numeric constant written into the SQL text (a literal, so the prepared plan is the same for every bid). */
const num = (value: number) => sql.raw(String(value));

/** Namespace of the per-user advisory lock held while one of their bids is processed. */
export const BID_TURN_LOCK = 727_101;
/** Namespace of the per-delivery-address advisory lock held while a bid counts that address's wins. */
export const ADDRESS_TURN_LOCK = 727_102;

/**
 * The bidder's WinCounts (rules.ts) for a bid on `productId`, from the function `bid_win_counts`
 * (`db/functions/bid_win_counts.sql`) as a row `(major, shopper, address)`. With `lock` it first takes the bid's turn
 * (the bidder's and each of their addresses' advisory locks, tried), and its counts are null when
 * another bid holds one.
 */
export function winCountsSql(userId: SQL, productId: SQL, lock: boolean): SQL {
  return sql`bid_win_counts(${userId}, ${productId}, ${sql.raw(String(lock))}, ${num(BID_TURN_LOCK)}, ${num(ADDRESS_TURN_LOCK)},
    ${num(WIN_LIMITS.majorDays)}, ${num(WIN_LIMITS.weekDays)})`;
}

/** `winLimitRefusal` in SQL: true when the counts `c` (of winCountsSql) let a bid on `p` through. */
export const withinWinLimitsSql = sql`(c.shopper is not null
  and (p.category_id is not null or c.major < ${num(WIN_LIMITS.majorWins)})
  and c.shopper < ${num(WIN_LIMITS.weeklyPerShopper)} and c.address < ${num(WIN_LIMITS.weeklyPerAddress)})`;

/** `reachesRetailLimit` in SQL. */
export function reachesRetailLimitSql(priceCents: SQL, retailCents: SQL): SQL {
  return sql`(${priceCents}) * 100 >= (${retailCents}) * ${num(AUCTION_END_RETAIL_PERCENT)}`;
}

/** `endTimeAfterBid` in SQL: the later of the current end and now + the auction's timer. */
export function endTimeAfterBidSql(endTime: SQL, now: SQL, auctionTimer: SQL): SQL {
  return sql`greatest(${endTime}, ${now} + (${auctionTimer}) * interval '1 second')`;
}

const { min: BUDDY_MIN, max: BUDDY_MAX } = BUDDY_BID_WINDOW_SECONDS;

/**
 * The BidBuddy turn window (DESIGN.md 'BidBuddy'), the only definition of it: when the next buddy
 * turn is due for an auction ending at `endTime`, a random moment between BUDDY_BID_WINDOW_SECONDS
 * max and min seconds before the end, never earlier than `now`; null when less than the window's
 * minimum is left (a buddy never bids in the last second, nor after zero). Every path that stamps
 * `buddy_due_at` (a bid on either path, an auction opening, a buddy switched on) uses it.
 */
export function buddyTurnAtSql(endTime: SQL, now: SQL): SQL {
  return sql`(select case when w.latest >= w.earliest then w.earliest + random() * (w.latest - w.earliest) end
    from (select greatest((${endTime}) - ${num(BUDDY_MAX)} * interval '1 second', ${now}) as earliest,
      (${endTime}) - ${num(BUDDY_MIN)} * interval '1 second' as latest) w)`;
}

/** Whether the auction has an active buddy (only then is a buddy turn stamped). */
export const hasActiveBuddySql = sql`exists (select 1 from bid_buddies bb where bb.product_id = p.id and bb.active)`;

/** BidState.hasWon: the user has won an auction before. */
export const hasWonSql = sql`exists (select 1 from products won where won.winner_id = u.id and won.status = ${lit('Ended')})`;

/** BidState.hasBid: the user has bid on this auction before. */
export const hasBidSql = sql`exists (select 1 from bids b where b.user_id = u.id and b.product_id = p.id)`;

/** The price after a bid. */
export const nextPriceSql = sql`p.current_price_cents + p.bid_increment_cents`;

/** Whether the bid is paid from the paid pot (free Blitz go first, except on Paid Blitz only auctions). */
export const spendsPaidSql = sql`(p.bid_type = ${lit(PAID_ONLY_BID_TYPE)} or u.free_blitz < ${num(BID_COST_BLITZ)})`;

/**
 * Every check of `decideBid` that lets a bid through, for the user's balance, at `now`: true
 * exactly when decideBid accepts. (A bid that reaches the retail limit is accepted by both; the
 * caller decides what to do with it.)
 */
export function bidAcceptedSql(now: SQL): SQL {
  return sql`p.status = ${lit('Open')} and p.end_time > ${now}
    and p.leader_id is distinct from u.id
    and (p.bid_type <> ${lit('Beginner')} or not ${hasWonSql})
    and (p.bid_type <> ${lit('Locked')} or p.lock_price_cents is null or p.current_price_cents < p.lock_price_cents
      or ${hasBidSql})
    and (u.paid_blitz >= ${num(BID_COST_BLITZ)} or (p.bid_type <> ${lit(PAID_ONLY_BID_TYPE)} and u.free_blitz >= ${num(BID_COST_BLITZ)}))`;
}
