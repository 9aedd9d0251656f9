/**
 * What the chaos run must find afterwards: every acknowledged bid in the database once, with its
 * bidder; nothing beyond them but bids whose acknowledgement was lost with a killed node; the
 * engine's invariants (prices, clocks, winners, buddies, the Blitz ledger); exactly one order per
 * won auction. Each check returns its problems, empty when it holds.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../apps/server/src/db/client';
import { checkAuctionInvariants, type InvariantReport } from '../../apps/server/test/helpers/auction-invariants';
import type { AckedBid } from './chaos-bidders';

export interface ChaosFindings {
  ackedMissing: AckedBid[];
  /** Manual bids in the database that no client saw acknowledged. */
  unacknowledgedBids: number;
  invariants: Partial<InvariantReport>;
  orderProblems: unknown[];
  ended: number;
  closed: number;
  manualBids: number;
  buddyBids: number;
  /** Buddy bids on each of `buddyAuctionIds`, in order. */
  buddyBidsPerAuction: number[];
  /** When the last buddy bid was placed (epoch ms; 0 when there was none). */
  lastBuddyBidAt: number;
}

export async function checkAfterChaos(
  db: Database,
  auctionIds: number[],
  buddyAuctionIds: number[],
  acked: AckedBid[],
): Promise<ChaosFindings> {
  const ids = sql.join(
    auctionIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const bids = await queryRows<{ productId: number; userId: number; cents: number; viaBuddy: boolean; placedAt: Date | string }>(
    db,
    sql`select product_id as "productId", user_id as "userId", amount_cents::float8 as cents, via_buddy as "viaBuddy",
          placed_at as "placedAt"
        from bids where product_id in (${ids})`,
  );
  const buddyBids = bids.filter((bid) => bid.viaBuddy);
  const byKey = new Map(bids.map((bid) => [`${bid.productId}:${bid.cents}`, bid]));
  const ackedMissing = acked.filter((bid) => {
    const row = byKey.get(`${bid.productId}:${bid.cents}`);
    return !row || row.userId !== bid.userId || row.viaBuddy;
  });
  const manualBids = bids.filter((bid) => !bid.viaBuddy).length;

  const report = await checkAuctionInvariants(db, auctionIds);
  const invariants = Object.fromEntries(Object.entries(report).filter(([, rows]) => rows.length > 0)) as Partial<InvariantReport>;

  const orderProblems = await queryRows(
    db,
    sql`select p.id, p.status, count(oi.id)::int as orders
        from products p left join order_items oi on oi.product_id = p.id
        where p.id in (${ids})
        group by p.id, p.status
        having (p.status = 'Ended' and count(oi.id) <> 1) or (p.status <> 'Ended' and count(oi.id) <> 0)`,
  );
  const [counts] = await queryRows<{ ended: number; closed: number }>(
    db,
    sql`select count(*) filter (where status = 'Ended')::int as ended, count(*) filter (where status = 'Closed')::int as closed
        from products where id in (${ids})`,
  );
  return {
    ackedMissing,
    unacknowledgedBids: manualBids - acked.length,
    invariants,
    orderProblems,
    ended: counts!.ended,
    closed: counts!.closed,
    manualBids,
    buddyBids: buddyBids.length,
    buddyBidsPerAuction: buddyAuctionIds.map((id) => buddyBids.filter((bid) => bid.productId === id).length),
    lastBuddyBidAt: Math.max(0, ...buddyBids.map((bid) => new Date(bid.placedAt).getTime())),
  };
}
