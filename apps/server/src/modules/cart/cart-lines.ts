/**
 * The one pricing of a cart: what each line costs now, or that it can no longer be bought. The
 * cart the shopper sees (`cartItemsOf`) and the total checkout charges (`startCheckout`) both come
 * from this query, so they cannot disagree: a won item at its final price while its order waits
 * for payment, a buy-now item at the buy-now (else retail) price while buy now is open to the user,
 * an active bid pack at its price times the quantity.
 */
import { sql } from 'drizzle-orm';
import type { CartType } from '@blitz/contract';
import { queryRows, type Database } from '../../db/client';
import { lit, litList } from '../../db/literals';
import type { OrderItemKind } from '../../db/tables/values';
import { buyNowOpenTo } from './buy-now-window';

export interface CartLine {
  kind: OrderItemKind;
  /** The auction of an auction or buy-now line. */
  productId: number | null;
  /** The catalogue item of that auction. */
  itemId: number | null;
  packId: number | null;
  quantity: number;
  title: string;
  /** Price of the whole line in cents; null when the line can no longer be bought. */
  cents: number | null;
  /** The won order that waits for this line's payment. */
  orderId: number | null;
  /** The line was already paid for. */
  paid: boolean;
  imageFull: string | null;
  imageThumb: string | null;
}

/** The cart type a line belongs to: bid packs, or shipped items (won and buy-now). */
export const cartTypeOf = (line: Pick<CartLine, 'kind'>): CartType => (line.kind === 'bids' ? 'bids' : 'auction');

/** Every line of the user's cart, priced, in the order added; `forUpdate` locks them for a checkout. */
export async function cartLinesOf(db: Database, userId: number, options: { forUpdate?: boolean } = {}): Promise<CartLine[]> {
  const awaiting = lit('Awaiting Payment');
  return queryRows<CartLine & Record<string, unknown>>(
    db,
    sql`
      select c.kind, c.product_id as "productId", p.item_id as "itemId", c.bid_pack_id as "packId", c.quantity,
        coalesce(p.title, bp.bids || ' Blitz') as title,
        (case
          when c.kind = ${lit('bids')} then case when bp.active then bp.price_cents * c.quantity end
          when c.kind = ${lit('auction')} then case when won.status = ${awaiting} and won.pay_by > now() then won.final_price_cents end
          else case when p.buy_now_enabled and ${buyNowOpenTo(userId)} then coalesce(p.buy_now_price_cents, p.retail_price_cents) end
        end)::float8 as cents,
        case when c.kind = ${lit('auction')} and won.status = ${awaiting} and won.pay_by > now() then won.order_id end as "orderId",
        (case
          when c.kind = ${lit('auction')} then coalesce(won.status not in ${litList(['Awaiting Payment', 'Forfeited', 'Cancelled'])}, false)
          when c.kind = ${lit('buy-now')} then exists (
            select 1 from orders o join order_items oi on oi.order_id = o.id
            where o.user_id = ${userId} and oi.kind = ${lit('buy-now')} and oi.product_id = c.product_id
              and o.status not in ${litList(['Cart', 'Cancelled'])})
          else false
        end) as paid,
        img.full_path as "imageFull", img.thumb_path as "imageThumb"
      from cart_items c
      left join products p on p.id = c.product_id
      left join bid_packs bp on bp.id = c.bid_pack_id
      left join lateral (
        select o.id as order_id, o.status, o.pay_by, oi.final_price_cents from orders o join order_items oi on oi.order_id = o.id
        where o.user_id = c.user_id and oi.kind = ${lit('auction')} and oi.product_id = c.product_id
        order by o.id desc limit 1
      ) won on c.kind = ${lit('auction')}
      left join lateral (
        select full_path, thumb_path from product_images where product_id = p.id order by position limit 1
      ) img on true
      where c.user_id = ${userId}
      order by c.id
      ${options.forUpdate ? sql`for update of c` : sql``}`,
  );
}
