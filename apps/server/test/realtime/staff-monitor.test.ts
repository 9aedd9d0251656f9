// The staff console's live monitor over the staff namespace of the socket: only owners and
// operators get in (no token, a shopper's token and a support account are refused with the staff
// calls' texts), and the pushed snapshots follow the running auctions as bids land.
import {
  monitorSnapshotSchema,
  SOCKET_PATH,
  STAFF_MONITOR_EVENT,
  STAFF_SOCKET_NAMESPACE,
  type MonitorAuction,
  type MonitorSnapshot,
} from '@blitz/contract';
import { io, type Socket } from 'socket.io-client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bidsPerSecond } from '../../src/modules/staff/auctions/monitor';
import { postApi } from '../helpers/build-test-app';
import { databaseKinds } from '../helpers/test-database';
import { createAuction, createBidder } from '../modules/auctions/auction-fixtures';
import { createStaff, type TestStaff } from '../modules/staff/staff-helpers';
import { useSocketApp } from './socket-app';

describe.each(databaseKinds)('staff live monitor on %s', (kind) => {
  const socketApp = useSocketApp({ kind, seed: false });
  const { t, connect } = socketApp;
  let operator: TestStaff;
  let support: TestStaff;
  const sockets: Socket[] = [];

  const staffSocket = (auth: Record<string, unknown>) => {
    const socket = io(`${socketApp.url}${STAFF_SOCKET_NAMESPACE}`, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      auth,
      reconnection: false,
    });
    sockets.push(socket);
    return socket;
  };
  const refusal = (auth: Record<string, unknown>) =>
    new Promise<string>((resolve, reject) => {
      const socket = staffSocket(auth);
      socket.once('connect', () => reject(new Error('connected')));
      socket.once('connect_error', (error) => resolve(error.message));
    });
  /** Resolves with the first snapshot in which `match` holds for the auction. */
  const snapshotWhere = (socket: Socket, id: number, match: (row: MonitorAuction) => boolean) =>
    new Promise<MonitorSnapshot>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no snapshot matched for auction ${id}`)), 8000);
      const listener = (raw: unknown) => {
        const parsed = monitorSnapshotSchema.parse(raw);
        const row = parsed.auctions.find((auction) => auction.id === id);
        if (row && match(row)) {
          clearTimeout(timer);
          socket.off(STAFF_MONITOR_EVENT, listener);
          resolve(parsed);
        }
      };
      socket.on(STAFF_MONITOR_EVENT, listener);
    });

  beforeAll(async () => {
    operator = await createStaff(t.app, `operator-${kind}@example.co.za`, 'operator');
    support = await createStaff(t.app, `support-${kind}@example.co.za`, 'support');
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  it('refuses a missing token, a shopper token and a support account', async () => {
    const shopper = await createBidder(t.app.db, t.config.jwtSecret);
    expect(await refusal({})).toBe('Auth failed');
    expect(await refusal({ staffToken: 'not a token' })).toBe('Auth failed');
    expect(await refusal({ staffToken: shopper.refreshToken })).toBe('No Permission');
    expect(await refusal({ staffToken: support.token })).toBe('No Permission');
  });

  it('pushes price, leader, bidders, buddies and watchers of the running auctions as they change', async () => {
    const [a, b] = [
      await createBidder(t.app.db, t.config.jwtSecret, { free: 10 }),
      await createBidder(t.app.db, t.config.jwtSecret, { free: 10 }),
    ];
    const running = await createAuction(t.app.db, { priceCents: 1000, endsIn: 120 });
    const upcoming = await createAuction(t.app.db, { status: 'Not Started' });
    await t.app.auctions.engine.placeBid(running, a.id);

    const watcher = await connect();
    expect(await watcher.emit('watch', { auctionIDs: [running] })).toEqual({ status: 'success' });

    const monitor = staffSocket({ staffToken: operator.token });
    const first = await snapshotWhere(monitor, running, (row) => row.watchers === 1);
    expect(first.auctions.some((auction) => auction.id === upcoming)).toBe(false);
    expect(first.auctions.find((auction) => auction.id === running)).toMatchObject({
      price: '10.10',
      leader: a.nickname,
      bidCount: 1,
      uniqueBidders: 1,
      activeBuddies: 0,
      watchers: 1,
    });

    await t.app.auctions.engine.placeBid(running, b.id);
    const buddy = await postApi(t.app, '/auction/bidBuddy', {
      refreshToken: a.refreshToken,
      lanIso: 'en',
      active: true,
      auctionID: running,
      buddyAmount: 3,
    });
    expect(buddy.statusCode).toBe(200);
    const after = await snapshotWhere(monitor, running, (row) => row.bidCount === 2 && row.activeBuddies === 1);
    const row = after.auctions.find((auction) => auction.id === running)!;
    expect(row).toMatchObject({ price: '10.20', leader: b.nickname, uniqueBidders: 2, activeBuddies: 1 });
    expect(row.bidsPerSecond).toBeGreaterThan(0);
    expect(Date.parse(row.endTime!)).toBeGreaterThan(Date.parse(after.serverTime));
  });

  it('counts bids per second over the window', () => {
    expect(bidsPerSecond(0)).toBe(0);
    expect(bidsPerSecond(25)).toBe(2.5);
    expect(bidsPerSecond(1)).toBe(0.1);
  });
});
