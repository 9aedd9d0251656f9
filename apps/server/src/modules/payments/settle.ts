/**
 * Settling a payment once the gateway's ITN has been checked: in one transaction the payment is
 * claimed (a replayed ITN finds it settled and changes nothing), its won and buy-now items are
 * claimed once per shopper (purchased_items), its orders become Paid with the delivery address
 * copied in, bid packs credit paid Blitz, buy-now items return the Blitz spent on their auction
 * as free Blitz, and the paid lines leave the cart. What it took for orders it cannot pay (an
 * item paid through another payment, a forfeited win) stays on the payment as a refund due.
 */
import { sql } from 'drizzle-orm';
import { BID_COST_BLITZ } from '@blitz/contract';
import { queryRows, type Database } from '../../db/client';
import { lit, litList } from '../../db/literals';
import { inTransaction } from '../../db/transaction';
import type { PaymentStatus } from '../../db/tables/values';
import { changeBlitz, type Balance } from '../wallet';
import { grantReferralRewards, type Grant } from '../rewards';

export interface PaymentRecord {
  id: number;
  userId: number;
  amountCents: number;
  status: PaymentStatus;
}

export async function findPayment(db: Database, reference: string): Promise<PaymentRecord | null> {
  const [row] = await queryRows<PaymentRecord & Record<string, unknown>>(
    db,
    sql`select id, user_id as "userId", amount_cents::float8 as "amountCents", status from payments where reference = ${reference}`,
  );
  return row ?? null;
}

export interface GatewayNotice {
  reference: string;
  /** PayFast's payment_status: COMPLETE, CANCELLED or FAILED (anything else leaves it pending). */
  gatewayStatus: string;
  gatewayPaymentId: string | null;
  raw: Record<string, string>;
}

export type Settlement =
  | { kind: 'unknown' }
  | { kind: 'replay' }
  | { kind: 'ignored' }
  | { kind: 'closed'; userId: number; status: PaymentStatus }
  | {
      kind: 'paid';
      userId: number;
      balance: Balance | null;
      /** Orders of the payment it did not pay (already paid, no longer payable, or duplicates). */
      refusedOrders: number[];
      /** Of those, the open orders with an item another order had paid already. */
      duplicates: number[];
      /** What the gateway took for the refused orders, recorded on the payment for a refund. */
      refundDueCents: number;
      rewards: Grant[];
    };

interface ItemRow {
  orderId: number;
  kind: string;
  productId: number | null;
  packId: number | null;
  quantity: number;
  packBids: number | null;
}

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * Claims the won and bought-now items of the open orders (purchased_items' key: one purchase per
 * shopper and item, ever). An order with an item some other order has claimed already is not
 * paid by this payment: its claims are given back and the orders left open. In item order, so two
 * settlements waiting on each other's claims cannot deadlock.
 */
async function claimItems(tx: Database, userId: number, open: number[]): Promise<{ paying: number[]; duplicates: number[] }> {
  if (open.length === 0) return { paying: [], duplicates: [] };
  const rows = await queryRows<{ orderId: number; items: number; claimed: number }>(
    tx,
    sql`with claimed as (
          insert into purchased_items (user_id, product_id, kind, order_id)
          select ${userId}, oi.product_id, oi.kind, oi.order_id from order_items oi
          where oi.order_id in (${idList(open)}) and oi.kind in ${litList(['auction', 'buy-now'])} and oi.product_id is not null
          order by oi.product_id, oi.kind
          on conflict do nothing
          returning order_id
        )
        select oi.order_id as "orderId", count(*)::int as items,
          (select count(*)::int from claimed c where c.order_id = oi.order_id) as claimed
        from order_items oi
        where oi.order_id in (${idList(open)}) and oi.kind in ${litList(['auction', 'buy-now'])} and oi.product_id is not null
        group by oi.order_id`,
  );
  const duplicates = rows.filter((row) => row.claimed < row.items).map((row) => Number(row.orderId));
  if (duplicates.length > 0) await tx.execute(sql`delete from purchased_items where order_id in (${idList(duplicates)})`);
  return { paying: open.filter((id) => !duplicates.includes(id)), duplicates };
}

