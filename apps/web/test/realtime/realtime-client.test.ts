// @vitest-environment node
// The realtime client against a real Socket.IO server on loopback: signing in after every
// (re)connect, the clock check, the watched set, pushes, commands and their time-out, and the
// first-connect attempts.
import { ERROR_MESSAGES, SOCKET_CHANNEL } from '@blitz/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RealtimeClient, type RealtimeClientOptions } from '../../src/lib/realtime/realtime-client';
import { eventually, startFakeGateway, type FakeGateway } from './fake-gateway';

vi.setConfig({ testTimeout: 15_000 });

const credentials = { nickname: 'Thandi', bidToken: 'bid-1', refreshToken: 'refresh-1' };
const bid = {
  productID: 7,
  bidAmount: '1.30',
  date: '2025-03-01T10:00:05.000Z',
  bidder: { nickname: 'Thandi', profileImage: null },
  endTime: '2025-03-01T10:00:15.000Z',
};

let gateway: FakeGateway | null = null;
let client: RealtimeClient | null = null;

afterEach(async () => {
  client?.stop();
  client = null;
  await gateway?.close();
  gateway = null;
});

async function setup(options: Partial<RealtimeClientOptions> = {}, signedIn = true) {
  gateway = await startFakeGateway();
  client = new RealtimeClient({
    url: gateway.url,
    deviceId: () => 'device-123',
    watchDebounceMs: 10,
    policy: { reconnectDelayMs: () => 50, firstConnectDelayMs: 20, ackTimeoutMs: 1500 },
    ...options,
  });
  if (signedIn) client.setCredentials(credentials);
  client.start();
  return { gateway, client };
}

