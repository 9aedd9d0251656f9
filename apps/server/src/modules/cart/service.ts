/**
 * Changing a user's cart (the `add-to-cart` socket command, SPEC.md section 7): a bid pack line
 * set to a quantity, a won item that still waits for payment put back, or a line taken out. The
 * server prices every line (cartItemsOf); the client only says what it wants.
 */
import { sql } from 'drizzle-orm';
import type { AddToCartPayload, CartItem } from '@blitz/contract';
import { queryRows, type Database } from '../../db/client';
import { lit } from '../../db/literals';
import { cartItemsOf } from './cart-items';

export type CartChange = { ok: true; cartItems: CartItem[] } | { ok: false; reason: 'invalid' | 'not-found' };

async function exists(db: Database, query: ReturnType<typeof sql>): Promise<boolean> {
  return (await queryRows<{ one: number }>(db, sql`select 1 as one where exists (${query})`)).length > 0;
}

export async function changeCart(db: Database, userId: number, change: AddToCartPayload): Promise<CartChange> {
  if (change.type === 'bids') {
    const packId = change.productId;
    if (packId === undefined) return { ok: false, reason: 'invalid' };
    if (change.remove) {
      await db.execute(sql`delete from cart_items where user_id = ${userId} and bid_pack_id = ${packId}`);
    } else {
      if (!(await exists(db, sql`select 1 from bid_packs where id = ${packId}`))) return { ok: false, reason: 'not-found' };
      await db.execute(sql`
        insert into cart_items (user_id, kind, bid_pack_id, quantity) values (${userId}, ${lit('bids')}, ${packId}, ${change.quantity ?? 1})
        on conflict (user_id, bid_pack_id) where bid_pack_id is not null do update set quantity = excluded.quantity`);
    }
  } else {
    const auctionId = change.auctionId;
    if (auctionId === undefined) return { ok: false, reason: 'invalid' };
    if (change.remove) {
      await db.execute(sql`delete from cart_items where user_id = ${userId} and product_id = ${auctionId}`);
    } else {
      // Only a won item the user has still to pay for can go (back) into the cart.
      const owed = sql`select 1 from orders o join order_items oi on oi.order_id = o.id
        where o.user_id = ${userId} and o.status = ${lit('Awaiting Payment')} and oi.kind = ${lit('auction')} and oi.product_id = ${auctionId}`;
      if (!(await exists(db, owed))) return { ok: false, reason: 'not-found' };
      await db.execute(sql`
        insert into cart_items (user_id, kind, product_id, quantity) values (${userId}, ${lit('auction')}, ${auctionId}, 1)
        on conflict do nothing`);
    }
  }
  return { ok: true, cartItems: await cartItemsOf(db, userId) };
}