async function settleOrders(tx: Database, payment: { id: number; userId: number; amountCents: number }): Promise<Settlement> {
  const { id: paymentId, userId } = payment;
  const orders = await queryRows<{ id: number; status: string; totalCents: number }>(
    tx,
    sql`select o.id, o.status, o.total_cents::float8 as "totalCents" from payment_orders po join orders o on o.id = po.order_id
        where po.payment_id = ${paymentId} order by o.id for update of o`,
  );
  const open = orders.filter((order) => order.status === 'Cart' || order.status === 'Awaiting Payment').map((order) => order.id);
  const { paying: payable, duplicates } = await claimItems(tx, userId, open);
  const refusedOrders = orders.filter((order) => !payable.includes(order.id));
  // The gateway took the money for orders this payment cannot pay (already paid, forfeited, or
  // an item paid through another order): kept on the payment for staff to refund.
  const refundDueCents = Math.min(
    payment.amountCents,
    refusedOrders.reduce((sum, order) => sum + order.totalCents, 0),
  );
  const outcome = { kind: 'paid' as const, userId, refusedOrders: refusedOrders.map((order) => order.id), duplicates, refundDueCents };
  if (refundDueCents > 0) await tx.execute(sql`update payments set refund_due_cents = ${refundDueCents} where id = ${paymentId}`);
  let balance: Balance | null = null;
  if (payable.length === 0) return { ...outcome, balance, rewards: [] };
  await tx.execute(sql`
    update orders o set status = ${lit('Paid')}, paid_at = now(), updated_at = now(),
      shipping_address = (select to_jsonb(s) - 'user_id' - 'created_at' - 'updated_at' from shipping_profiles s where s.id = o.shipping_profile_id)
    where o.id in (${idList(payable)})`);
  const items = await queryRows<ItemRow & Record<string, unknown>>(
    tx,
    sql`select oi.order_id as "orderId", oi.kind, oi.product_id as "productId", oi.bid_pack_id as "packId", oi.quantity, bp.bids as "packBids"
        from order_items oi left join bid_packs bp on bp.id = oi.bid_pack_id
        where oi.order_id in (${idList(payable)}) order by oi.id`,
  );
  const boughtBlitz = items.reduce((sum, item) => sum + (item.kind === 'bids' ? (item.packBids ?? 0) * item.quantity : 0), 0);
  if (boughtBlitz > 0) {
    balance = await changeBlitz(tx, { userId, free: 0, paid: boughtBlitz, kind: 'purchase', reference: `payment:${paymentId}` });
  }
  // A first bid-pack purchase may earn the referral rewards, in this same transaction.
  const rewards = boughtBlitz > 0 ? await grantReferralRewards(tx, userId, paymentId) : [];
  balance = rewards.findLast((grant) => grant.userId === userId)?.balance ?? balance;
  // Only items this payment claimed above get here, so the return is granted once per item.
  for (const item of items.filter((line) => line.kind === 'buy-now' && line.productId !== null)) {
    const [spent] = await queryRows<{ bids: number }>(
      tx,
      sql`select count(*)::int as bids from bids where user_id = ${userId} and product_id = ${item.productId}`,
    );
    const returned = (spent?.bids ?? 0) * BID_COST_BLITZ;
    if (returned > 0) {
      balance = await changeBlitz(tx, { userId, free: returned, paid: 0, kind: 'buy-now-return', reference: `order:${item.orderId}` });
    }
  }
  const packIds = items.flatMap((item) => (item.kind === 'bids' && item.packId !== null ? [item.packId] : []));
  const productIds = items.flatMap((item) => (item.kind !== 'bids' && item.productId !== null ? [item.productId] : []));
  if (packIds.length > 0) await tx.execute(sql`delete from cart_items where user_id = ${userId} and bid_pack_id in (${idList(packIds)})`);
  if (productIds.length > 0)
    await tx.execute(sql`delete from cart_items where user_id = ${userId} and product_id in (${idList(productIds)})`);
  return { ...outcome, balance, rewards };
}

const CLOSING_STATUSES: Record<string, PaymentStatus> = { CANCELLED: 'cancelled', FAILED: 'failed' };

export async function settlePayment(db: Database, notice: GatewayNotice): Promise<Settlement> {
  return inTransaction(db, async (tx) => {
    const [payment] = await queryRows<{ id: number; userId: number; status: string; amountCents: number }>(
      tx,
      sql`select id, user_id as "userId", status, amount_cents::float8 as "amountCents" from payments where reference = ${notice.reference} for update`,
    );
    if (!payment) return { kind: 'unknown' };
    if (payment.status !== 'pending') return { kind: 'replay' };
    const closing = CLOSING_STATUSES[notice.gatewayStatus];
    if (notice.gatewayStatus !== 'COMPLETE' && !closing) return { kind: 'ignored' };
    const status: PaymentStatus = closing ?? 'complete';
    await tx.execute(sql`
      update payments set status = ${status}, gateway_payment_id = ${notice.gatewayPaymentId},
        raw_itn = ${JSON.stringify(notice.raw)}::jsonb, updated_at = now()
      where id = ${payment.id}`);
    if (closing) return { kind: 'closed', userId: payment.userId, status };
    return settleOrders(tx, payment);
  });
}

export interface PaymentView {
  status: PaymentStatus;
  cartType: 'auction' | 'bids';
  amountCents: number;
}

/** A user's own payment, for the return page. */
export async function paymentOf(db: Database, userId: number, reference: string): Promise<PaymentView | null> {
  const [row] = await queryRows<PaymentView & Record<string, unknown>>(
    db,
    sql`select status, cart_type as "cartType", amount_cents::float8 as "amountCents"
        from payments where reference = ${reference} and user_id = ${userId}`,
  );
  return row ?? null;
}
