// Many bidders through real sockets on one hot auction and spread over twenty, some with
// BidBuddies, while the scheduler runs: afterwards every invariant of the engine holds.
// PostgreSQL gets the full load of issue 5 (200 bidders for 20 s); PGlite, one connection in
// this process, a lighter one.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { checkAuctionInvariants, EMPTY_REPORT } from '../helpers/auction-invariants';
import { simulateBidders } from '../helpers/bidding-simulation';
import { postApi } from '../helpers/build-test-app';
import { useTestApp } from '../helpers/use-test-app';
import { databaseKinds, type DatabaseKind } from '../helpers/test-database';
import { createAuction, createBidder, type Bidder } from '../modules/auctions/auction-fixtures';
import { waitUntilFinished } from './wait-until-finished';

const LOAD: Record<DatabaseKind, { bidders: number; seconds: number }> = {
  postgres: { bidders: 200, seconds: 20 },
  pglite: { bidders: 40, seconds: 5 },
};

describe.each(databaseKinds)('bidding under load on %s', (kind) => {
  const load = LOAD[kind];
  const t = useTestApp({ kind, seed: false, schedulerIntervalMs: 100 });
  let url: string;
  let bidders: Bidder[];

  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    bidders = [];
    for (let i = 0; i < load.bidders; i += 1) {
      // Some bidders have only paid Blitz, some only free, most both; a few run out during the run.
      const free = i % 5 === 0 ? 0 : 40 + (i % 7);
      const paid = i % 3 === 0 ? 0 : 30;
      bidders.push(await createBidder(t.app.db, t.config.jwtSecret, { free, paid: free === 0 && paid === 0 ? 5 : paid }));
    }
  }, 120_000);

  async function setBuddies(auctionIds: number[], count: number, amount: number) {
    for (let i = 0; i < count; i += 1) {
      const owner = bidders[(i * 7) % bidders.length]!;
      const response = await postApi(t.app, '/auction/bidBuddy', {
        refreshToken: owner.refreshToken,
        active: true,
        auctionID: auctionIds[i % auctionIds.length]!,
        buddyAmount: amount,
      });
      expect([200, 406]).toContain(response.statusCode);
    }
  }

  async function run(auctionIds: number[], buddies: number) {
    await setBuddies(auctionIds, buddies, 3);
    const result = await simulateBidders({ urls: [url], bidders, auctionIds, durationMs: load.seconds * 1000 });
    await waitUntilFinished(t.app.db, auctionIds, 60_000);
    const report = await checkAuctionInvariants(t.app.db, auctionIds);
    expect(report).toEqual(EMPTY_REPORT);
    expect(result.failures).toBe(0);
    expect(result.accepted).toBeGreaterThan(load.bidders);
    const [row] = await queryRows<{ manual: number; buddy: number; ended: number; closed: number }>(
      t.app.db,
      sql`select count(*) filter (where not b.via_buddy)::int as manual, count(*) filter (where b.via_buddy)::int as buddy,
            (select count(*)::int from products where id in (${sql.join(
              auctionIds.map((id) => sql`${id}`),
              sql`, `,
            )}) and status = 'Ended') as ended,
            (select count(*)::int from products where id in (${sql.join(
              auctionIds.map((id) => sql`${id}`),
              sql`, `,
            )}) and status = 'Closed') as closed
          from bids b where b.product_id in (${sql.join(
            auctionIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
    // Every acknowledged bid is a manual bid row, and nothing else is.
    expect(row!.manual).toBe(result.accepted);
    expect(row!.ended + row!.closed).toBe(auctionIds.length);
    return { result, row: row! };
  }

  it(`keeps every rule with ${load.bidders} bidders on one hot auction`, async () => {
    const id = await createAuction(t.app.db, { endsIn: 5, auctionTimer: 3, priceCents: 0, retailCents: 100_000_000 });
    const { row } = await run([id], 6);
    expect(row.ended).toBe(1);
    expect(row.buddy).toBeGreaterThan(0);
  }, 180_000);

  it(`keeps every rule with ${load.bidders} bidders spread over twenty auctions`, async () => {
    const ids: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      // Two end by the 90% rule during the run, the others by the clock. Their first end times
      // leave room for setting up the buddies on a busy machine, so every one of them gets bids.
      const retailCents = i < 2 ? 2_000 : 100_000_000;
      ids.push(await createAuction(t.app.db, { endsIn: 12 + (i % 5), auctionTimer: 3, retailCents }));
    }
    // One is never bid on: it closes.
    const untouched = await createAuction(t.app.db, { endsIn: 2, auctionTimer: 3 });
    const { row } = await run(ids, 20);
    expect(row.ended).toBe(20);
    await waitUntilFinished(t.app.db, [untouched], 10_000);
    expect(await checkAuctionInvariants(t.app.db, [untouched])).toEqual(EMPTY_REPORT);
  }, 180_000);
});
