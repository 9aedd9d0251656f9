/**
 * The checkout behind `/payment/link` (SPEC.md sections 7 and 8): the server prices the cart lines
 * of one cart type, compares its total with the client's, and records what the payment will
 * settle (the orders, the shipping profile) with a pending payment under a fresh reference, all
 * in one transaction. The gateway redirect is built from that record by the caller.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { MIN_PAYMENT_CENTS, type CartType } from '@blitz/contract';
import { queryRows, type Database } from '../../db/client';
import { lit } from '../../db/literals';
import { inTransaction } from '../../db/transaction';
import { cartLinesOf, cartTypeOf, type CartLine } from '../cart';

export interface CheckoutRequest {
  userId: number;
  feCartTotalCents: number;
  shippingProfileId: number;
  cartType: CartType | undefined;
  gateway: string;
  /** The moment of the request, which the payment's reference starts with. */
  now: Date;
}

export interface PendingPayment {
  reference: string;
  amountCents: number;
  itemName: string;
  cartType: CartType;
}

export type CheckoutOutcome =
  | { kind: 'empty' }
  | { kind: 'completed' }
  | { kind: 'mismatch'; serverTotalCents: number }
  | { kind: 'too-low' }
  | { kind: 'needs-shipping' }
  | { kind: 'ready'; payment: PendingPayment };

type Line = CartLine;

/** The priced lines of one cart type (the cart's own pricing), locked for this checkout. */
async function linesOf(tx: Database, userId: number, cartType: CartType | undefined): Promise<{ type: CartType; lines: Line[] }> {
  const rows = await cartLinesOf(tx, userId, { forUpdate: true });
  const type = cartType ?? (rows.some((row) => cartTypeOf(row) === 'auction') ? 'auction' : 'bids');
  return { type, lines: rows.filter((row) => cartTypeOf(row) === type) };
}

async function ownsShippingProfile(tx: Database, userId: number, profileId: number): Promise<boolean> {
  const rows = await queryRows(tx, sql`select 1 from shipping_profiles where id = ${profileId} and user_id = ${userId}`);
  return rows.length > 0;
}

/** The order a payment of bid packs or buy-now items settles; won items have theirs already. */
async function createCheckoutOrder(
  tx: Database,
  userId: number,
  lines: Line[],
  totalCents: number,
  shippingProfileId: number | null,
): Promise<number> {
  const [order] = await queryRows<{ id: number }>(
    tx,
    sql`insert into orders (user_id, status, total_cents, shipping_profile_id)
        values (${userId}, ${lit('Cart')}, ${totalCents}, ${shippingProfileId}) returning id`,
  );
  for (const line of lines) {
    await tx.execute(sql`
      insert into order_items (order_id, kind, product_id, bid_pack_id, title, quantity, price_cents, final_price_cents)
      values (${order!.id}, ${line.kind}, ${line.productId}, ${line.packId}, ${line.title}, ${line.quantity}, ${line.cents}, ${line.cents})`);
  }
  return order!.id;
}

const newReference = (now: Date) => `BA${now.getTime().toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;

export async function startCheckout(db: Database, request: CheckoutRequest): Promise<CheckoutOutcome> {
  const { userId } = request;
  return inTransaction(db, async (tx) => {
    const { type, lines } = await linesOf(tx, userId, request.cartType);
    if (lines.length === 0) return { kind: 'empty' };
    if (lines.some((line) => line.paid)) return { kind: 'completed' };
    const payable = lines.filter((line) => line.cents !== null);
    if (payable.length === 0) return { kind: 'empty' };
    const totalCents = payable.reduce((sum, line) => sum + line.cents!, 0);
    if (totalCents !== request.feCartTotalCents) return { kind: 'mismatch', serverTotalCents: totalCents };
    if (totalCents < MIN_PAYMENT_CENTS) return { kind: 'too-low' };
    const shipped = type === 'auction';
    if (shipped && !(request.shippingProfileId > 0 && (await ownsShippingProfile(tx, userId, request.shippingProfileId)))) {
      return { kind: 'needs-shipping' };
    }
    const shippingProfileId = shipped ? request.shippingProfileId : null;
    const orderIds = payable.flatMap((line) => (line.orderId === null ? [] : [line.orderId]));
    const fresh = payable.filter((line) => line.orderId === null);
    if (fresh.length > 0) {
      const freshTotal = fresh.reduce((sum, line) => sum + line.cents!, 0);
      orderIds.push(await createCheckoutOrder(tx, userId, fresh, freshTotal, shippingProfileId));
    }
    if (shipped) {
      const won = sql.join(
        orderIds.map((id) => sql`${id}`),
        sql`, `,
      );
      await tx.execute(sql`update orders set shipping_profile_id = ${shippingProfileId}, updated_at = now() where id in (${won})`);
    }
    const reference = newReference(request.now);
    const [payment] = await queryRows<{ id: number }>(
      tx,
      sql`insert into payments (order_id, user_id, gateway, reference, amount_cents, cart_type)
          values (${orderIds[0]}, ${userId}, ${request.gateway}, ${reference}, ${totalCents}, ${type}) returning id`,
    );
    for (const orderId of orderIds) {
      await tx.execute(sql`insert into payment_orders (payment_id, order_id) values (${payment!.id}, ${orderId})`);
    }
    const itemName = payable.length === 1 ? payable[0]!.title : `${payable.length} items`;
    return { kind: 'ready', payment: { reference, amountCents: totalCents, itemName, cartType: type } };
  });
}
