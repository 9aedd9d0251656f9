// /payment/link with every answer of SPEC.md section 8, the signed PayFast redirect, and the ITN
// endpoint against a fake PayFast on loopback: genuine notices credit once; forged ones (bad
// signature, wrong amount, wrong merchant, unknown payment, not confirmed by PayFast) and
// replays credit nothing. Packs give paid Blitz, won items become Paid with the address kept,
// buy-now returns the Blitz spent on the auction as free Blitz.
import { createHash } from 'node:crypto';
import { cartSchema, paymentLinkResponseSchema, paymentStatusSchema } from '@blitz/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../../src/db/client';
import { createWonOrder } from '../../../src/modules/orders/won-order';
import { ledgerMismatches } from '../../../src/modules/wallet/ledger';
import { postApi, postAs } from '../../helpers/build-test-app';
import { databaseKinds } from '../../helpers/test-database';
import { balance, createAuction, createBidder, type Bidder } from '../auctions/auction-fixtures';
import { FAKE_MERCHANT, postNotice, usePayfastApp } from './fake-payfast';
import { sowetoHome } from '../shipping/shipping-fixtures';

const address = sowetoHome;

describe.each(databaseKinds)('payments through PayFast on %s', (kind) => {
  const { t, payfast } = usePayfastApp({ kind, seed: false });
  let db: Database;
  let packs: { id: number; bids: number; cents: number }[];
  const call = (who: Bidder, path: string, body?: Record<string, unknown>) => postAs(t.app, who, path, body);
  const addPack = (who: Bidder, packId: number, quantity = 1) =>
    db.execute(sql`insert into cart_items (user_id, kind, bid_pack_id, quantity) values (${who.id}, 'bids', ${packId}, ${quantity})`);
  const link = (who: Bidder, feCartTotal: string, extra: Record<string, unknown> = {}) =>
    call(who, '/payment/link', { feCartTotal, payGateID: 1, shippingProfileID: 0, ...extra });
  const notify = (body: string, from?: string) => postNotice(t.app, body, from);
  const referenceOf = (redirectUrl: string) => new URL(redirectUrl).searchParams.get('m_payment_id')!;
  const paymentRow = async (reference: string) =>
    (
      await queryRows<{ status: string; amount: number }>(
        db,
        sql`select status, amount_cents::float8 as amount from payments where reference = ${reference}`,
      )
    )[0]!;

  beforeAll(async () => {
    db = t.app.db;
    packs = await queryRows(
      db,
      sql`insert into bid_packs (bids, price_cents, position) values (100, 18900, 1), (2, 300, 2) returning id, bids, price_cents::float8 as cents`,
    );
  });

  it('needs a session and a well-formed body', async () => {
    expect((await postApi(t.app, '/payment/link', { feCartTotal: '189.00', payGateID: 1, shippingProfileID: 0 })).statusCode).toBe(401);
    const user = await createBidder(db, t.config.jwtSecret);
    expect((await link(user, '189')).statusCode).toBe(400);
    expect((await call(user, '/payment/link', { feCartTotal: '189.00', payGateID: 1 })).statusCode).toBe(400);
  });

  it('answers 202 for an empty cart, 300 for a wrong total, 208 under R5.00 and 422 for an unknown gateway', async () => {
    const user = await createBidder(db, t.config.jwtSecret);
    const empty = await link(user, '189.00');
    expect(empty.statusCode).toBe(202);
    expect(empty.body).toBe('');
    await addPack(user, packs[0]!.id);
    const mismatch = await link(user, '100.00');
    expect(mismatch.statusCode).toBe(300);
    expect(mismatch.json()).toMatchObject({ message: 'cart_total_mismatch', cartTotal: '189.00' });
    expect((await link(user, '189.00', { payGateID: 7 })).statusCode).toBe(422);

    const small = await createBidder(db, t.config.jwtSecret);
    await addPack(small, packs[1]!.id);
    const tooLow = await link(small, '3.00');
    expect(tooLow.statusCode).toBe(208);
    expect(tooLow.json()).toEqual({ message: 'Amount too low to process' });
    expect(await queryRows(db, sql`select 1 from payments where user_id in (${user.id}, ${small.id})`)).toHaveLength(0);
  });

  it('redirects to PayFast with the checkout fields signed with the passphrase', async () => {
    const user = await createBidder(db, t.config.jwtSecret);
    await addPack(user, packs[0]!.id, 2);
    const response = await link(user, '378.00');
    expect(response.statusCode).toBe(200);
    const { redirectUrl } = paymentLinkResponseSchema.parse(response.json());
    const url = new URL(redirectUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${payfast.baseUrl}/eng/process`);
    const query = url.search.slice(1);
    const [unsigned, signature] = query.split('&signature=');
    expect(signature).toBe(createHash('md5').update(`${unsigned}&passphrase=${FAKE_MERCHANT.passphrase}`).digest('hex'));
    const params = url.searchParams;
    expect(params.get('merchant_id')).toBe(FAKE_MERCHANT.id);
    expect(params.get('merchant_key')).toBe(FAKE_MERCHANT.key);
    expect(params.get('amount')).toBe('378.00');
    expect(params.get('notify_url')).toBe('https://shop.example/api/payment/notify');
    expect(params.get('return_url')).toBe(`https://shop.example/payment/return?reference=${params.get('m_payment_id')}`);
    expect(params.get('cancel_url')).toBe(`https://shop.example/payment/cancel?reference=${params.get('m_payment_id')}`);
    expect(await paymentRow(params.get('m_payment_id')!)).toEqual({ status: 'pending', amount: 37_800 });
  });

  it('credits paid Blitz once for a genuine notice, empties those lines and ignores replays', async () => {
    const user = await createBidder(db, t.config.jwtSecret, { free: 3 });
    await addPack(user, packs[0]!.id);
    const reference = referenceOf(paymentLinkResponseSchema.parse((await link(user, '189.00')).json()).redirectUrl);
    const status = async () => paymentStatusSchema.parse((await call(user, '/payment/status', { reference })).json());
    expect(await status()).toEqual({ status: 'pending', cartType: 'bids', amount: '189.00' });

    const notice = payfast.notice(reference, 18_900);
    expect((await notify(notice)).statusCode).toBe(200);
    expect(await balance(db, user.id)).toEqual({ free: 3, paid: 100 });
    expect(await status()).toEqual({ status: 'complete', cartType: 'bids', amount: '189.00' });
    expect(await queryRows(db, sql`select 1 from cart_items where user_id = ${user.id}`)).toHaveLength(0);
    const [order] = await queryRows<{ status: string }>(
      db,
      sql`select o.status from payments p join orders o on o.id = p.order_id where p.reference = ${reference}`,
    );
    expect(order!.status).toBe('Paid');

    expect((await notify(notice)).statusCode).toBe(200);
    expect((await notify(payfast.notice(reference, 18_900))).statusCode).toBe(200);
    expect(await balance(db, user.id)).toEqual({ free: 3, paid: 100 });
    // Someone else's reference is not found for this user.
    const other = await createBidder(db, t.config.jwtSecret);
    expect((await call(other, '/payment/status', { reference })).statusCode).toBe(404);
  });

  it('refuses forged notices and credits nothing', async () => {
    const user = await createBidder(db, t.config.jwtSecret);
    await addPack(user, packs[0]!.id);
    const reference = referenceOf(paymentLinkResponseSchema.parse((await link(user, '189.00')).json()).redirectUrl);
    const before = payfast.validations.length;
    const forged = [
      payfast.notice(reference, 18_900, {}, { passphrase: 'guessed' }),
      payfast.notice(reference, 100, {}),
      payfast.notice(reference, 18_900, { merchant_id: '10000100' }),
      payfast.notice('BA-NOT-OURS', 18_900),
      'm_payment_id=&payment_status=COMPLETE',
    ];
    for (const body of forged) expect((await notify(body)).statusCode).toBe(400);
    // A genuine notice from an address that is not PayFast's.
    expect((await notify(payfast.notice(reference, 18_900), '203.0.113.9')).statusCode).toBe(400);
    // None of those reached PayFast's validation: they fail our own checks first.
    expect(payfast.validations.length).toBe(before);
    // Signed correctly but never sent by PayFast: its validation endpoint says INVALID.
    expect((await notify(payfast.notice(reference, 18_900, {}, { issue: false }))).statusCode).toBe(400);
    expect(payfast.validations.length).toBe(before + 1);
    expect(await balance(db, user.id)).toEqual({ free: 0, paid: 0 });
    expect((await paymentRow(reference)).status).toBe('pending');
  });

  it('records a cancelled payment and keeps the cart', async () => {
    const user = await createBidder(db, t.config.jwtSecret);
    await addPack(user, packs[0]!.id);
    const reference = referenceOf(paymentLinkResponseSchema.parse((await link(user, '189.00')).json()).redirectUrl);
    expect((await notify(payfast.notice(reference, 18_900, { payment_status: 'CANCELLED' }))).statusCode).toBe(200);
    expect((await paymentRow(reference)).status).toBe('cancelled');
    expect(await balance(db, user.id)).toEqual({ free: 0, paid: 0 });
    expect(await queryRows(db, sql`select 1 from cart_items where user_id = ${user.id}`)).toHaveLength(1);
  });

  it('needs a shipping profile for won items, pays them and keeps the address; a second link answers 209', async () => {
    const user = await createBidder(db, t.config.jwtSecret);
    const other = await createBidder(db, t.config.jwtSecret);
    const auctionId = await createAuction(db, { status: 'Ended' });
    const orderId = await createWonOrder(db, { userId: user.id, productId: auctionId, title: 'Won kettle', priceCents: 1_250 });
    expect((await link(user, '12.50')).statusCode).toBe(422);
    await call(other, '/shipping/create', { ...address, title: 'Not mine' });
    const [theirs] = await queryRows<{ id: number }>(db, sql`select id from shipping_profiles where user_id = ${other.id}`);
    expect((await link(user, '12.50', { shippingProfileID: theirs!.id })).statusCode).toBe(422);
    await call(user, '/shipping/create', address);
    const [mine] = await queryRows<{ id: number }>(db, sql`select id from shipping_profiles where user_id = ${user.id}`);

    const response = await link(user, '12.50', { shippingProfileID: mine!.id, cartType: 'auction' });
    expect(response.statusCode).toBe(200);
    const reference = referenceOf(paymentLinkResponseSchema.parse(response.json()).redirectUrl);
    expect((await notify(payfast.notice(reference, 1_250))).statusCode).toBe(200);
    const [order] = await queryRows<{ status: string; address: Record<string, string> }>(
      db,
      sql`select status, shipping_address as address from orders where id = ${orderId}`,
    );
    expect(order!.status).toBe('Paid');
    const snapshot = typeof order!.address === 'string' ? JSON.parse(order!.address) : order!.address;
    expect(snapshot).toMatchObject({ street_address: '12 Vilakazi Street', postal_code: '1804', city: 'Soweto' });
    expect(await queryRows(db, sql`select 1 from cart_items where user_id = ${user.id}`)).toHaveLength(0);

    // The won item put back in the cart by a stale client: already paid.
    await db.execute(sql`insert into cart_items (user_id, kind, product_id) values (${user.id}, 'auction', ${auctionId})`);
    const again = await link(user, '12.50', { shippingProfileID: mine!.id });
    expect(again.statusCode).toBe(209);
    expect(again.json()).toEqual({ message: 'Purchase request already completed' });
  });

  it('sells buy-now at the retail price and returns the Blitz spent on the auction as free Blitz', async () => {
    const user = await createBidder(db, t.config.jwtSecret, { paid: 10 });
    const auctionId = await createAuction(db, { status: 'Open', retailCents: 45_000 });
    // Three bids of this user on the auction, paid through the ledger as the engine does.
    for (let n = 0; n < 3; n += 1) {
      await db.execute(sql`
        with bid as (insert into bids (product_id, user_id, amount_cents, placed_at, paid) values (${auctionId}, ${user.id}, ${10 * (n + 1)}, now(), true) returning id)
        select 1`);
      await db.execute(sql`
        with l as (insert into blitz_ledger (user_id, delta, kind, reference, paid) values (${user.id}, -1, 'bid', 'test', true))
        update users set paid_blitz = paid_blitz - 1 where id = ${user.id}`);
    }
    expect((await call(user, '/auction/buyNow', { auctionID: 999_999 })).statusCode).toBe(404);
    const added = await call(user, '/auction/buyNow', { auctionID: auctionId });
    expect(added.statusCode).toBe(200);
    const { cartItems } = cartSchema.parse(added.json());
    expect(cartItems).toEqual([expect.objectContaining({ type: 'auction', auctionId, amount: 450, bidAmount: '450.00' })]);

    await call(user, '/shipping/create', address);
    const [mine] = await queryRows<{ id: number }>(db, sql`select id from shipping_profiles where user_id = ${user.id}`);
    const response = await link(user, '450.00', { shippingProfileID: mine!.id });
    const reference = referenceOf(paymentLinkResponseSchema.parse(response.json()).redirectUrl);
    expect((await notify(payfast.notice(reference, 45_000))).statusCode).toBe(200);
    expect(await balance(db, user.id)).toEqual({ free: 3, paid: 7 });
    const [row] = await queryRows<{ status: string }>(
      db,
      sql`select o.status from orders o join order_items oi on oi.order_id = o.id where o.user_id = ${user.id} and oi.kind = 'buy-now'`,
    );
    expect(row!.status).toBe('Paid');
    // Bought once: a second buy-now of the same auction is already completed.
    expect((await call(user, '/auction/buyNow', { auctionID: auctionId })).statusCode).toBe(209);
  });

  it('closes buy-now to visitors of an ended auction they never bid on', async () => {
    const user = await createBidder(db, t.config.jwtSecret);
    const ended = await createAuction(db, { status: 'Ended' });
    await db.execute(sql`update products set closed_at = now() where id = ${ended}`);
    expect((await call(user, '/auction/buyNow', { auctionID: ended })).statusCode).toBe(422);
  });

  it('keeps every balance equal to its ledger', async () => {
    expect(await ledgerMismatches(db)).toEqual([]);
  });
});
