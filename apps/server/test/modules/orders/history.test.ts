// /orders/history: the signed-in user's order items (orders of won auctions, created by the engine),
// with every filter, sort and page of SPEC.md section 7, the status filter options, 204 when the
// page is empty, 400 for a bad body and 401 without a session.
import { orderHistorySchema } from '@blitz/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../../src/db/client';
import { postApi, postAs } from '../../helpers/build-test-app';
import { useTestApp } from '../../helpers/use-test-app';
import { databaseKinds } from '../../helpers/test-database';
import { createAuction, createBidder, expire, type Bidder } from '../auctions/auction-fixtures';

describe.each(databaseKinds)('order history on %s', (kind) => {
  const t = useTestApp({ kind, seed: false });
  let db: Database;
  let me: Bidder;
  // Won by me: paid 5 days ago, shipped 10 days ago, awaiting payment with 30 hours and 7 days left.
  let paid: number;
  let shipped: number;
  let dueSoon: number;
  let dueLater: number;
  const history = (body: Record<string, unknown> = {}) => postAs(t.app, me, '/orders/history', { pageNumber: 1, pageSize: 10, ...body });
  const ids = (response: { statusCode: number; json(): unknown }) =>
    response.statusCode === 204 ? [] : orderHistorySchema.parse(response.json()).orders.map((o) => o.auctionId);
  const sorted = (list: unknown[]) => [...list].sort();

  async function orderOf(auctionId: number): Promise<number> {
    const [row] = await queryRows<{ id: number }>(db, sql`select order_id as id from order_items where product_id = ${auctionId}`);
    return Number(row!.id);
  }

  async function withItem(auctionId: number, rating: number): Promise<void> {
    const [item] = await queryRows<{ id: number }>(
      db,
      sql`insert into catalogue_items (key, title) values (${`rated-${auctionId}-${Date.now()}`}, 'Rated') returning id`,
    );
    await db.execute(sql`update products set item_id = ${item!.id} where id = ${auctionId}`);
    await db.execute(sql`insert into reviews (item_id, user_id, rating, review) values (${item!.id}, ${me.id}, ${rating}, 'ok')`);
  }

  beforeAll(async () => {
    db = t.app.db;
    me = await createBidder(db, t.config.jwtSecret, { free: 20 });
    const rival = await createBidder(db, t.config.jwtSecret, { free: 20 });
    const engine = t.app.auctions.engine;
    paid = await createAuction(db, { priceCents: 1000 });
    shipped = await createAuction(db, { priceCents: 3000 });
    dueSoon = await createAuction(db, { priceCents: 2000 });
    dueLater = await createAuction(db, { priceCents: 4000 });
    const rivals = await createAuction(db, { priceCents: 500 });
    for (const id of [paid, shipped, dueSoon]) await engine.placeBid(id, me.id);
    await engine.placeBid(rivals, rival.id);
    for (const id of [paid, shipped, dueSoon, rivals]) await expire(db, id);
    await engine.tick();
    // The weekly win limit counts this week's wins: these three closed more than a week ago.
    await db.execute(sql`update products set closed_at = now() - interval '8 days' where id in (${paid}, ${shipped}, ${dueSoon})`);
    await engine.placeBid(dueLater, me.id);
    await expire(db, dueLater);
    await engine.tick();

    await db.execute(sql`update orders set status = 'Paid', paid_at = now() - interval '1 day',
      created_at = now() - interval '5 days' where id = ${await orderOf(paid)}`);
    await db.execute(sql`update orders set status = 'Shipped', paid_at = now() - interval '9 days',
      shipped_at = now() - interval '8 days', courier = 'Door-to-door courier', tracking_number = 'BLZ00012345',
      created_at = now() - interval '10 days' where id = ${await orderOf(shipped)}`);
    await db.execute(sql`update orders set pay_by = now() + interval '30 hours', created_at = now() - interval '2 days'
      where id = ${await orderOf(dueSoon)}`);
    await db.execute(sql`insert into product_images (product_id, full_path, thumb_path, position)
      values (${dueLater}, '/media/later.webp', '/media/later-thumb.webp', 0)`);
    await withItem(shipped, 5);
    await withItem(dueSoon, 2);
  });

  it('lists the won items as order items, what is still to pay first, with the statuses present', async () => {
    const response = await history();
    expect(response.statusCode).toBe(200);
    const page = orderHistorySchema.parse(response.json());
    expect(page.totalItems).toBe(4);
    expect(page.orders.map((o) => o.auctionId)).toEqual([dueSoon, dueLater, paid, shipped]);
    expect(page.orders.find((o) => o.auctionId === dueLater)).toMatchObject({
      price: '40.10',
      finalPrice: '40.10',
      discount: '0.00',
      quantity: 1,
      status: 'Awaiting Payment',
      mainImage: { full: '/media/later.webp', thumb: '/media/later-thumb.webp' },
      uploadedPhoto: null,
    });
    expect(page.orders.find((o) => o.auctionId === paid)).toMatchObject({ status: 'Paid', finalPrice: '10.10', mainImage: null });
    expect(page.orders.find((o) => o.auctionId === shipped)!.status).toBe('Shipped');
    expect(page.filterOptions.status).toEqual([
      ['Awaiting Payment', 'Awaiting Payment'],
      ['Paid', 'Paid'],
      ['Shipped', 'Shipped'],
    ]);
  });

  it('sorts by newest, price and rating', async () => {
    expect(ids(await history({ sort: 'new' }))).toEqual([dueLater, dueSoon, paid, shipped]);
    expect(ids(await history({ sort: 'prAsc' }))).toEqual([paid, dueSoon, shipped, dueLater]);
    expect(ids(await history({ sort: 'prDesc' }))).toEqual([dueLater, shipped, dueSoon, paid]);
    expect(ids(await history({ sort: 'rat' }))).toEqual([shipped, dueSoon, dueLater, paid]);
    expect(ids(await history({ sort: 'rel' }))).toEqual([dueSoon, dueLater, paid, shipped]);
  });

  it('filters by status, courier, tracking, days left to pay and paid', async () => {
    expect(ids(await history({ status: ['Paid'] }))).toEqual([paid]);
    expect(sorted(ids(await history({ status: ['Shipped', 'Paid'] })))).toEqual(sorted([paid, shipped]));
    expect(ids(await history({ courier: 'door-TO' }))).toEqual([shipped]);
    expect(ids(await history({ tracking: '12345' }))).toEqual([shipped]);
    expect(ids(await history({ daysLeft: 2 }))).toEqual([dueSoon]);
    expect(ids(await history({ daysLeft: 7 }))).toEqual([dueSoon, dueLater]);
    // Days past any timestamp PostgreSQL has (a fuzzed body once got a 500): any deadline.
    expect(ids(await history({ daysLeft: 106_742_146 }))).toEqual([dueSoon, dueLater]);
    expect(sorted(ids(await history({ paid: true })))).toEqual(sorted([paid, shipped]));
    expect(ids(await history({ paid: false }))).toEqual([dueSoon, dueLater]);
    expect(ids(await history({ paid: true, status: ['Shipped'], courier: 'door' }))).toEqual([shipped]);
  });

  it('pages, counting every matching item', async () => {
    const second = await history({ pageNumber: 2, pageSize: 3 });
    expect(second.statusCode).toBe(200);
    expect(orderHistorySchema.parse(second.json())).toMatchObject({ totalItems: 4 });
    expect(ids(second)).toEqual([shipped]);
    expect((await history({ pageNumber: 3, pageSize: 3 })).statusCode).toBe(204);
  });

  it('answers 204 when nothing matches or the user has no orders, 400 for a bad body, 401 without a session', async () => {
    expect((await history({ tracking: 'nope' })).statusCode).toBe(204);
    expect((await history({ daysLeft: 0 })).statusCode).toBe(204);
    expect((await history({ status: ['Cancelled'] })).statusCode).toBe(204);
    const fresh = await createBidder(db, t.config.jwtSecret);
    expect((await postApi(t.app, '/orders/history', { refreshToken: fresh.refreshToken, pageNumber: 1, pageSize: 10 })).statusCode).toBe(
      204,
    );
    expect((await history({ sort: 'cheap' })).statusCode).toBe(400);
    expect((await history({ daysLeft: -1 })).statusCode).toBe(400);
    expect((await postApi(t.app, '/orders/history', { pageNumber: 1, pageSize: 10 })).statusCode).toBe(401);
  });
});
