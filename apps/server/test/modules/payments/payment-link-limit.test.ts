// /payment/link is throttled per account (issue 46): each link writes an order and a payment row,
// so past PAYMENT_LINK_LIMIT in its window the account gets 429 'Too many requests' (SPEC.md
// section 8) and nothing is written, from whichever address it asks; other accounts go on.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client';
import { PAYMENT_LINK_LIMIT } from '../../../src/plugins/rate-limit';
import { useTestApp } from '../../helpers/use-test-app';
import { createBidder, type Bidder } from '../auctions/auction-fixtures';

describe('the payment link per account', () => {
  const t = useTestApp({ seed: false });
  let packId: number;
  const link = (who: Bidder, from: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/link',
      payload: { refreshToken: who.refreshToken, feCartTotal: '189.00', payGateID: 1, shippingProfileID: 0 },
      remoteAddress: from,
    });
  const paymentsOf = async (who: Bidder) => (await queryRows(t.app.db, sql`select 1 from payments where user_id = ${who.id}`)).length;
  async function shopperWithPack(): Promise<Bidder> {
    const who = await createBidder(t.app.db, t.config.jwtSecret);
    await t.app.db.execute(sql`insert into cart_items (user_id, kind, bid_pack_id) values (${who.id}, 'bids', ${packId})`);
    return who;
  }

  beforeAll(async () => {
    [{ id: packId }] = (await queryRows<{ id: number }>(
      t.app.db,
      sql`insert into bid_packs (bids, price_cents) values (100, 18900) returning id`,
    )) as [{ id: number }];
  });

  it(`answers 429 past ${PAYMENT_LINK_LIMIT.max} links a window and writes nothing more`, async () => {
    const who = await shopperWithPack();
    for (let i = 0; i < PAYMENT_LINK_LIMIT.max; i += 1) expect((await link(who, `10.9.0.${i + 1}`)).statusCode).toBe(200);
    const blocked = await link(who, '10.9.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'Too many requests' });
    expect(await paymentsOf(who)).toBe(PAYMENT_LINK_LIMIT.max);
    // Another account, even from the same address, is not held back.
    const other = await shopperWithPack();
    expect((await link(other, '10.9.1.1')).statusCode).toBe(200);
  });
});
