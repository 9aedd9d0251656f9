// SIGKILL the server while auctions run and buddies are set, start it again: every auction and
// buddy carries on and ends correctly, and nothing is lost or counted twice. Needs PostgreSQL
// (CI sets DATABASE_URL): the killed process and its successor share the database.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, toDate, type DatabaseHandle } from '../../src/db/client';
import { setBuddy } from '../../src/modules/auctions/buddy-service';
import { checkAuctionInvariants, EMPTY_REPORT } from '../helpers/auction-invariants';
import { simulateBidders } from '../helpers/bidding-simulation';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { createAuction, createBidder } from '../modules/auctions/auction-fixtures';
import { waitUntilFinished } from './wait-until-finished';

const JWT_SECRET = 'restart-test-secret-restart-test-secret-0123456789';

describe.runIf(process.env.DATABASE_URL)('a server killed with SIGKILL and started again', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const env = { DATABASE_URL: database.databaseUrl!, JWT_SECRET };
    server = await startServerProcess(env); // migrates the fresh database
    handle = await openDatabase({ databaseUrl: database.databaseUrl, dataDir: 'memory://' });
  }, 90_000);
  afterAll(async () => {
    await server?.kill('SIGKILL');
    await handle?.close();
    await database?.drop();
  });

  it('carries every auction and buddy on after the restart, counting nothing twice', async () => {
    const db = handle.db;
    const bidders = [];
    for (let i = 0; i < 30; i += 1) bidders.push(await createBidder(db, JWT_SECRET, { free: 30, paid: 10 }));
    const ids: number[] = [];
    // They end well after the restart, so bids and buddy turns happen on the new process too.
    for (let i = 0; i < 5; i += 1) ids.push(await createAuction(db, { endsIn: 14 + i, auctionTimer: 4 }));
    const later = await createAuction(db, { status: 'Not Started', startsIn: 5, openingSeconds: 6 });
    for (let i = 0; i < 8; i += 1) {
      const result = await setBuddy(db, { userId: bidders[i]!.id, auctionId: [...ids, later][i % 6]!, active: true, amount: 4 });
      expect(result.ok).toBe(true);
    }

    const port = server!.port;
    const run = simulateBidders({ urls: [server!.url], bidders, auctionIds: ids, durationMs: 7000, pauseMs: [50, 300] });
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await server!.kill('SIGKILL');
    const killedAt = new Date();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    server = await startServerProcess({ DATABASE_URL: database.databaseUrl!, JWT_SECRET }, port);
    const result = await run;

    await waitUntilFinished(db, [...ids, later], 90_000);
    expect(await checkAuctionInvariants(db, [...ids, later])).toEqual(EMPTY_REPORT);
    const [counts] = await queryRows<{
      manual: number;
      afterRestart: number;
      buddyAfterRestart: number;
      activeBuddies: number;
      orders: number;
      ended: number;
    }>(
      db,
      sql`select
            (select count(*)::int from bids where not via_buddy) as manual,
            (select count(*)::int from bids where placed_at > ${killedAt.toISOString()}::timestamptz) as "afterRestart",
            (select count(*)::int from bids where via_buddy and placed_at > ${killedAt.toISOString()}::timestamptz) as "buddyAfterRestart",
            (select count(*)::int from bid_buddies where active) as "activeBuddies",
            (select count(*)::int from order_items) as orders,
            (select count(*)::int from products where status = 'Ended') as ended`,
    );
    // Acknowledged bids were all kept; a bid whose ack was lost in the kill may be there too.
    expect(counts!.manual).toBeGreaterThanOrEqual(result.accepted);
    expect(counts!.afterRestart).toBeGreaterThan(0);
    expect(counts!.buddyAfterRestart).toBeGreaterThan(0);
    expect(counts!.activeBuddies).toBe(0);
    // Exactly one order per won auction.
    expect(counts!.orders).toBe(counts!.ended);
    const [opened] = await queryRows<{ endTime: string }>(db, sql`select end_time as "endTime" from products where id = ${later}`);
    expect(toDate(opened!.endTime).getTime()).toBeGreaterThan(killedAt.getTime());
  }, 150_000);
});
