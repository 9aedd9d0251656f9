/**
 * A user's cart as the wire's cart items (SPEC.md section 3), pushed with `add-to-cart`: the
 * lines `cartLinesOf` prices, as checkout will charge them. A line that can no longer be bought
 * (an inactive pack, a won item no longer owed, a buy-now whose window closed) is not shown, as
 * checkout does not charge it.
 */
import { centsToRand, centsToWire, type CartItem } from '@blitz/contract';
import type { Database } from '../../db/client';
import { imageOrNull } from '../../shared/wire-image';
import { cartLinesOf, cartTypeOf } from './cart-lines';

export async function cartItemsOf(db: Database, userId: number): Promise<CartItem[]> {
  const lines = await cartLinesOf(db, userId);
  return lines.flatMap((line): CartItem[] => {
    if (line.cents === null) return [];
    const type = cartTypeOf(line);
    const item: CartItem = { amount: centsToRand(line.cents), type, name: line.title, quantity: line.quantity };
    if (type === 'auction' && line.productId !== null) {
      item.auctionId = line.productId;
      if (line.itemId !== null) item.productId = line.itemId;
      item.bidAmount = centsToWire(line.cents);
      item.image = imageOrNull(line.imageFull, line.imageThumb);
      if (line.orderId !== null) item.orderId = line.orderId;
    } else if (line.packId !== null) item.productId = line.packId;
    return [item];
  });
}
