// /packs/get lists the active bid packs in their order with the price in rand (the seeded
// defaults of DESIGN.md), to visitors too; /payment/gateways needs a session.
import { bidPackListSchema, DEFAULT_BID_PACKS, paymentGatewayListSchema } from '@blitz/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { postApi } from '../../helpers/build-test-app';
import { useTestApp } from '../../helpers/use-test-app';
import { databaseKinds } from '../../helpers/test-database';
import { createBidder } from '../auctions/auction-fixtures';

describe.each(databaseKinds)('bid packs and gateways on %s', (kind) => {
  const t = useTestApp({ kind, seed: false });
  beforeAll(async () => {
    for (const [position, pack] of DEFAULT_BID_PACKS.entries()) {
      await t.app.db.execute(
        sql`insert into bid_packs (bids, price_cents, position) values (${pack.bids}, ${pack.priceCents}, ${3 - position})`,
      );
    }
    await t.app.db.execute(sql`insert into bid_packs (bids, price_cents, position, active) values (1000, 150000, 9, false)`);
  });

  it('lists the active packs in their order, priced in rand, to anyone', async () => {
    const response = await postApi(t.app, '/packs/get');
    expect(response.statusCode).toBe(200);
    const packs = bidPackListSchema.parse(response.json());
    expect(packs.map(({ bids, price, currency }) => ({ bids, price, currency }))).toEqual(
      [...DEFAULT_BID_PACKS].reverse().map((pack) => ({ bids: pack.bids, price: pack.priceCents / 100, currency: 'ZAR' })),
    );
  });

  it('offers the payment gateways to signed-in users only', async () => {
    expect((await postApi(t.app, '/payment/gateways')).statusCode).toBe(401);
    const user = await createBidder(t.app.db, t.config.jwtSecret);
    const response = await postApi(t.app, '/payment/gateways', { refreshToken: user.refreshToken });
    expect(response.statusCode).toBe(200);
    expect(paymentGatewayListSchema.parse(response.json())).toEqual([{ id: 1, payment_gateway: 'PayFast' }]);
  });
});
