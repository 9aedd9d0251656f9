// Pure helpers over the server's cart lines: which belong to a cart type, and their total in
// cents (line amounts are rand with two decimals; summing cents avoids float drift).
import { centsToWire, type CartItem, type CartType } from '@blitz/contract';

export const linesOfType = (items: readonly CartItem[], type: CartType) => items.filter((item) => item.type === type);

export const centsOf = (item: CartItem) => Math.round(item.amount * 100);

export const totalCents = (items: readonly CartItem[]) => items.reduce((sum, item) => sum + centsOf(item), 0);

export const totalWire = (items: readonly CartItem[]) => centsToWire(totalCents(items));

/** The type to show: the stored one when it has lines, else the one that has. */
export function activeCartType(items: readonly CartItem[], stored: CartType | null): CartType {
  if (stored && linesOfType(items, stored).length > 0) return stored;
  if (linesOfType(items, 'auction').length > 0) return 'auction';
  if (linesOfType(items, 'bids').length > 0) return 'bids';
  return stored ?? 'bids';
}
