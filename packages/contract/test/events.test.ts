import { describe, expect, expectTypeOf, it } from 'vitest';
import { CLIENT_EVENT_NAMES, SERVER_EVENT_NAMES, handshakeAuthSchema, serverMessageSchema, socketEvents } from '../src/index';
import type { ClientToServerEvents, ServerMessage } from '../src/index';
import { placedBid } from './fixtures';

const c = socketEvents.clientToServer;

describe('client-to-server events', () => {
  it('names the commands of SPEC.md section 7 and watch', () => {
    expect([...CLIENT_EVENT_NAMES].sort()).toEqual(
      ['add-to-cart', 'auth', 'create-bid', 'new-favorite-product', 'test-emit', 'watch'].sort(),
    );
  });

  it('checks auth payloads and acks', () => {
    expect(c.auth.payload.safeParse({ nickname: 'n', bidToken: 'b', refreshToken: 'r' }).success).toBe(true);
    expect(c.auth.payload.safeParse({ nickname: 'n', bidToken: 'b' }).success).toBe(false);
    expect(c.auth.ack.safeParse({ status: 'success', serverTime: Date.now() }).success).toBe(true);
    expect(c.auth.ack.safeParse({ status: 'error', message: 'Time not synced' }).success).toBe(true);
    expect(c.auth.ack.safeParse({ status: 200 }).success).toBe(false);
  });

  it('checks bid, favourite, cart and watch payloads', () => {
    expect(c['create-bid'].payload.safeParse({ productID: 7 }).success).toBe(true);
    expect(c['create-bid'].payload.safeParse({ productID: -7 }).success).toBe(false);
    expect(c['new-favorite-product'].payload.safeParse({ productID: 7, favorite: true }).success).toBe(true);
    expect(c['new-favorite-product'].payload.safeParse({ productID: 7 }).success).toBe(false);
    expect(c['add-to-cart'].payload.safeParse({ type: 'bids', productId: 1, quantity: 2 }).success).toBe(true);
    expect(c['add-to-cart'].payload.safeParse({ type: 'bids', quantity: 0 }).success).toBe(false);
    expect(c.watch.payload.safeParse({ auctionIDs: [1, 2] }).success).toBe(true);
    expect(c.watch.payload.safeParse({ auctionIDs: ['1'] }).success).toBe(false);
    expect(c.watch.payload.safeParse({ auctionIDs: Array(201).fill(1) }).success).toBe(false);
  });

  it('accepts anything for test-emit', () => {
    expect(c['test-emit'].payload.safeParse(undefined).success).toBe(true);
  });

  it('reads the handshake device id', () => {
    expect(handshakeAuthSchema.parse({ deviceId: 'd-1' })).toEqual({ deviceId: 'd-1' });
  });
});

describe('server-to-client messages', () => {
  it('names the pushes of SPEC.md section 7', () => {
    expect([...SERVER_EVENT_NAMES].sort()).toEqual(
      [
        'add-to-cart',
        'favorite-product',
        'latest-bid',
        'new-auction-state',
        'new-bids-count',
        'new-reward',
        'placed-bid',
        'won-auction',
      ].sort(),
    );
  });

  const good: ServerMessage[] = [
    { event: 'placed-bid', status: 'success', data: { ...placedBid, endTime: '2025-02-15T08:00:15Z' } },
    { event: 'new-bids-count', status: 'success', data: { bids: 41 } },
    { event: 'new-auction-state', status: 'success', data: { productID: 7, status: 'Ended' } },
    { event: 'favorite-product', status: 'success', data: { favoriteProducts: [7, 9] } },
    { event: 'new-reward', status: 'success', data: { reward: { bids: 1, type: 'dailyCheckIn' } } },
    {
      event: 'latest-bid',
      status: 'success',
      data: { bidAmount: '1.20', bidderLocation: null, nickname: 'Bo', productImage: null },
    },
    { event: 'add-to-cart', status: 'success', data: { cartItems: [] } },
    { event: 'won-auction', status: 'success', data: { auctionID: 7 } },
    { event: 'add-to-cart', status: 'error', message: 'Invalid command' },
  ];

  it.each(good.map((m) => [m.event, m.status, m]))('accepts %s (%s)', (_e, _s, message) => {
    expect(serverMessageSchema.parse(message)).toEqual(message);
  });

  it.each([
    ['an unknown event', { event: 'bid', status: 'success', data: {} }],
    ['data of another event', { event: 'won-auction', status: 'success', data: { bids: 1 } }],
    ['a bad auction status', { event: 'new-auction-state', status: 'success', data: { productID: 7, status: 'Done' } }],
    ['an error without message', { event: 'placed-bid', status: 'error' }],
    ['a placed bid without end time', { event: 'placed-bid', status: 'success', data: placedBid }],
  ])('rejects %s', (_label, message) => {
    expect(serverMessageSchema.safeParse(message).success).toBe(false);
  });

  it('types Socket.IO event maps', () => {
    expectTypeOf<Parameters<ClientToServerEvents['create-bid']>[0]>().toEqualTypeOf<{
      productID: number;
    }>();
  });
});
