// An item is paid for once (issue 46): two payment links for one buy-now or won item, both paid
// at the gateway, make one Paid order and grant the buy-now return of Blitz once; the second
// payment is kept as money to refund (refund_due_cents) and logged, not silently swallowed. The
// database holds it (purchased_items' key), so two notices settling at once cannot both pay.
import { paymentLinkResponseSchema } from '@blitz/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../../src/db/client';
import { createWonOrder } from '../../../src/modules/orders/won-order';
import { postAs } from '../../helpers/build-test-app';
import { databaseKinds } from '../../helpers/test-database';
import { balance, createAuction, createBidder, type Bidder } from '../auctions/auction-fixtures';
import { sowetoHome } from '../shipping/shipping-fixtures';
import { postNotice, usePayfastApp } from './fake-payfast';

describe.each(databaseKinds)('an item paid once on %s', (kind) => {
  const { t, payfast } = usePayfastApp({ kind, seed: false });
  let db: Database;
  const call = (who: Bidder, path: string, body?: Record<string, unknown>) => postAs(t.app, who, path, body);
  const notify = (body: string) => postNotice(t.app, body);

  async function shopper(blitz: { paid?: number } = {}): Promise<{ who: Bidder; profileId: number }> {
    const who = await createBidder(db, t.config.jwtSecret, blitz);
    await call(who, '/shipping/create', sowetoHome);
    const [profile] = await queryRows<{ id: number }>(db, sql`select id from shipping_profiles where user_id = ${who.id}`);
    return { who, profileId: profile!.id };
  }
  async function link(who: Bidder, profileId: number, feCartTotal: string): Promise<string> {
    const response = await call(who, '/payment/link', { feCartTotal, payGateID: 1, shippingProfileID: profileId, cartType: 'auction' });
    expect(response.statusCode).toBe(200);
    return new URL(paymentLinkResponseSchema.parse(response.json()).redirectUrl).searchParams.get('m_payment_id')!;
  }
  async function bidOn(who: Bidder, auctionId: number, times: number) {
    for (let n = 0; n < times; n += 1) {
      await db.execute(
        sql`insert into bids (product_id, user_id, amount_cents, placed_at, paid) values (${auctionId}, ${who.id}, ${10 * (n + 1)}, now(), true)`,
      );
      await db.execute(sql`
        with l as (insert into blitz_ledger (user_id, delta, kind, reference, paid) values (${who.id}, -1, 'bid', 'test', true))
        update users set paid_blitz = paid_blitz - 1 where id = ${who.id}`);
    }
  }
  const paidOrders = (who: Bidder, productId: number) =>
    queryRows(
      db,
      sql`select o.id from orders o join order_items oi on oi.order_id = o.id
          where o.user_id = ${who.id} and oi.product_id = ${productId} and o.status = 'Paid'`,
    );
  const refundDue = async (reference: string) =>
    Number(
      (await queryRows<{ due: number }>(db, sql`select refund_due_cents::float8 as due from payments where reference = ${reference}`))[0]!
        .due,
    );

  beforeAll(() => {
    db = t.app.db;
  });

  it('pays a buy-now item linked twice once, returns its Blitz once and marks the second payment for a refund', async () => {
    const { who, profileId } = await shopper({ paid: 10 });
    const auctionId = await createAuction(db, { status: 'Open', retailCents: 45_000 });
    await bidOn(who, auctionId, 4);
    expect((await call(who, '/auction/buyNow', { auctionID: auctionId })).statusCode).toBe(200);
    const first = await link(who, profileId, '450.00');
    const second = await link(who, profileId, '450.00');
    expect((await notify(payfast.notice(first, 45_000))).statusCode).toBe(200);
    expect((await notify(payfast.notice(second, 45_000))).statusCode).toBe(200);

    expect(await paidOrders(who, auctionId)).toHaveLength(1);
    expect(await balance(db, who.id)).toEqual({ free: 4, paid: 6 });
    expect(await refundDue(first)).toBe(0);
    expect(await refundDue(second)).toBe(45_000);
  });

  it('settles two notices for one buy-now item arriving at once only once', async () => {
    const { who, profileId } = await shopper({ paid: 10 });
    const auctionId = await createAuction(db, { status: 'Open', retailCents: 45_000 });
    await bidOn(who, auctionId, 2);
    await call(who, '/auction/buyNow', { auctionID: auctionId });
    const references = [await link(who, profileId, '450.00'), await link(who, profileId, '450.00')];
    const answers = await Promise.all(references.map((reference) => notify(payfast.notice(reference, 45_000))));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await paidOrders(who, auctionId)).toHaveLength(1);
    expect(await balance(db, who.id)).toEqual({ free: 2, paid: 8 });
    expect((await Promise.all(references.map(refundDue))).sort()).toEqual([0, 45_000]);
  });

  it('pays a won item linked twice once and marks the second payment for a refund', async () => {
    const { who, profileId } = await shopper();
    const auctionId = await createAuction(db, { status: 'Ended' });
    await createWonOrder(db, { userId: who.id, productId: auctionId, title: 'Won kettle', priceCents: 1_250 });
    const first = await link(who, profileId, '12.50');
    const second = await link(who, profileId, '12.50');
    expect((await notify(payfast.notice(first, 1_250))).statusCode).toBe(200);
    expect((await notify(payfast.notice(second, 1_250))).statusCode).toBe(200);
    expect(await paidOrders(who, auctionId)).toHaveLength(1);
    expect(await refundDue(first)).toBe(0);
    expect(await refundDue(second)).toBe(1_250);
  });

  it('keeps one purchase per shopper and item in the database itself', async () => {
    const { who } = await shopper();
    const auctionId = await createAuction(db, { status: 'Ended' });
    const orderId = await createWonOrder(db, { userId: who.id, productId: auctionId, title: 'Won kettle', priceCents: 1_250 });
    const claim = () =>
      db.execute(
        sql`insert into purchased_items (user_id, product_id, kind, order_id) values (${who.id}, ${auctionId}, 'auction', ${orderId})`,
      );
    await claim();
    await expect(claim()).rejects.toThrow();
  });
});
