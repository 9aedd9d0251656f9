/**
 * The order a won auction creates (DESIGN.md 'Orders'): Awaiting Payment, to be paid within
 * WINNER_PAYMENT_DAYS, with one item at the final price, and the item put in the winner's cart.
 * Runs in the transaction that ends the auction.
 */
import { sql } from 'drizzle-orm';
import { WINNER_PAYMENT_DAYS } from '@blitz/contract';
import { queryRows, type Database } from '../../db/client';
import { lit } from '../../db/literals';

export interface WonAuction {
  userId: number;
  productId: number;
  title: string;
  priceCents: number;
}

export async function createWonOrder(db: Database, won: WonAuction): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`
      with o as (
        insert into orders (user_id, status, total_cents, pay_by)
        values (${won.userId}, ${lit('Awaiting Payment')}, ${won.priceCents}, now() + ${WINNER_PAYMENT_DAYS} * interval '1 day')
        returning id
      ),
      item as (
        insert into order_items (order_id, kind, product_id, title, quantity, price_cents, final_price_cents)
        select o.id, ${lit('auction')}, ${won.productId}, ${won.title}, 1, ${won.priceCents}, ${won.priceCents} from o
      ),
      cart as (
        insert into cart_items (user_id, kind, product_id, quantity)
        values (${won.userId}, ${lit('auction')}, ${won.productId}, 1)
        on conflict do nothing
      )
      select id from o`,
  );
  return row!.id;
}
