/**
 * Settling a payment once the gateway's ITN has been checked: in one transaction the payment is
 * claimed (a replayed ITN finds it settled and changes nothing), its orders become Paid with the
 * delivery address copied in, bid packs credit paid Blitz, buy-now items return the Blitz spent
 * on their auction as free Blitz, and the paid lines leave the cart.
 */
import { sql } from 'drizzle-orm';
import { BID_COST_BLITZ } from '@blitz/contract';
import { queryRows, type Database } from '../../db/client';
import { lit } from '../../db/literals';
import { inTransaction } from '../../db/transaction';
import type { PaymentStatus } from '../../db/tables/values';
import { changeBlitz, type Balance } from '../wallet/ledger';
import { grantReferralRewards, type Grant } from '../rewards/service';

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
  | { kind: 'paid'; userId: number; balance: Balance | null; alreadyPaidOrders: number[]; rewards: Grant[] };

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

async function settleOrders(tx: Database, paymentId: number, userId: number): Promise<Settlement> {
  const orders = await queryRows<{ id: number; status: string }>(
    tx,
    sql`select o.id, o.status from payment_orders po join orders o on o.id = po.order_id
        where po.payment_id = ${paymentId} order by o.id for update of o`,
  );
  const payable = orders.filter((order) => order.status === 'Cart' || order.status === 'Awaiting Payment').map((order) => order.id);
  const alreadyPaidOrders = orders.filter((order) => !payable.includes(order.id)).map((order) => order.id);
  let balance: Balance | null = null;
  if (payable.length === 0) return { kind: 'paid', userId, balance, alreadyPaidOrders, rewards: [] };
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
  return { kind: 'paid', userId, balance, alreadyPaidOrders, rewards };
}

const CLOSING_STATUSES: Record<string, PaymentStatus> = { CANCELLED: 'cancelled', FAILED: 'failed' };

export async function settlePayment(db: Database, notice: GatewayNotice): Promise<Settlement> {
  return inTransaction(db, async (tx) => {
    const [payment] = await queryRows<{ id: number; userId: number; status: string }>(
      tx,
      sql`select id, user_id as "userId", status from payments where reference = ${notice.reference} for update`,
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
    return settleOrders(tx, payment.id, payment.userId);
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
