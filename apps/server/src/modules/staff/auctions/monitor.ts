/**
 * The live monitor's figures for the running (Open) auctions, soonest to end first: price, end
 * time, leader, bids over the last few seconds, unique bidders and active buddies. Watchers are
 * connections, which only the realtime layer knows; it adds them.
 */
import { centsToWire, MONITOR_MAX_AUCTIONS, MONITOR_RATE_WINDOW_SECONDS, type MonitorAuction } from '@blitz/contract';
import { sql } from 'drizzle-orm';
import { queryRows, toDateOrNull, type Database } from '../../../db/client';
import { lit } from '../../../db/literals';

interface Row extends Record<string, unknown> {
  id: number;
  title: string;
  priceCents: number;
  retailCents: number;
  endTime: unknown;
  auctionTimer: number;
  bidCount: number;
  leader: string | null;
  lastBidAt: unknown;
  recentBids: number;
  uniqueBidders: number;
  activeBuddies: number;
}

/** Bids per second over the window, to two decimals. */
export function bidsPerSecond(recentBids: number): number {
  return Math.round((recentBids / MONITOR_RATE_WINDOW_SECONDS) * 100) / 100;
}

export async function runningAuctions(db: Database, now: Date): Promise<Omit<MonitorAuction, 'watchers'>[]> {
  const since = new Date(now.getTime() - MONITOR_RATE_WINDOW_SECONDS * 1000);
  const rows = await queryRows<Row>(
    db,
    sql`select p.id, p.title, p.current_price_cents::float8 as "priceCents", p.retail_price_cents::float8 as "retailCents",
          p.end_time as "endTime", p.auction_timer as "auctionTimer", p.bid_count as "bidCount", u.nickname as leader,
          p.last_bid_at as "lastBidAt",
          (select count(*)::int from bids b where b.product_id = p.id and b.placed_at > ${since.toISOString()}::timestamptz) as "recentBids",
          (select count(distinct b.user_id)::int from bids b where b.product_id = p.id) as "uniqueBidders",
          (select count(*)::int from bid_buddies bb where bb.product_id = p.id and bb.active) as "activeBuddies"
        from products p
        left join users u on u.id = p.leader_id
        where p.status = ${lit('Open')}
        order by p.end_time asc nulls last, p.id asc
        limit ${MONITOR_MAX_AUCTIONS}`,
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    price: centsToWire(row.priceCents),
    retailPrice: centsToWire(row.retailCents),
    endTime: toDateOrNull(row.endTime)?.toISOString() ?? null,
    auctionTimer: row.auctionTimer,
    bidCount: row.bidCount,
    leader: row.leader,
    lastBidAt: toDateOrNull(row.lastBidAt)?.toISOString() ?? null,
    bidsPerSecond: bidsPerSecond(row.recentBids),
    activeBuddies: row.activeBuddies,
    uniqueBidders: row.uniqueBidders,
  }));
}
