/**
 * The shopper's return request (DESIGN.md 'Orders'): a Delivered order may be sent back when asked
 * within RETURN_REQUEST_DAYS of delivery; it becomes Return Requested for staff to decide. The
 * order row is locked, so a staff change at the same moment cannot cross the request.
 */
import { mayRequestReturn } from '@blitz/contract';
import { sql } from 'drizzle-orm';
import { queryRows, toDateOrNull, type Database } from '../../db/client';
import { lit } from '../../db/literals';
import { inTransaction } from '../../db/transaction';

export type ReturnRequest = { kind: 'requested' } | { kind: 'not-found' } | { kind: 'too-late' };

/** `itemId` is the order-history item (one line of the order). */
export async function requestReturn(db: Database, userId: number, itemId: number, now: Date): Promise<ReturnRequest> {
  return inTransaction(db, async (tx) => {
    const [order] = await queryRows<{ id: number; status: string; deliveredAt: unknown }>(
      tx,
      sql`select o.id, o.status, o.delivered_at as "deliveredAt" from orders o
          where o.user_id = ${userId} and o.id = (select order_id from order_items where id = ${itemId})
          for update`,
    );
    if (!order) return { kind: 'not-found' };
    if (!mayRequestReturn(order.status, toDateOrNull(order.deliveredAt), now)) return { kind: 'too-late' };
    await tx.execute(
      sql`update orders set status = ${lit('Return Requested')}, return_requested_at = ${now}, updated_at = now() where id = ${order.id}`,
    );
    return { kind: 'requested' };
  });
}
