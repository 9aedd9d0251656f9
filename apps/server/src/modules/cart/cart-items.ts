/**
 * A user's cart as the wire's cart items (SPEC.md section 3): won auctions at their final price
 * (with the order that waits for payment), buy-now items at the retail price and bid packs. Pushed with `add-to-cart`.
 */
import { sql } from 'drizzle-orm';
import { centsToWire, type CartItem } from '@blitz/contract';
import { queryRows, type Database } from '../../db/client';

interface CartRow {
  kind: string;
  quantity: number;
  auctionId: number | null;
  itemId: number | null;
  title: string;
  priceCents: number;
  orderId: number | null;
  imageFull: string | null;
  imageThumb: string | null;
  packId: number | null;
}

export async function cartItemsOf(db: Database, userId: number): Promise<CartItem[]> {
  const rows = await queryRows<CartRow & Record<string, unknown>>(
    db,
    sql`
      select c.kind, c.quantity, p.id as "auctionId", p.item_id as "itemId", bp.id as "packId",
        coalesce(p.title, bp.bids || ' Blitz') as title,
        (case when c.kind = 'buy-now' then p.retail_price_cents
          else coalesce(oi.final_price_cents, p.current_price_cents, bp.price_cents * c.quantity) end)::float8 as "priceCents",
        oi.order_id as "orderId", img.full_path as "imageFull", img.thumb_path as "imageThumb"
      from cart_items c
      left join products p on p.id = c.product_id
      left join bid_packs bp on bp.id = c.bid_pack_id
      left join lateral (
        select oi.final_price_cents, oi.order_id from order_items oi join orders o on o.id = oi.order_id
        where oi.product_id = c.product_id and o.user_id = c.user_id and o.status = 'Awaiting Payment'
        order by oi.id desc limit 1
      ) oi on c.kind = 'auction'
      left join lateral (
        select full_path, thumb_path from product_images where product_id = p.id order by position limit 1
      ) img on true
      where c.user_id = ${userId}
      order by c.id`,
  );
  return rows.map((row): CartItem => {
    const type = row.kind === 'bids' ? 'bids' : 'auction';
    const item: CartItem = { amount: row.priceCents / 100, type, name: row.title, quantity: row.quantity };
    if (type === 'auction' && row.auctionId !== null) {
      item.auctionId = row.auctionId;
      if (row.itemId !== null) item.productId = row.itemId;
      item.bidAmount = centsToWire(row.priceCents);
      item.image = row.imageFull ? (row.imageThumb ? { full: row.imageFull, thumb: row.imageThumb } : { full: row.imageFull }) : null;
      if (row.orderId !== null) item.orderId = row.orderId;
    } else if (row.packId !== null) item.productId = row.packId;
    return item;
  });
}
