/**
 * Buy now (DESIGN.md 'Auctions'): the retail price, open to everyone while an auction is Not
 * Started or Open and to those who bid on it for BUY_NOW_AFTER_END_HOURS after it ends. Putting
 * it in the cart is `/auction/buyNow`; paying for it returns the Blitz spent on that auction.
 */
import { sql } from 'drizzle-orm';
import { BUY_NOW_AFTER_END_HOURS, type CartItem } from '@blitz/contract';
import { queryRows, type Database } from '../../db/client';
import { cartItemsOf } from '../cart/cart-items';

/** SQL condition on the auction aliased `p`: may this user buy it now? */
export function buyNowOpenTo(userId: number) {
  return sql`(p.status in ('Not Started', 'Open') or (
    p.status in ('Ended', 'Closed') and coalesce(p.closed_at, p.end_time) > now() - ${BUY_NOW_AFTER_END_HOURS} * interval '1 hour'
    and exists (select 1 from bids b where b.product_id = p.id and b.user_id = ${userId})))`;
}

export type BuyNowOutcome = { ok: true; cartItems: CartItem[] } | { ok: false; reason: 'not-found' | 'closed' | 'bought' };

export async function addBuyNowToCart(db: Database, userId: number, auctionId: number): Promise<BuyNowOutcome> {
  const [auction] = await queryRows<{ open: boolean; bought: boolean }>(
    db,
    sql`select (p.buy_now_enabled and ${buyNowOpenTo(userId)}) as open,
          exists (select 1 from orders o join order_items oi on oi.order_id = o.id
                  where o.user_id = ${userId} and oi.kind = 'buy-now' and oi.product_id = p.id
                    and o.status not in ('Cart', 'Cancelled')) as bought
        from products p where p.id = ${auctionId}`,
  );
  if (!auction) return { ok: false, reason: 'not-found' };
  if (auction.bought) return { ok: false, reason: 'bought' };
  if (!auction.open) return { ok: false, reason: 'closed' };
  await db.execute(sql`
    insert into cart_items (user_id, kind, product_id, quantity) values (${userId}, 'buy-now', ${auctionId}, 1)
    on conflict do nothing`);
  return { ok: true, cartItems: await cartItemsOf(db, userId) };
}

/** Blitz the user spent bidding on the auction (manual and buddy bids, one each). */
export async function blitzSpentOn(db: Database, userId: number, productId: number): Promise<number> {
  const [row] = await queryRows<{ spent: number }>(
    db,
    sql`select count(*)::int as spent from bids where user_id = ${userId} and product_id = ${productId}`,
  );
  return row?.spent ?? 0;
}
