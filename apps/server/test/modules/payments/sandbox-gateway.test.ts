// The built-in sandbox gateway (PAYMENT_GATEWAY=sandbox, the default) over real HTTP: its hosted
// page refuses a tampered checkout, Pay sends a signed ITN to the shop and redirects to the
// return page, Cancel redirects to the cancel page, and its validation endpoint confirms only
// notices it sent.
import { paymentLinkResponseSchema } from '@blitz/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { freePort } from '../../helpers/server-process';
import { balance, createBidder, type Bidder } from '../auctions/auction-fixtures';
import { formOf } from './hosted-page';

describe('the built-in sandbox gateway', () => {
  let t: TestApp;
  let origin: string;
  let packId: number;

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    t = await buildTestApp({ seed: false, env: { PORT: String(port), PUBLIC_URL: origin } });
    await t.app.listen({ port, host: '127.0.0.1' });
    [{ id: packId }] = (await queryRows<{ id: number }>(
      t.app.db,
      sql`insert into bid_packs (bids, price_cents) values (100, 18900) returning id`,
    )) as [{ id: number }];
  });
  afterAll(() => t?.close());

  async function checkout(user: Bidder): Promise<{ page: string; redirectUrl: string }> {
    await t.app.db.execute(sql`insert into cart_items (user_id, kind, bid_pack_id) values (${user.id}, 'bids', ${packId})`);
    const response = await fetch(`${origin}/api/payment/link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: user.refreshToken, feCartTotal: '189.00', payGateID: 1, shippingProfileID: 0 }),
    });
    expect(response.status).toBe(200);
    const { redirectUrl } = paymentLinkResponseSchema.parse(await response.json());
    expect(redirectUrl.startsWith(`${origin}/sandbox-payfast/eng/process?`)).toBe(true);
    const page = await fetch(redirectUrl);
    expect(page.status).toBe(200);
    return { page: await page.text(), redirectUrl };
  }

  const submit = (action: string, fields: [string, string][], choice: 'pay' | 'cancel') =>
    fetch(`${origin}${action}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams([...fields, ['sandbox_method', 'eft'], ['sandbox_action', choice]]).toString(),
    });

  it('shows the hosted page with card, instant EFT and AMEX, Pay and Cancel', async () => {
    const user = await createBidder(t.app.db, t.config.jwtSecret);
    const { page } = await checkout(user);
    for (const text of ['Credit or debit card', 'Instant EFT', 'American Express', 'Pay R189.00', 'Cancel', '100 Blitz']) {
      expect(page).toContain(text);
    }
  });

  it('refuses a checkout whose amount was changed after signing', async () => {
    const user = await createBidder(t.app.db, t.config.jwtSecret);
    const { redirectUrl } = await checkout(user);
    const tampered = await fetch(redirectUrl.replace('amount=189.00', 'amount=1.00'));
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toContain('signature is invalid');
  });

  it('pays: a signed ITN credits the Blitz before the browser is sent back to the shop', async () => {
    const user = await createBidder(t.app.db, t.config.jwtSecret);
    const { page } = await checkout(user);
    const { action, fields } = formOf(page);
    const reference = fields.find(([key]) => key === 'm_payment_id')![1];
    const paid = await submit(action, fields, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${origin}/payment/return?reference=${reference}`);
    expect(await balance(t.app.db, user.id)).toEqual({ free: 0, paid: 100 });
    const [payment] = await queryRows<{ status: string; raw: unknown }>(
      t.app.db,
      sql`select status, raw_itn as raw from payments where reference = ${reference}`,
    );
    expect(payment!.status).toBe('complete');
    // Paying the same page again sends the same notice: nothing more is credited.
    expect((await submit(action, fields, 'pay')).status).toBe(303);
    expect(await balance(t.app.db, user.id)).toEqual({ free: 0, paid: 100 });
  });

  it('cancels back to the shop with nothing credited', async () => {
    const user = await createBidder(t.app.db, t.config.jwtSecret);
    const { action, fields } = formOf((await checkout(user)).page);
    const reference = fields.find(([key]) => key === 'm_payment_id')![1];
    const cancelled = await submit(action, fields, 'cancel');
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`${origin}/payment/cancel?reference=${reference}`);
    expect(await balance(t.app.db, user.id)).toEqual({ free: 0, paid: 0 });
  });

  it('confirms only the notices it sent', async () => {
    const forged = await fetch(`${origin}/sandbox-payfast/eng/query/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'm_payment_id=X&pf_payment_id=123&payment_status=COMPLETE&amount_gross=189.00&merchant_id=10000100',
    });
    expect(await forged.text()).toBe('INVALID');
  });
});
