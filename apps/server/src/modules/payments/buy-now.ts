/**
 * Buy now (DESIGN.md 'Auctions'): the retail price, open to everyone while an auction is Not
 * Started or Open and to those who bid on it for BUY_NOW_AFTER_END_HOURS after it ends. Putting
 * it in the cart is `/auction/buyNow`; paying for it returns the Blitz spent on that auction.
 */
import { sql } from 'drizzle-orm';
import type { CartItem } from '@blitz/contract';
import { queryRows, type Database } from '../../db/client';
import { lit, litList } from '../../db/literals';
import { buyNowOpenTo, cartItemsOf } from '../cart';

export type BuyNowOutcome = { ok: true; cartItems: CartItem[] } | { ok: false; reason: 'not-found' | 'closed' | 'bought' };

export async function addBuyNowToCart(db: Database, userId: number, auctionId: number): Promise<BuyNowOutcome> {
  const [auction] = await queryRows<{ open: boolean; bought: boolean }>(
    db,
    sql`select (p.buy_now_enabled and ${buyNowOpenTo(userId)}) as open,
          exists (select 1 from orders o join order_items oi on oi.order_id = o.id
                  where o.user_id = ${userId} and oi.kind = ${lit('buy-now')} and oi.product_id = p.id
                    and o.status not in ${litList(['Cart', 'Cancelled'])}) as bought
        from products p where p.id = ${auctionId}`,
  );
  if (!auction) return { ok: false, reason: 'not-found' };
  if (auction.bought) return { ok: false, reason: 'bought' };
  if (!auction.open) return { ok: false, reason: 'closed' };
  await db.execute(sql`
    insert into cart_items (user_id, kind, product_id, quantity) values (${userId}, ${lit('buy-now')}, ${auctionId}, 1)
    on conflict do nothing`);
  return { ok: true, cartItems: await cartItemsOf(db, userId) };
}
