/**
 * What the money model test (money-model.test.ts) asserts after every step, over the shoppers of
 * one run: every balance equals its ledger; no item is paid twice; a buy-now item returns the
 * Blitz spent on it once, no more; every rand the gateway took either paid an order or is a
 * refund due; the Blitz bought, rewarded and adjusted is what the model saw granted, and nobody
 * holds more than that; support gave each shopper at most its daily limit.
 */
import { SUPPORT_ADJUSTMENT_LIMIT } from '@blitz/contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows, type Database } from '../../../src/db/client';
import { ledgerMismatches } from '../../../src/modules/wallet/ledger';

export interface ModelPayment {
  reference: string;
  amountCents: number;
  /** Paid Blitz the packs of this payment credit when it completes. */
  packBids: number;
  state: 'pending' | 'complete' | 'cancelled';
  /** The genuine COMPLETE notice, resent as a replay. */
  notice: string | null;
}

export interface ModelShopper {
  initial: { free: number; paid: number };
  /** Blitz the model saw granted: packs paid, check-in rewards, staff adjustments. */
  purchased: number;
  rewarded: number;
  adjusted: number;
  supportGiven: number;
  supportTaken: number;
  /** What the gateway took from this shopper (genuine COMPLETE notices, once each). */
  takenCents: number;
  payments: ModelPayment[];
}

const NOT_PAID = sql`('Cart', 'Awaiting Payment', 'Forfeited', 'Cancelled')`;

export async function assertMoneyInvariants(db: Database, ids: number[], shoppers: ModelShopper[]): Promise<void> {
  expect(await ledgerMismatches(db)).toEqual([]);
  const users = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const paidTwice = await queryRows(
    db,
    sql`select o.user_id, oi.product_id, oi.kind, count(*)::int as orders from orders o join order_items oi on oi.order_id = o.id
        where o.user_id in (${users}) and oi.kind <> 'bids' and o.status not in ${NOT_PAID}
        group by o.user_id, oi.product_id, oi.kind having count(*) > 1`,
  );
  expect(paidTwice).toEqual([]);
  // One return per buy-now item of an order at most (its ledger rows name the order).
  const returns = await queryRows(
    db,
    sql`select l.reference, count(*)::int as grants from blitz_ledger l
        where l.kind = 'buy-now-return' and l.user_id in (${users}) group by l.reference
        having count(*) > (select count(*) from order_items oi where 'order:' || oi.order_id = l.reference and oi.kind = 'buy-now')`,
  );
  expect(returns).toEqual([]);

  for (const [index, id] of ids.entries()) {
    const model = shoppers[index]!;
    const [money] = await queryRows<{ taken: number; paidOrders: number; refundDue: number }>(
      db,
      sql`select
          (select coalesce(sum(amount_cents), 0)::float8 from payments where user_id = ${id} and status = 'complete') as taken,
          (select coalesce(sum(total_cents), 0)::float8 from orders where user_id = ${id} and status not in ${NOT_PAID}) as "paidOrders",
          (select coalesce(sum(refund_due_cents), 0)::float8 from payments where user_id = ${id}) as "refundDue"`,
    );
    expect(money!.taken).toBe(model.takenCents);
    expect(money!.paidOrders + money!.refundDue).toBe(money!.taken);

    const [ledger] = await queryRows<{ purchased: number; rewarded: number; adjusted: number; free: number; paid: number }>(
      db,
      sql`select
          coalesce(sum(delta) filter (where kind = 'purchase'), 0)::int as purchased,
          coalesce(sum(delta) filter (where kind = 'reward'), 0)::int as rewarded,
          coalesce(sum(delta) filter (where kind = 'adjustment' and reference <> 'test'), 0)::int as adjusted,
          (select free_blitz from users where id = ${id}) as free, (select paid_blitz from users where id = ${id}) as paid
        from blitz_ledger where user_id = ${id}`,
    );
    expect({ purchased: ledger!.purchased, rewarded: ledger!.rewarded, adjusted: ledger!.adjusted }).toEqual({
      purchased: model.purchased,
      rewarded: model.rewarded,
      adjusted: model.adjusted,
    });
    // A buy-now return gives back no more than the Blitz bid on the items bought (once each).
    const [returned] = await queryRows<{ returned: number; spent: number }>(
      db,
      sql`select
          (select coalesce(sum(delta), 0)::int from blitz_ledger where user_id = ${id} and kind = 'buy-now-return') as returned,
          (select count(*)::int from purchased_items pi join bids b on b.product_id = pi.product_id and b.user_id = pi.user_id
           where pi.user_id = ${id} and pi.kind = 'buy-now') as spent`,
    );
    expect(returned!.returned).toBeLessThanOrEqual(returned!.spent);
    // Bids and buddies only spend; a buy-now return gives back at most what was spent.
    const granted = model.initial.free + model.initial.paid + model.purchased + model.rewarded + model.adjusted;
    expect(ledger!.free + ledger!.paid).toBeLessThanOrEqual(granted);
    expect(model.supportGiven).toBeLessThanOrEqual(SUPPORT_ADJUSTMENT_LIMIT);
    expect(model.supportTaken).toBeLessThanOrEqual(SUPPORT_ADJUSTMENT_LIMIT);
  }
}
