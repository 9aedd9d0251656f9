// Two server processes on one PostgreSQL and one Redis: bids go to both, a watcher on node A sees
// every bid, including those placed on node B, and the final state passes the engine's checks
// (each auction finished once, by whichever node's scheduler got there first).
import { SOCKET_CHANNEL, SOCKET_PATH, type ServerMessage } from '@blitz/contract';
import { sql } from 'drizzle-orm';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centsToWire } from '@blitz/contract';
import { openDatabase, queryRows, type DatabaseHandle } from '../../src/db/client';
import { setBuddy } from '../../src/modules/auctions/buddy-service';
import { checkAuctionInvariants, EMPTY_REPORT } from '../helpers/auction-invariants';
import { simulateBidders } from '../helpers/bidding-simulation';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { createAuction, createBidder } from '../modules/auctions/auction-fixtures';
import { waitUntilFinished } from './wait-until-finished';

const JWT_SECRET = 'multi-node-secret-multi-node-secret-0123456789';

describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)('two nodes on one PostgreSQL and one Redis', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let nodes: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const env = { DATABASE_URL: database.databaseUrl!, REDIS_URL: process.env.REDIS_URL!, JWT_SECRET };
    nodes = [await startServerProcess(env)];
    nodes.push(await startServerProcess(env));
    handle = await openDatabase({ databaseUrl: database.databaseUrl, dataDir: 'memory://' });
  }, 120_000);
  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.kill()));
    await handle?.close();
    await database?.drop();
  });

  it('fans bids out between nodes and finishes every auction exactly once', async () => {
    const db = handle.db;
    const bidders = [];
    for (let i = 0; i < 40; i += 1) bidders.push(await createBidder(db, JWT_SECRET, { free: 40 }));
    const ids: number[] = [];
    for (let i = 0; i < 4; i += 1) ids.push(await createAuction(db, { endsIn: 5 + i, auctionTimer: 3 }));
    for (let i = 0; i < 4; i += 1) await setBuddy(db, { userId: bidders[i]!.id, auctionId: ids[i]!, active: true, amount: 3 });

    const [nodeA, nodeB] = nodes as [ServerProcess, ServerProcess];
    const watcher = io(nodeA.url, { path: SOCKET_PATH, transports: ['websocket'] });
    // Every accepted bid the watcher was told of, with the message, so that one the database does not
    // hold can be told apart (which auction, bidder and time).
    const seen = new Map<string, unknown>();
    watcher.on(SOCKET_CHANNEL, (message: ServerMessage) => {
      if (message.event === 'placed-bid' && message.status === 'success')
        seen.set(`${message.data.productID}:${message.data.bidAmount}`, { ...message.data, receivedAt: new Date().toISOString() });
    });
    await new Promise<void>((resolve) => watcher.once('connect', () => resolve()));
    await watcher.timeout(10_000).emitWithAck('watch', { auctionIDs: ids });

    // Every bidder on node B: whatever the watcher sees came through Redis.
    const onB = await simulateBidders({ urls: [nodeB.url], bidders: bidders.slice(0, 20), auctionIds: ids, durationMs: 3000 });
    expect(onB.accepted).toBeGreaterThan(0);
    const result = await simulateBidders({ urls: [nodeA.url, nodeB.url], bidders, auctionIds: ids, durationMs: 5000 });
    expect(result.failures).toBe(0);
    await waitUntilFinished(db, ids, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    watcher.close();

    expect(await checkAuctionInvariants(db, ids)).toEqual(EMPTY_REPORT);
    const bids = await queryRows<{ productId: number; cents: number }>(
      db,
      sql`select product_id as "productId", amount_cents::float8 as cents from bids`,
    );
    const expected = new Set(bids.map((bid) => `${bid.productId}:${centsToWire(bid.cents)}`));
    expect([...expected].filter((key) => !seen.has(key))).toEqual([]);
    // No bid announced that the database does not hold.
    expect([...seen].filter(([key]) => !expected.has(key))).toEqual([]);
    const [orders] = await queryRows<{ orders: number; ended: number }>(
      db,
      sql`select (select count(*)::int from order_items) as orders, (select count(*)::int from products where status = 'Ended') as ended`,
    );
    expect(orders!.orders).toBe(orders!.ended);
    expect(orders!.ended).toBe(ids.length);
  }, 150_000);
});
