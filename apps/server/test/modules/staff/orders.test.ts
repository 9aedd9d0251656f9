// Staff orders: the shop's filters plus the buyer, Processing → Shipped (courier and tracking,
// emailed to the buyer and shown in the shop's order history, where `cor` and `trak` find them)
// → Delivered, the shopper's return request within 3 days and the staff decision within 30,
// steps the status does not allow (423), unpaid wins forfeited by the job, the CSV export, and an
// audit row for every change.
import { orderHistorySchema, staffOrderPageSchema, staffOrderSchema, type StaffOrder } from '@blitz/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../../src/db/client';
import { forfeitOverdueWins } from '../../../src/modules/orders/forfeit-overdue-wins';
import { postApi } from '../../helpers/build-test-app';
import { databaseKinds } from '../../helpers/test-database';
import { createAuction, createBidder, expire, type Bidder } from '../auctions/auction-fixtures';
import { useAppWithMailbox } from '../auth/account-helpers';
import { createStaff, postStaff, type TestStaff } from './staff-helpers';

describe.each(databaseKinds)('staff orders on %s', (kind) => {
  const { t, smtp } = useAppWithMailbox(kind, 'https://blitz.example.test');
  let db: Database;
  let buyer: Bidder;
  let buyerEmail: string;
  let operator: TestStaff;
  let support: TestStaff;

  /** A won auction of the buyer's: its order, Awaiting Payment. */
  async function wonOrder(): Promise<{ orderId: number; auctionId: number; itemId: number }> {
    const auctionId = await createAuction(db, { priceCents: 2500 });
    // The weekly win limit counts this week's wins: the buyer's earlier ones closed more than a week ago.
    await db.execute(sql`update products set closed_at = now() - interval '8 days' where status = 'Ended' and winner_id = ${buyer.id}`);
    await t.app.auctions.engine.placeBid(auctionId, buyer.id);
    await expire(db, auctionId);
    await t.app.auctions.engine.tick();
    const [row] = await queryRows<{ orderId: number; itemId: number }>(
      db,
      sql`select order_id as "orderId", id as "itemId" from order_items where product_id = ${auctionId}`,
    );
    return { orderId: Number(row!.orderId), auctionId, itemId: Number(row!.itemId) };
  }
  async function paidOrder() {
    const won = await wonOrder();
    await db.execute(sql`update orders set status = 'Paid', paid_at = now() where id = ${won.orderId}`);
    return won;
  }
  const fulfil = (token: string, body: Record<string, unknown>) => postStaff(t.app, '/orders/fulfil', body, token);
  const auditOf = (id: number) =>
    queryRows<{ action: string; staff_id: number; before: { status: string }; after: { status: string } }>(
      db,
      sql`select action, staff_id, before, after from staff_audit where target_type = 'order' and target_id = ${String(id)} order by id`,
    );
  const history = (body: Record<string, unknown> = {}) =>
    postApi(t.app, '/orders/history', { refreshToken: buyer.refreshToken, pageNumber: 1, pageSize: 20, ...body });

  beforeAll(async () => {
    db = t.app.db;
    buyer = await createBidder(db, t.config.jwtSecret, { free: 20 });
    const [row] = await queryRows<{ email: string }>(db, sql`select email from users where id = ${buyer.id}`);
    buyerEmail = row!.email;
    operator = await createStaff(t.app, 'operator@blitz.example.test', 'operator');
    support = await createStaff(t.app, 'support@blitz.example.test', 'support');
  });

  it('an operator ships an order: the buyer gets an email and finds courier and tracking in the order history', async () => {
    const { orderId, auctionId } = await paidOrder();
    const processing = await fulfil(operator.token, { id: orderId, status: 'Processing' });
    expect(processing.statusCode).toBe(200);
    expect(processing.json()).toMatchObject({ status: 'Processing', courier: null });

    // Shipping needs both the courier and the tracking number.
    expect((await fulfil(operator.token, { id: orderId, status: 'Shipped', courier: 'The Courier Guy' })).statusCode).toBe(400);
    const shipped = await fulfil(operator.token, {
      id: orderId,
      status: 'Shipped',
      courier: 'The Courier Guy',
      trackingNumber: 'TCG-778812',
    });
    expect(shipped.statusCode).toBe(200);
    const order = staffOrderSchema.parse(shipped.json());
    expect(order).toMatchObject({ status: 'Shipped', courier: 'The Courier Guy', trackingNumber: 'TCG-778812' });
    expect(order.shippedAt).not.toBeNull();

    const mail = await smtp.next(buyerEmail);
    expect(mail.subject).toBe(`Your order ${orderId} is on its way`);
    expect(mail.text).toContain('Courier: The Courier Guy');
    expect(mail.text).toContain('Tracking number: TCG-778812');

    const found = await history({ courier: 'courier guy', tracking: '778812' });
    expect(found.statusCode).toBe(200);
    const items = orderHistorySchema.parse(found.json()).orders;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      auctionId,
      status: 'Shipped',
      courier: 'The Courier Guy',
      trackingNumber: 'TCG-778812',
      returnable: false,
    });
    expect((await history({ tracking: 'NOPE-1' })).statusCode).toBe(204);

    const audit = await auditOf(orderId);
    expect(audit.map((row) => row.action)).toEqual(['order.processing', 'order.shipped']);
    expect(audit[1]).toMatchObject({ staff_id: operator.id, before: { status: 'Processing' }, after: { status: 'Shipped' } });
  });

  it('steps the status does not allow are refused with 423 and change nothing', async () => {
    const { orderId } = await wonOrder();
    // Awaiting Payment: nothing to ship yet.
    for (const status of ['Processing', 'Delivered'] as const) {
      const answer = await fulfil(operator.token, { id: orderId, status });
      expect(answer.statusCode).toBe(423);
      expect(answer.json()).toEqual({ message: 'Locked' });
    }
    expect((await fulfil(operator.token, { id: orderId, status: 'Shipped', courier: 'X', trackingNumber: 'Y' })).statusCode).toBe(423);
    expect((await auditOf(orderId)).length).toBe(0);
    expect((await fulfil(operator.token, { id: 999_999, status: 'Processing' })).statusCode).toBe(404);
  });

  it('delivered orders may be sent back within 3 days; support accepts or refuses up to 30 days after delivery', async () => {
    const first = await paidOrder();
    await fulfil(support.token, { id: first.orderId, status: 'Shipped', courier: 'PostNet', trackingNumber: 'PN1' });
    const delivered = await fulfil(support.token, { id: first.orderId, status: 'Delivered' });
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toMatchObject({ status: 'Delivered' });

    const listed = orderHistorySchema.parse((await history({ status: ['Delivered'] })).json()).orders;
    expect(listed.find((item) => item.id === first.itemId)).toMatchObject({ returnable: true });
    const asked = await postApi(t.app, '/orders/return', { refreshToken: buyer.refreshToken, id: first.itemId });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ status: 'Return Requested', returnable: false });
    // Not twice, and not someone else's.
    expect((await postApi(t.app, '/orders/return', { refreshToken: buyer.refreshToken, id: first.itemId })).statusCode).toBe(423);
    const other = await createBidder(db, t.config.jwtSecret);
    expect((await postApi(t.app, '/orders/return', { refreshToken: other.refreshToken, id: first.itemId })).statusCode).toBe(404);

    const accepted = await postStaff(t.app, '/orders/return-decision', { id: first.orderId, accept: true }, support.token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'Returned' });
    expect((await postStaff(t.app, '/orders/return-decision', { id: first.orderId, accept: false }, support.token)).statusCode).toBe(423);
    // The buyer hears of the decision (after the shipping email), in English without a stored language.
    expect((await smtp.next(buyerEmail)).subject).toBe(`Your order ${first.orderId} is on its way`);
    const acceptedMail = await smtp.next(buyerEmail);
    expect(acceptedMail.subject).toBe(`Your return request for order ${first.orderId}`);
    expect(acceptedMail.text).toContain(`Your return of order ${first.orderId}`);
    expect(acceptedMail.text).toContain('has been accepted.');

    // Delivered 4 days ago: too late to ask.
    const late = await paidOrder();
    await db.execute(sql`update orders set status = 'Delivered', delivered_at = now() - interval '4 days' where id = ${late.orderId}`);
    expect((await postApi(t.app, '/orders/return', { refreshToken: buyer.refreshToken, id: late.itemId })).statusCode).toBe(423);

    // Asked in time, but staff come back 31 days after delivery: no decision any more; at 20 days a refusal.
    const stale = await paidOrder();
    await db.execute(
      sql`update orders set status = 'Return Requested', delivered_at = now() - interval '31 days' where id = ${stale.orderId}`,
    );
    expect((await postStaff(t.app, '/orders/return-decision', { id: stale.orderId, accept: true }, support.token)).statusCode).toBe(423);
    await db.execute(sql`update orders set delivered_at = now() - interval '20 days' where id = ${stale.orderId}`);
    // A buyer who chose isiZulu gets the refusal in isiZulu.
    await db.execute(sql`update users set language = 'zu' where email = ${buyerEmail}`);
    const refused = await postStaff(t.app, '/orders/return-decision', { id: stale.orderId, accept: false }, support.token);
    expect(refused.json()).toMatchObject({ status: 'Delivered' });
    expect(staffOrderSchema.parse(refused.json()).returnDecidedAt).not.toBeNull();
    expect((await auditOf(stale.orderId)).map((row) => row.action)).toEqual(['order.return-refuse']);
    const refusedMail = await smtp.next(buyerEmail);
    await db.execute(sql`update users set language = null where email = ${buyerEmail}`);
    expect(refusedMail.subject).toBe(`Isicelo sakho sokubuyisela i-oda ${stale.orderId}`);
    expect(refusedMail.text).toContain(`Ukubuyisela kwakho i-oda ${stale.orderId}`);
    expect(refusedMail.text).toContain('akukwazanga ukwamukelwa');
  });

  it('unpaid wins are forfeited after their pay-by time by the job, and can no longer be paid', async () => {
    const overdue = await wonOrder();
    const current = await wonOrder();
    await db.execute(sql`update orders set pay_by = now() - interval '1 minute' where id = ${overdue.orderId}`);
    const cartBefore = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from cart_items where user_id = ${buyer.id} and product_id = ${overdue.auctionId}`,
    );
    expect(cartBefore[0]!.n).toBe(1);
    const forfeited = await forfeitOverdueWins(db);
    expect(forfeited.map((f) => f.orderId)).toEqual([overdue.orderId]);
    expect(await forfeitOverdueWins(db)).toEqual([]);
    const statuses = await queryRows<{ id: number; status: string }>(
      db,
      sql`select id, status from orders where id in (${overdue.orderId}, ${current.orderId}) order by id`,
    );
    expect(statuses.map((row) => row.status)).toEqual(['Forfeited', 'Awaiting Payment']);
    const cartAfter = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from cart_items where user_id = ${buyer.id} and product_id = ${overdue.auctionId}`,
    );
    expect(cartAfter[0]!.n).toBe(0);
  });

  it('lists with the shop filters and the buyer, pages, and exports the same orders as CSV', async () => {
    const byBuyer = await postStaff(t.app, '/orders/list', { buyer: buyer.nickname.toLowerCase(), pageSize: 2 }, support.token);
    expect(byBuyer.statusCode).toBe(200);
    const page = staffOrderPageSchema.parse(byBuyer.json());
    expect(page.orders).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(6);
    expect(page.orders.every((o: StaffOrder) => o.userId === buyer.id && o.email === buyerEmail)).toBe(true);

    const shipped = staffOrderPageSchema.parse((await postStaff(t.app, '/orders/list', { courier: 'courier guy' }, operator.token)).json());
    expect(shipped.orders.map((o) => o.trackingNumber)).toEqual(['TCG-778812']);
    const unpaid = staffOrderPageSchema.parse(
      (await postStaff(t.app, '/orders/list', { paid: false, status: ['Awaiting Payment'] }, operator.token)).json(),
    );
    expect(unpaid.orders.length).toBeGreaterThan(0);
    expect(unpaid.orders.every((o) => o.status === 'Awaiting Payment' && o.paidAt === null)).toBe(true);

    const exported = await postStaff(t.app, '/orders/export', { courier: 'courier guy' }, operator.token);
    expect(exported.statusCode).toBe(200);
    const { filename, csv } = exported.json() as { filename: string; csv: string };
    expect(filename).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,createdAt,status,email,nickname,total,items,payBy,paidAt,shippedAt,courier,trackingNumber,deliveredAt,returnRequestedAt,returnDecidedAt',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',Shipped,');
    expect(lines[1]).toContain('The Courier Guy,TCG-778812');
    expect((await postStaff(t.app, '/orders/list', { pageSize: 500 }, operator.token)).statusCode).toBe(400);
  });
});
