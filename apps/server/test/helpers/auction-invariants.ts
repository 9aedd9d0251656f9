/**
 * The engine's invariants checked over a whole database after a load, restart or multi-node run
 * (issue 5 'Proof'). Each check returns the offending rows, so a failure shows what went wrong.
 */
import { sql } from 'drizzle-orm';
import { queryRows, toDate, type Database } from '../../src/db/client';
import { ledgerMismatches } from '../../src/modules/wallet/ledger';

interface BidRow {
  id: number;
  productId: number;
  userId: number;
  placedAt: Date;
  viaBuddy: boolean;
}

interface AuctionFacts {
  id: number;
  status: string;
  startCents: number;
  priceCents: number;
  incrementCents: number;
  retailCents: number;
  auctionTime: Date;
  openingSeconds: number;
  auctionTimer: number;
  endTime: Date | null;
  closedAt: Date | null;
  winnerId: number | null;
  bidCount: number;
}

export interface InvariantReport {
  manualBidsNotCostingOne: unknown[];
  priceMismatches: unknown[];
  bidsAfterEnd: unknown[];
  selfOutbids: unknown[];
  winnerProblems: unknown[];
  buddyOverspend: unknown[];
  ledgerMismatches: unknown[];
  /** Auctions still Open although their end time has passed (the scheduler fell behind or stopped). */
  overdue: unknown[];
}

export const EMPTY_REPORT: InvariantReport = {
  manualBidsNotCostingOne: [],
  priceMismatches: [],
  bidsAfterEnd: [],
  selfOutbids: [],
  winnerProblems: [],
  buddyOverspend: [],
  ledgerMismatches: [],
  overdue: [],
};

/** The ids as a comma-separated SQL list, for `in (...)`. */
const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

