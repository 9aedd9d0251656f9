// The realtime gateway through real Socket.IO clients: authentication with the server clock, rooms
// of watched auctions, bids acknowledged then broadcast, balances, favourites to every connection
// of a user, and the error answers of SPEC.md section 8.
import { serverMessageSchema } from '@blitz/contract';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/test-database';
import { createAuction, createBidder, expire } from '../modules/auctions/auction-fixtures';
import { useSocketApp } from './socket-app';
import { settle } from './socket-client';

describe.each(databaseKinds)('realtime gateway on %s', (kind) => {
  const { t, connect, signedIn } = useSocketApp({ kind, seed: false });
  const bidder = (free = 5) => createBidder(t.app.db, t.config.jwtSecret, { free });

  it('authenticates with the server clock and pushes the balance and favourites', async () => {
    const user = await bidder(7);
    const client = await connect();
    const before = Date.now();
    const ack = await client.emit('auth', { nickname: user.nickname, bidToken: user.bidToken, refreshToken: user.refreshToken });
    expect(ack.status).toBe('success');
    expect(Math.abs((ack.serverTime ?? 0) - before)).toBeLessThan(5000);
    const count = await client.waitFor((m) => m.event === 'new-bids-count');
    expect(count).toEqual({ event: 'new-bids-count', status: 'success', data: { bids: 7, free: 7, paid: 0, hasWon: false } });
    await client.waitFor((m) => m.event === 'favorite-product');
    expect(await client.waitFor((m) => m.event === 'add-to-cart')).toEqual({
      event: 'add-to-cart',
      status: 'success',
      data: { cartItems: [] },
    });
    for (const message of client.messages) expect(serverMessageSchema.safeParse(message).success).toBe(true);
  });

  it('refuses a wrong bid token or refresh token with "Authentication failed"', async () => {
    const user = await bidder();
    const client = await connect();
    expect(await client.emit('auth', { nickname: user.nickname, bidToken: 'not-the-token', refreshToken: user.refreshToken })).toEqual({
      status: 'error',
      message: 'Authentication failed',
    });
    expect(await client.emit('auth', { nickname: user.nickname, bidToken: user.bidToken, refreshToken: 'garbage' })).toEqual({
      status: 'error',
      message: 'Authentication failed',
    });
    const ack = await client.emit('create-bid', { productID: await createAuction(t.app.db) });
    expect(ack).toEqual({ status: 'error', message: 'Sending Bid failed', reason: 'sign-in', requestId: expect.any(String) });
  });

  it('acknowledges a bid, then broadcasts it to watchers only, with the balance to the bidder', async () => {
    const user = await bidder(3);
    const id = await createAuction(t.app.db, { priceCents: 1000 });
    const bidderClient = await signedIn(user);
    const watcher = await connect();
    const elsewhere = await connect();
    expect(await watcher.emit('watch', { auctionIDs: [id] })).toEqual({ status: 'success' });
    expect(await elsewhere.emit('watch', { auctionIDs: [await createAuction(t.app.db)] })).toEqual({ status: 'success' });

    const ack = await bidderClient.emit('create-bid', { productID: id });
    expect(ack).toMatchObject({
      status: 'success',
      bids: 2,
      bid: { productID: id, bidAmount: '10.10', bidder: { nickname: user.nickname } },
    });
    const placed = await watcher.waitFor((m) => m.event === 'placed-bid');
    expect(placed.status === 'success' && placed.data).toEqual(ack.bid);
    await bidderClient.waitFor((m) => m.event === 'new-bids-count' && m.status === 'success' && m.data.bids === 2);
    const latest = await watcher.waitFor((m) => m.event === 'latest-bid');
    expect(latest).toMatchObject({ data: { bidAmount: '10.10', nickname: user.nickname, bidderLocation: 'Soweto' } });
    await settle();
    expect(elsewhere.messages.filter((m) => m.event === 'placed-bid')).toEqual([]);

    // After watching nothing, no more bids of this auction arrive.
    expect(await watcher.emit('watch', { auctionIDs: [] })).toEqual({ status: 'success' });
    const rival = await signedIn(await bidder());
    expect((await rival.emit('create-bid', { productID: id })).status).toBe('success');
    await settle();
    expect(watcher.messages.filter((m) => m.event === 'placed-bid')).toHaveLength(1);
  });

  it('answers refused bids with the reason and invalid payloads with "Invalid command"', async () => {
    const user = await bidder(1);
    const client = await signedIn(user);
    const id = await createAuction(t.app.db);
    expect((await client.emit('create-bid', { productID: id })).status).toBe('success');
    // Every bid's answer also carries the id of its log line (bid-log.test.ts).
    expect(await client.emit('create-bid', { productID: id })).toEqual({
      status: 'error',
      message: 'Sending Bid failed',
      reason: 'leading',
      requestId: expect.any(String),
    });
    expect(await client.emit('create-bid', { productID: 'x' as never })).toEqual({
      status: 'error',
      message: 'Invalid command',
      requestId: expect.any(String),
    });
    // An id past PostgreSQL's integer is bad input, not a failed database statement.
    expect(await client.emit('create-bid', { productID: 2 ** 31 })).toEqual({
      status: 'error',
      message: 'Invalid command',
      requestId: expect.any(String),
    });
    expect(await client.emit('watch', { auctionIDs: Array.from({ length: 500 }, (_, i) => i + 1) })).toEqual({
      status: 'error',
      message: 'Invalid command',
    });
  });

  it('tells watchers and the winner when the auction ends, with the won item in the cart', async () => {
    const user = await bidder();
    const id = await createAuction(t.app.db, { priceCents: 2500 });
    const client = await signedIn(user);
    const watcher = await connect();
    await watcher.emit('watch', { auctionIDs: [id] });
    await client.emit('create-bid', { productID: id });
    await expire(t.app.db, id);
    await t.app.auctions.broadcaster.tick(await t.app.auctions.engine.tick());
    // (The watch itself was answered with the auction's state then, Open: watch-snapshot.ts.)
    const state = await watcher.waitFor((m) => m.event === 'new-auction-state' && m.status === 'success' && m.data.status === 'Ended');
    expect(state).toMatchObject({ data: { productID: id, status: 'Ended', winner: { nickname: user.nickname } } });
    await client.waitFor((m) => m.event === 'won-auction' && m.status === 'success' && m.data.auctionID === id);
    const cart = await client.waitFor((m) => m.event === 'add-to-cart' && m.status === 'success' && m.data.cartItems.length > 0);
    expect(cart).toMatchObject({
      data: { cartItems: [{ type: 'auction', auctionId: id, amount: 25.1, bidAmount: '25.10', quantity: 1 }] },
    });
  });

  it('sends favourite changes to every connection of the user', async () => {
    const user = await bidder();
    const id = await createAuction(t.app.db);
    const first = await signedIn(user);
    const second = await signedIn(user);
    const ack = await first.emit('new-favorite-product', { productID: id, favorite: true });
    expect(ack).toEqual({ status: 'success', favoriteProducts: [id] });
    await second.waitFor((m) => m.event === 'favorite-product' && m.status === 'success' && m.data.favoriteProducts.includes(id));
    const anonymous = await connect();
    expect((await anonymous.emit('new-favorite-product', { productID: id, favorite: true })).status).toBe('error');
  });
});
