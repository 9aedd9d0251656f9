// SIGTERM (a deploy) in the middle of a bid war: the server stops taking connections and
// commands, answers every bid it was processing, drops its sockets as a lost transport (so
// Socket.IO clients reconnect on their own) and exits 0 within its grace period. Every
// acknowledged bid is in the database and no bid is there without its acknowledgement; the
// clients come back, sign in again and bid on the next process. Needs PostgreSQL; with REDIS_URL
// (the server process inherits it) it runs as a node of several does, the Socket.IO Redis adapter
// quitting at the end. The same stop sent to the whole process group of `npm run start`, so that
// the server receives it once from the group and again from each wrapper passing it on, must not
// cut the drain short (it did: a bid committed and charged but never answered).
import { ERROR_MESSAGES, SOCKET_PATH, type ClientEventAck } from '@blitz/contract';
import { sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from '../../src/db/client';
import { checkAuctionInvariants, EMPTY_REPORT } from '../helpers/auction-invariants';
import { startServerProcess, type ServerProcess, type StartOptions } from '../helpers/server-process';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { createAuction, createBidder, type Bidder } from '../modules/auctions/auction-fixtures';

const JWT_SECRET = 'graceful-shutdown-secret-graceful-shutdown-0123456789';
/** server.ts's grace period: the process must be gone by then. */
const GRACE_MS = 10_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Tally {
  accepted: number;
  refusedByDrain: number;
  otherRefusals: number;
  /** Commands that got no answer, by the client's error: only those sent as the connection closed. */
  unanswered: Record<string, number>;
  disconnectReasons: string[];
}

async function connect(url: string, bidder: Bidder, tally: Tally): Promise<Socket> {
  const socket = io(url, { path: SOCKET_PATH, transports: ['websocket'], reconnectionDelay: 200, reconnectionDelayMax: 500 });
  socket.on('disconnect', (reason) => tally.disconnectReasons.push(reason));
  const auth = () =>
    socket.timeout(10_000).emitWithAck('auth', { nickname: bidder.nickname, bidToken: bidder.bidToken, refreshToken: bidder.refreshToken });
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  expect(((await auth()) as { status: string }).status).toBe('success');
  return socket;
}

/** Bids as fast as the answers come until the connection drops. */
async function bidUntilDisconnected(socket: Socket, auctionIds: number[], tally: Tally): Promise<void> {
  for (let i = 0; socket.connected; i += 1) {
    try {
      const ack = (await socket
        .timeout(10_000)
        .emitWithAck('create-bid', { productID: auctionIds[i % auctionIds.length]! })) as ClientEventAck<'create-bid'>;
      if (ack.status === 'success') tally.accepted += 1;
      else if (ack.message === ERROR_MESSAGES.NETWORK_ERROR) tally.refusedByDrain += 1;
      else tally.otherRefusals += 1;
    } catch (error) {
      const kind = error instanceof Error ? error.message : String(error);
      tally.unanswered[kind] = (tally.unanswered[kind] ?? 0) + 1;
    }
    await sleep(5 + Math.random() * 20);
  }
}

describe.runIf(process.env.DATABASE_URL)('a server sent SIGTERM during a bid war', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let server: ServerProcess | undefined;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    handle = await openDatabase({ databaseUrl: database.databaseUrl, dataDir: 'memory://' });
  }, 90_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server?.kill('SIGKILL');
    await handle?.close();
    await database?.drop();
  });

  /** A bid war of 30 clients on 3 auctions, then SIGTERM: every bid taken is answered and committed, no other. */
  async function warThenStop(options: StartOptions) {
    const db = handle.db;
    // The previous case's clients and server go first.
    for (const socket of sockets.splice(0)) socket.close();
    await server?.kill('SIGKILL');
    server = await startServerProcess({ DATABASE_URL: database.databaseUrl!, JWT_SECRET }, undefined, options);
    const bidders: Bidder[] = [];
    for (let i = 0; i < 30; i += 1) bidders.push(await createBidder(db, JWT_SECRET, { free: 500 }));
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) ids.push(await createAuction(db, { endsIn: 60, auctionTimer: 30 }));

    const tally: Tally = { accepted: 0, refusedByDrain: 0, otherRefusals: 0, unanswered: {}, disconnectReasons: [] };
    const clients = await Promise.all(bidders.map((bidder) => connect(server!.url, bidder, tally)));
    sockets.push(...clients);
    const war = Promise.all(clients.map((socket) => bidUntilDisconnected(socket, ids, tally)));
    await sleep(1500);

    const port = server!.port;
    const signalled = Date.now();
    const code = await server!.kill('SIGTERM');
    const tookMs = Date.now() - signalled;
    await war;

    expect(code, server!.output().slice(-3000)).toBe(0);
    expect(tookMs).toBeLessThan(GRACE_MS);
    // No command waited for an answer in vain: the only unanswered ones were still on the wire when
    // the connection closed (the server never took them), and every connection was dropped as a
    // transport Socket.IO reconnects.
    expect(Object.keys(tally.unanswered).filter((kind) => kind !== 'socket has been disconnected')).toEqual([]);
    expect(tally.accepted).toBeGreaterThan(30);
    expect(tally.disconnectReasons).toHaveLength(bidders.length);
    expect(new Set(tally.disconnectReasons)).toEqual(new Set(['transport close']));
    // Each bid the server took was committed and acknowledged: as many bids as acknowledgements.
    const [row] = await queryRows<{ manual: number }>(
      db,
      sql`select count(*)::int as manual from bids where not via_buddy and product_id in (${sql.join(ids, sql`, `)})`,
    );
    expect(row!.manual).toBe(tally.accepted);
    expect(await checkAuctionInvariants(db, ids)).toEqual(EMPTY_REPORT);
    return { port, bidders, clients, ids };
  }

  it('answers the bids in flight, drops its sockets for a reconnect and exits in time', async () => {
    const { port, bidders, clients: sockets, ids } = await warThenStop({});

    // The next process on the same address: every client is back, signs in again and bids.
    server = await startServerProcess({ DATABASE_URL: database.databaseUrl!, JWT_SECRET }, port);
    await Promise.all(
      sockets.map((socket) => (socket.connected ? undefined : new Promise((resolve) => socket.once('connect', () => resolve(undefined))))),
    );
    const acks = await Promise.all(
      sockets.map(async (socket, i) => {
        const bidder = bidders[i]!;
        const auth = (await socket.timeout(10_000).emitWithAck('auth', {
          nickname: bidder.nickname,
          bidToken: bidder.bidToken,
          refreshToken: bidder.refreshToken,
        })) as { status: string };
        return auth.status;
      }),
    );
    expect(new Set(acks)).toEqual(new Set(['success']));
    const again = (await sockets[0]!.timeout(10_000).emitWithAck('create-bid', { productID: ids[0]! })) as ClientEventAck<'create-bid'>;
    expect(again.status === 'success' || again.reason === 'leading').toBe(true);
  }, 120_000);

  it('does the same when the stop reaches the whole process group of `npm run start`', async () => {
    await warThenStop({ group: true });
  }, 120_000);
});