describe('RealtimeClient', () => {
  it('signs in right after connecting, keeps the clock offset and takes the pushed balance and favourites', async () => {
    const { gateway: server, client: realtime } = await setup({ now: () => Date.now() - 2000 });
    server.handlers.auth = (_payload, socket) => {
      setImmediate(() => {
        socket.emit(SOCKET_CHANNEL, { event: 'new-bids-count', status: 'success', data: { bids: 12 } });
        socket.emit(SOCKET_CHANNEL, { event: 'favorite-product', status: 'success', data: { favoriteProducts: [3, 9] } });
      });
      return { status: 'success', serverTime: Date.now() };
    };
    await eventually(() => expect(realtime.store.getState().favourites).toEqual(new Set([3, 9])));
    expect(server.eventsOf('auth')).toEqual([credentials]);
    expect(server.deviceIds).toEqual(['device-123']);
    const state = realtime.store.getState();
    expect(state.authenticated).toBe(true);
    expect(state.balance).toBe(12);
    // The device clock runs 2 s behind the server's: inside the 5 s tolerance, kept as the offset.
    expect(state.clockOffsetMs).toBeGreaterThanOrEqual(1900);
    expect(state.clockOffsetMs).toBeLessThan(2500);
  });

  it('refuses a server clock more than 5 s away: time-not-synced, not signed in', async () => {
    const { client: realtime } = await setup({ now: () => Date.now() + 6000 });
    await eventually(() => expect(realtime.store.getState().alert).toBe('time-not-synced'));
    expect(realtime.store.getState().authenticated).toBe(false);
  });

  it('raises auth-failed when the server refuses the credentials', async () => {
    gateway = await startFakeGateway();
    gateway.handlers.auth = () => ({ status: 'error', message: ERROR_MESSAGES.AUTHENTICATION_FAILED });
    client = new RealtimeClient({ url: gateway.url });
    client.setCredentials(credentials);
    client.start();
    const realtime = client;
    await eventually(() => expect(realtime.store.getState().alert).toBe('auth-failed'));
  });

  it('signs in again and watches the same auctions after every reconnect', async () => {
    const { gateway: server, client: realtime } = await setup();
    const release = realtime.watches.add([7, 8]);
    await eventually(() => expect(server.eventsOf('watch')).toEqual([{ auctionIDs: [7, 8] }]));
    expect(server.eventsOf('auth')).toHaveLength(1);

    server.io.disconnectSockets(true);
    await eventually(() => expect(server.eventsOf('auth')).toHaveLength(2));
    await eventually(() => expect(server.eventsOf('watch')).toEqual([{ auctionIDs: [7, 8] }, { auctionIDs: [7, 8] }]));
    expect(realtime.store.getState().connection).toBe('connected');
    expect(server.deviceIds).toEqual(['device-123', 'device-123']);

    release();
    await eventually(() => expect(server.eventsOf('watch').at(-1)).toEqual({ auctionIDs: [] }));
  });

  it('connects visitors without signing in, and they can watch', async () => {
    const { gateway: server, client: realtime } = await setup({}, false);
    realtime.watches.add([5]);
    await eventually(() => expect(server.eventsOf('watch')).toEqual([{ auctionIDs: [5] }]));
    expect(server.eventsOf('auth')).toEqual([]);
    server.push({ event: 'placed-bid', status: 'success', data: { ...bid, productID: 5 } });
    await eventually(() => expect(realtime.store.getState().auctions.get(5)?.bids[0]?.bidAmount).toBe('1.30'));
  });

  it('places a bid: success updates the auction and the balance, a refusal carries its reason', async () => {
    const { gateway: server, client: realtime } = await setup();
    await eventually(() => expect(realtime.store.getState().authenticated).toBe(true));
    server.handlers['create-bid'] = () => ({ status: 'success', bid, bids: 41 });
    const ack = await realtime.placeBid(7);
    expect(ack.status).toBe('success');
    expect(server.eventsOf('create-bid')).toEqual([{ productID: 7 }]);
    const state = realtime.store.getState();
    expect(state.balance).toBe(41);
    expect(state.auctions.get(7)).toMatchObject({ status: 'Open', endTime: bid.endTime, bids: [{ bidAmount: '1.30' }] });

    server.handlers['create-bid'] = () => ({ status: 'error', message: ERROR_MESSAGES.SENDING_BID_FAILED, reason: 'leading' });
    expect(await realtime.placeBid(7)).toEqual({ status: 'error', message: 'Sending Bid failed', reason: 'leading' });
  });

  it("waits for the sign-in's answer before a bid: the server runs a connection's commands side by side", async () => {
    gateway = await startFakeGateway();
    const server = gateway;
    let signedIn = false;
    let answerSignIn = () => {};
    server.handlers.auth = () =>
      new Promise((resolve) => {
        answerSignIn = () => {
          signedIn = true;
          resolve({ status: 'success', serverTime: Date.now() });
        };
      });
    server.handlers['create-bid'] = () =>
      signedIn ? { status: 'success', bid, bids: 40 } : { status: 'error', message: ERROR_MESSAGES.SENDING_BID_FAILED, reason: 'sign-in' };
    client = new RealtimeClient({
      url: server.url,
      deviceId: () => 'device-123',
      policy: { reconnectDelayMs: () => 50, firstConnectDelayMs: 20, ackTimeoutMs: 1500 },
    });
    client.setCredentials(credentials);
    client.start();
    await eventually(() => expect(server.eventsOf('auth')).toHaveLength(1));
    const placed = client.placeBid(7);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.eventsOf('create-bid')).toEqual([]);
    answerSignIn();
    expect((await placed).status).toBe('success');
  });

  it('sends a bid placed while the first connection is on its way once it is up and signed in', async () => {
    const { gateway: server, client: realtime } = await setup();
    server.handlers['create-bid'] = () => ({ status: 'success', bid, bids: 40 });
    expect(realtime.connected).toBe(false);
    const ack = await realtime.placeBid(7);
    expect(ack.status).toBe('success');
    expect(server.eventsOf('auth')).toEqual([credentials]);
    expect(server.eventsOf('create-bid')).toEqual([{ productID: 7 }]);
  });

  it('answers a bid at once as offline when no connection is on its way', async () => {
    client = new RealtimeClient({ policy: { ackTimeoutMs: 1500 } });
    const started = Date.now();
    expect(await client.placeBid(7)).toEqual({ status: 'error', message: ERROR_MESSAGES.NETWORK_ERROR });
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('opens the Network Timeout alert when an acknowledgement does not come in time', async () => {
    const { gateway: server, client: realtime } = await setup({ policy: { ackTimeoutMs: 200 } });
    await eventually(() => expect(realtime.store.getState().authenticated).toBe(true));
    server.handlers['create-bid'] = () => undefined;
    const ack = await realtime.placeBid(7);
    expect(ack).toEqual({ status: 'error', message: 'Network Timeout' });
    expect(realtime.store.getState().alert).toBe('ack-timeout');
  });

  it('marks a favourite at once, keeps the server answer, and undoes it on refusal', async () => {
    const { gateway: server, client: realtime } = await setup();
    await eventually(() => expect(realtime.store.getState().authenticated).toBe(true));
    server.handlers['new-favorite-product'] = () => ({ status: 'success', favoriteProducts: [4, 11] });
    const pending = realtime.setFavourite(11, true);
    expect(realtime.store.getState().favourites?.has(11)).toBe(true);
    await pending;
    expect(realtime.store.getState().favourites).toEqual(new Set([4, 11]));

    server.handlers['new-favorite-product'] = () => ({ status: 'error', message: 'No data found' });
    expect((await realtime.setFavourite(4, false)).status).toBe('error');
    expect(realtime.store.getState().favourites).toEqual(new Set([4, 11]));
    expect(server.eventsOf('new-favorite-product')).toEqual([
      { productID: 11, favorite: true },
      { productID: 4, favorite: false },
    ]);
  });

  it('ignores invalid pushes with a log line, empties the cart on an add-to-cart error and survives new-reward', async () => {
    const warn = vi.fn();
    const { gateway: server, client: realtime } = await setup({ logger: { warn } });
    await eventually(() => expect(realtime.store.getState().authenticated).toBe(true));
    server.push({
      event: 'add-to-cart',
      status: 'success',
      data: { cartItems: [{ amount: 12.5, type: 'auction', name: 'Kettle', auctionId: 7 }] },
    });
    await eventually(() => expect(realtime.store.getState().cartItems).toHaveLength(1));
    server.push({ event: 'placed-bid', status: 'success', data: { productID: 'seven' } });
    server.push({ event: 'new-reward', status: 'success', data: { reward: { bids: 1, type: 'dailyCheckIn' } } });
    server.push({ event: 'add-to-cart', status: 'error', message: 'Invalid command' });
    await eventually(() => expect(realtime.store.getState().cartItems).toEqual([]));
    expect(warn).toHaveBeenCalledWith('Invalid response format', expect.anything());
    expect(realtime.store.getState().auctions.size).toBe(0);
  });

  it('drops the signed-in connection when the user logs out', async () => {
    const { gateway: server, client: realtime } = await setup();
    await eventually(() => expect(realtime.store.getState().authenticated).toBe(true));
    realtime.store.setBalance(5);
    realtime.setCredentials(null);
    expect(realtime.store.getState().balance).toBeNull();
    await eventually(() => expect(server.deviceIds).toHaveLength(2));
    expect(server.eventsOf('auth')).toHaveLength(1);
  });
});

describe('first connection', () => {
  it('tries ten times, then gives up with an alert', async () => {
    gateway = await startFakeGateway({ refuseConnections: true });
    client = new RealtimeClient({ url: gateway.url, policy: { firstConnectDelayMs: 20 } });
    client.start();
    const realtime = client;
    await eventually(() => expect(realtime.store.getState().alert).toBe('gave-up'), 8000);
    expect(gateway.websocketAttempts).toBe(10);
    expect(realtime.store.getState().connection).toBe('failed');
  });
});
