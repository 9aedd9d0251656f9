/** Test helpers of the reward suites: rewards and ledger rows of a user, and a paid bid pack. */
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../src/db/client';
import { settlePayment } from '../../../src/modules/payments/settle';
import type { TestApp } from '../../helpers/build-test-app';
import { postApi } from '../../helpers/build-test-app';
import type { Bidder } from '../auctions/auction-fixtures';

export async function rewardRows(db: Database, userId: number) {
  return queryRows<{ kind: string; amount: number; key: string }>(
    db,
    sql`select kind, amount, date_key as key from rewards where user_id = ${userId} order by id`,
  );
}

/** Free-Blitz ledger rows written for rewards. */
export async function rewardLedger(db: Database, userId: number) {
  return queryRows<{ delta: number; reference: string }>(
    db,
    sql`select delta, reference from blitz_ledger where user_id = ${userId} and kind = 'reward' and not paid order by id`,
  );
}

let packId: number | null = null;
let packDb: Database | null = null;

/** Puts a 100-Blitz pack in the user's cart, asks for the payment link and returns the payment's reference. */
export async function startPackPayment(t: TestApp, user: Bidder): Promise<string> {
  const db = t.app.db;
  if (packDb !== db) {
    const [pack] = await queryRows<{ id: number }>(db, sql`insert into bid_packs (bids, price_cents) values (100, 18900) returning id`);
    packId = Number(pack!.id);
    packDb = db;
  }
  await db.execute(sql`insert into cart_items (user_id, kind, bid_pack_id) values (${user.id}, 'bids', ${packId})`);
  const link = await postApi(t.app, '/payment/link', {
    refreshToken: user.refreshToken,
    feCartTotal: '189.00',
    payGateID: 1,
    shippingProfileID: 0,
  });
  if (link.statusCode !== 200) throw new Error(`payment link answered ${link.statusCode}: ${link.body}`);
  const [row] = await queryRows<{ reference: string }>(
    db,
    sql`select reference from payments where user_id = ${user.id} order by id desc limit 1`,
  );
  return row!.reference;
}

/** Settles a payment as the checked COMPLETE ITN does. */
export const completePayment = (db: Database, reference: string) =>
  settlePayment(db, { reference, gatewayStatus: 'COMPLETE', gatewayPaymentId: `pf-${reference}`, raw: { m_payment_id: reference } });

export async function setReferrer(db: Database, userId: number, referrerId: number | null) {
  await db.execute(sql`update users set referrer_id = ${referrerId} where id = ${userId}`);
}
