// The `add-to-cart` command through real Socket.IO clients of one user: bid pack lines set, changed
// and removed, a won item that still waits for payment taken out and put back, and the refusals
// (a pack that does not exist, an auction the user did not win, a payload without its id, an
// anonymous socket). Every change is acknowledged with the priced cart and pushed to the user's
// other connection.
import { DEFAULT_BID_PACKS, serverMessageSchema, type CartItem } from '@blitz/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { databaseKinds } from '../helpers/test-database';
import { createAuction, createBidder, expire, type Bidder } from '../modules/auctions/auction-fixtures';
import { useSocketApp } from './socket-app';
import type { TestClient } from './socket-client';

describe.each(databaseKinds)('add-to-cart on %s', (kind) => {
  const socketApp = useSocketApp({ kind, seed: false });
  const { t, connect } = socketApp;
  let packId: number;
  /** A client signed in as the user, its first cart push received. */
  const signedIn = async (user: Bidder) => {
    const client = await socketApp.signedIn(user);
    await client.waitFor((m) => m.event === 'add-to-cart');
    return client;
  };
  /** The next add-to-cart push after the ones already seen. */
  const nextPush = async (client: TestClient) => {
    const seen = client.messages.filter((m) => m.event === 'add-to-cart').length;
    await client.waitFor((m) => m.event === 'add-to-cart' && client.messages.filter((x) => x.event === 'add-to-cart').length > seen);
    const last = serverMessageSchema.parse(client.messages.filter((m) => m.event === 'add-to-cart').at(-1));
    if (last.event !== 'add-to-cart' || last.status !== 'success') throw new Error(`expected a cart, got ${JSON.stringify(last)}`);
    return last.data.cartItems as CartItem[];
  };

  beforeAll(async () => {
    const pack = DEFAULT_BID_PACKS[1]!;
    const [row] = await queryRows<{ id: number }>(
      t.app.db,
      sql`insert into bid_packs (bids, price_cents, position) values (${pack.bids}, ${pack.priceCents}, 0) returning id`,
    );
    packId = Number(row!.id);
  });

  it('sets, changes and removes a bid pack line, and the other window of the user hears each change', async () => {
    const user = await createBidder(t.app.db, t.config.jwtSecret);
    const [phone, laptop] = [await signedIn(user), await signedIn(user)];
    const pushed = nextPush(laptop);
    const ack = await phone.emit('add-to-cart', { type: 'bids', productId: packId, quantity: 2 });
    const line = {
      type: 'bids',
      productId: packId,
      quantity: 2,
      name: `${DEFAULT_BID_PACKS[1]!.bids} Blitz`,
      amount: (2 * DEFAULT_BID_PACKS[1]!.priceCents) / 100,
    };
    expect(ack).toEqual({ status: 'success', cartItems: [line] });
    expect(await pushed).toEqual([line]);

    const changedPush = nextPush(laptop);
    const changed = await phone.emit('add-to-cart', { type: 'bids', productId: packId, quantity: 1 });
    expect(changed.cartItems).toEqual([{ ...line, quantity: 1, amount: DEFAULT_BID_PACKS[1]!.priceCents / 100 }]);
    expect(await changedPush).toEqual(changed.cartItems);

    const removed = nextPush(laptop);
    expect(await phone.emit('add-to-cart', { type: 'bids', productId: packId, remove: true })).toEqual({
      status: 'success',
      cartItems: [],
    });
    expect(await removed).toEqual([]);
  });

  it('takes a won item out of the cart and puts it back, but never an auction the user did not win', async () => {
    const winner = await createBidder(t.app.db, t.config.jwtSecret, { free: 3 });
    const loser = await createBidder(t.app.db, t.config.jwtSecret, { free: 3 });
    const won = await createAuction(t.app.db, { priceCents: 1500 });
    await t.app.auctions.engine.placeBid(won, winner.id);
    await expire(t.app.db, won);
    await t.app.auctions.engine.tick();

    const client = await signedIn(winner);
    const out = await client.emit('add-to-cart', { type: 'auction', auctionId: won, remove: true });
    expect(out).toEqual({ status: 'success', cartItems: [] });
    const back = await client.emit('add-to-cart', { type: 'auction', auctionId: won });
    expect(back.status).toBe('success');
    expect(back.cartItems).toEqual([expect.objectContaining({ type: 'auction', auctionId: won, amount: 15.1, bidAmount: '15.10' })]);

    const other = await signedIn(loser);
    expect(await other.emit('add-to-cart', { type: 'auction', auctionId: won })).toEqual({ status: 'error', message: 'No data found' });
    const [rows] = await queryRows<{ n: number }>(t.app.db, sql`select count(*)::int as n from cart_items where user_id = ${loser.id}`);
    expect(Number(rows!.n)).toBe(0);
  });

  it('refuses unknown packs, payloads without their id, bad payloads and anonymous sockets', async () => {
    const user = await createBidder(t.app.db, t.config.jwtSecret);
    const client = await signedIn(user);
    expect(await client.emit('add-to-cart', { type: 'bids', productId: packId + 1000 })).toEqual({
      status: 'error',
      message: 'No data found',
    });
    expect(await client.emit('add-to-cart', { type: 'bids' })).toEqual({ status: 'error', message: 'Invalid command' });
    expect(await client.emit('add-to-cart', { type: 'auction', productId: packId })).toEqual({
      status: 'error',
      message: 'Invalid command',
    });
    expect(await client.emit('add-to-cart', { type: 'bids', productId: packId, quantity: 0 } as never)).toEqual({
      status: 'error',
      message: 'Invalid command',
    });
    expect(await client.emit('add-to-cart', 'everything' as never)).toEqual({ status: 'error', message: 'Invalid command' });
    const anonymous = await connect();
    expect(await anonymous.emit('add-to-cart', { type: 'bids', productId: packId })).toEqual({
      status: 'error',
      message: 'Authentication failed',
    });
  });
});
