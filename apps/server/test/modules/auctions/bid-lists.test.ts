// /bids/active and /bids/history: the signed-in bidder's running auctions (with their buddy) and
// every auction they bid on, with each filter, sort and page, 204 when empty, 401 without a session.
import { bidHistorySchema, shortProductListSchema } from '@blitz/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client';
import { postApi, postAs } from '../../helpers/build-test-app';
import { useTestApp } from '../../helpers/use-test-app';
import { databaseKinds } from '../../helpers/test-database';
import { createAuction, createBidder, expire, type Bidder } from './auction-fixtures';

describe.each(databaseKinds)('bid lists on %s', (kind) => {
  const t = useTestApp({ kind, seed: false });
  let db: Database;
  let me: Bidder;
  let rival: Bidder;
  let won: number;
  let lost: number;
  let running: number;
  let buddyOnly: number;
  const history = (body: Record<string, unknown> = {}) => postAs(t.app, me, '/bids/history', { pageNumber: 1, pageSize: 10, ...body });
  const ids = (response: { statusCode: number; json(): unknown }) =>
    response.statusCode === 204 ? [] : bidHistorySchema.parse(response.json()).previousBids.map((b) => b.auctionID);

  beforeAll(async () => {
    db = t.app.db;
    me = await createBidder(db, t.config.jwtSecret, { free: 20 });
    rival = await createBidder(db, t.config.jwtSecret, { free: 20 });
    const engine = t.app.auctions.engine;
    won = await createAuction(db, { priceCents: 5000 });
    lost = await createAuction(db, { priceCents: 100 });
    running = await createAuction(db, { priceCents: 2000 });
    buddyOnly = await createAuction(db);
    // An older bid on `won`, so sorting by newest has something to order: written as the bid write
    // would have three days ago (a recorded bid cannot be moved in time afterwards).
    await db.execute(sql`insert into bids (product_id, user_id, amount_cents, placed_at, paid)
      select p.id, ${me.id}, p.current_price_cents + p.bid_increment_cents, now() - interval '3 days', false from products p where p.id = ${won}`);
    await db.execute(sql`update products set leader_id = ${me.id}, bid_count = bid_count + 1,
      current_price_cents = current_price_cents + bid_increment_cents where id = ${won}`);
    await engine.placeBid(lost, me.id);
    await engine.placeBid(lost, rival.id);
    await engine.placeBid(running, me.id);
    await expire(db, won);
    await expire(db, lost);
    await engine.tick();
    await postApi(t.app, '/auction/bidBuddy', { refreshToken: me.refreshToken, active: true, auctionID: buddyOnly, buddyAmount: 2 });
  });

  it('lists running auctions the user bid on or has a buddy on, with the buddy', async () => {
    const response = await postApi(t.app, '/bids/active', { refreshToken: me.refreshToken });
    expect(response.statusCode).toBe(200);
    const list = shortProductListSchema.parse(response.json());
    expect(list.map((p) => p.id).sort()).toEqual([running, buddyOnly].sort());
    expect(list.find((p) => p.id === buddyOnly)).toMatchObject({ activeBuddy: true, currentBidBuddyAmount: 2 });
    const fresh = await createBidder(db, t.config.jwtSecret);
    expect((await postApi(t.app, '/bids/active', { refreshToken: fresh.refreshToken })).statusCode).toBe(204);
    expect((await postApi(t.app, '/bids/active', {})).statusCode).toBe(401);
  });

  it('lists every auction bid on, newest first, with the winner', async () => {
    const response = await history();
    expect(response.statusCode).toBe(200);
    const page = bidHistorySchema.parse(response.json());
    expect(page.totalProducts).toBe(3);
    expect(page.previousBids.map((b) => b.auctionID)).toEqual([running, lost, won]);
    expect(page.previousBids.find((b) => b.auctionID === won)!.winner).toBe(me.nickname);
    expect(page.previousBids.find((b) => b.auctionID === lost)!.winner).toBe(rival.nickname);
    expect(page.previousBids.find((b) => b.auctionID === running)!.winner).toBe('');
  });

  it('filters by status, winner, auction, price and date; sorts by price; pages', async () => {
    expect(ids(await history({ status: ['Ended'] })).sort()).toEqual([won, lost].sort());
    expect(ids(await history({ wonBy: me.nickname.toLowerCase() }))).toEqual([won]);
    expect(ids(await history({ auction: [lost] }))).toEqual([lost]);
    expect(ids(await history({ minPrice: 10, maxPrice: 30 }))).toEqual([running]);
    // A bound past every price (past the database's bigint in cents) is a filter, not an error.
    expect(ids(await history({ maxPrice: 92233720368547760 })).sort()).toEqual([won, lost, running].sort());
    expect(ids(await history({ sort: 'prAsc' }))).toEqual([lost, running, won]);
    expect(ids(await history({ sort: 'prDesc' }))).toEqual([won, running, lost]);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Johannesburg' });
    expect(ids(await history({ minDate: today })).sort()).toEqual([running, lost].sort());
    expect(ids(await history({ maxDate: '2000-01-01' }))).toEqual([]);
    const second = await history({ pageNumber: 2, pageSize: 2 });
    expect(bidHistorySchema.parse(second.json())).toMatchObject({ totalProducts: 3 });
    expect(ids(second)).toEqual([won]);
  });

  it('answers 204 when nothing matches and 400 for a bad filter', async () => {
    expect((await history({ status: ['Closed'] })).statusCode).toBe(204);
    expect((await history({ minPrice: 92233720368547760 })).statusCode).toBe(204);
    expect((await history({ minDate: 'yesterday' })).statusCode).toBe(400);
  });
});