export async function checkAuctionInvariants(db: Database, productIds?: number[]): Promise<InvariantReport> {
  const scope = productIds ? sql`where p.id in (${idList(productIds)})` : sql``;
  const auctions = (
    await queryRows<AuctionFacts & Record<string, unknown>>(
      db,
      sql`select p.id, p.status, p.starting_amount_cents::float8 as "startCents", p.current_price_cents::float8 as "priceCents",
            p.bid_increment_cents::float8 as "incrementCents", p.retail_price_cents::float8 as "retailCents",
            p.auction_time as "auctionTime", p.opening_seconds as "openingSeconds", p.auction_timer as "auctionTimer",
            p.end_time as "endTime", p.closed_at as "closedAt", p.winner_id as "winnerId", p.bid_count as "bidCount"
          from products p ${scope}`,
    )
  ).map((a) => ({
    ...a,
    auctionTime: toDate(a.auctionTime),
    endTime: a.endTime === null ? null : toDate(a.endTime),
    closedAt: a.closedAt === null ? null : toDate(a.closedAt),
  }));
  const bids = (
    await queryRows<BidRow & Record<string, unknown>>(
      db,
      sql`select b.id::float8 as id, b.product_id as "productId", b.user_id as "userId", b.placed_at as "placedAt", b.via_buddy as "viaBuddy"
          from bids b join products p on p.id = b.product_id ${scope} order by b.product_id, b.placed_at, b.id`,
    )
  ).map((b) => ({ ...b, placedAt: toDate(b.placedAt) }));
  const bidsOf = new Map<number, BidRow[]>();
  for (const bid of bids) bidsOf.set(bid.productId, [...(bidsOf.get(bid.productId) ?? []), bid]);

  const report: InvariantReport = { ...structuredClone(EMPTY_REPORT), ledgerMismatches: await ledgerMismatches(db) };

  report.manualBidsNotCostingOne = await queryRows(
    db,
    sql`select b.id, coalesce(sum(l.delta), 0)::int as spent, count(l.id)::int as rows
        from bids b join products p on p.id = b.product_id
        left join blitz_ledger l on l.reference = 'bid:' || b.id and l.kind = 'bid'
        ${productIds ? sql`${scope} and not b.via_buddy` : sql`where not b.via_buddy`}
        group by b.id having coalesce(sum(l.delta), 0) <> -1 or count(l.id) <> 1`,
  );

  for (const a of auctions) {
    const list = bidsOf.get(a.id) ?? [];
    if (a.priceCents !== a.startCents + a.incrementCents * list.length || a.bidCount !== list.length) {
      report.priceMismatches.push({ id: a.id, price: a.priceCents, start: a.startCents, bids: list.length, bidCount: a.bidCount });
    }
    let previous: BidRow | undefined;
    for (const bid of list) {
      if (previous && previous.userId === bid.userId) report.selfOutbids.push({ auction: a.id, bid: bid.id, user: bid.userId });
      previous = bid;
    }
    const last = list[list.length - 1];
    if (a.status === 'Ended' && (a.winnerId === null || a.winnerId !== last?.userId)) {
      report.winnerProblems.push({ id: a.id, status: a.status, winner: a.winnerId, lastBidder: last?.userId ?? null });
    }
    if (a.status === 'Closed' && (a.winnerId !== null || list.length > 0)) {
      report.winnerProblems.push({ id: a.id, status: a.status, winner: a.winnerId, bids: list.length });
    }
    if (a.status === 'Open' && a.endTime && a.endTime.getTime() < Date.now() - 5000) report.overdue.push({ id: a.id, end: a.endTime });
  }

  // Replay the clock in the database (microseconds): each bid came before the end time as it stood
  // (the opening end, pushed to the previous bid + timer), and no auction closed before its end
  // unless a bid reached the retail limit.
  const bidScope = productIds ? sql`and b.product_id in (${idList(productIds)})` : sql``;
  report.bidsAfterEnd = await queryRows(
    db,
    sql`
      with replay as (
        select b.id, b.product_id, b.placed_at,
          greatest(p.auction_time + p.opening_seconds * interval '1 second',
            coalesce(lag(b.placed_at) over w + p.auction_timer * interval '1 second', '-infinity')) as end_before
        from bids b join products p on p.id = b.product_id
        where true ${bidScope}
        window w as (partition by b.product_id order by b.placed_at, b.id)
      )
      select id as bid, product_id as auction, placed_at, end_before from replay where placed_at >= end_before
      union all
      select null, p.id, p.closed_at, greatest(p.auction_time + p.opening_seconds * interval '1 second',
          coalesce((select max(b.placed_at) from bids b where b.product_id = p.id), '-infinity') + p.auction_timer * interval '1 second')
      from products p
      ${productIds ? sql`${scope} and` : sql`where`} p.status in ('Ended', 'Closed') and p.closed_at is not null
        and p.current_price_cents * 100 < p.retail_price_cents * 90
        and p.closed_at < greatest(p.auction_time + p.opening_seconds * interval '1 second',
          coalesce((select max(b.placed_at) from bids b where b.product_id = p.id), '-infinity') + p.auction_timer * interval '1 second')`,
  );

  // A buddy's bids = Blitz reserved - returned - still held, exactly (never more than it reserved).
  report.buddyOverspend = await queryRows(
    db,
    sql`select bb.id, bb.user_id, bb.product_id, r.reserved, r.returned, bb.remaining_free + bb.remaining_paid as held, coalesce(n.bids, 0) as bids
        from bid_buddies bb
        join products p on p.id = bb.product_id
        left join lateral (
          select -coalesce(sum(delta) filter (where kind = 'buddy-reserve'), 0)::int as reserved,
                 coalesce(sum(delta) filter (where kind = 'buddy-return'), 0)::int as returned
          from blitz_ledger where reference = 'buddy:' || bb.id
        ) r on true
        left join lateral (
          select count(*)::int as bids from bids b where b.product_id = bb.product_id and b.user_id = bb.user_id and b.via_buddy
        ) n on true
        ${productIds ? scope : sql``}
        ${productIds ? sql`and` : sql`where`} r.reserved - r.returned - (bb.remaining_free + bb.remaining_paid) <> coalesce(n.bids, 0)`,
  );
  return report;
}
