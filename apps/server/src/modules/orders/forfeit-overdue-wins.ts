/**
 * Unpaid wins are forfeited (DESIGN.md 'Auctions': the winner has WINNER_PAYMENT_DAYS to pay): a
 * job turns every Awaiting Payment order whose pay-by time has passed into Forfeited and takes the
 * item out of the winner's cart. One statement, so several nodes running it change each order once.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { lit } from '../../db/literals';

export interface ForfeitedWin {
  orderId: number;
  userId: number;
}

export async function forfeitOverdueWins(db: Database): Promise<ForfeitedWin[]> {
  return queryRows<ForfeitedWin & Record<string, unknown>>(
    db,
    sql`
      with due as (
        select id from orders where status = ${lit('Awaiting Payment')} and pay_by <= now()
        order by id for update skip locked
      ),
      forfeited as (
        update orders o set status = ${lit('Forfeited')}, updated_at = now() from due where o.id = due.id
        returning o.id, o.user_id
      ),
      uncarted as (
        delete from cart_items c using forfeited f, order_items i
        where i.order_id = f.id and i.kind = ${lit('auction')} and c.user_id = f.user_id and c.kind = ${lit('auction')} and c.product_id = i.product_id
      )
      select id as "orderId", user_id as "userId" from forfeited`,
  );
}
