// SPEC.md section 4, "Home page": the next major auction is the product with categoryID 0 whose
// auctionTime is the earliest one still in the future; it is kept in local storage for the
// next-major-auction popup.
import { MAJOR_CATEGORY_ID, STORAGE_KEYS, toEpochMs, type ShortProduct } from '@blitz/contract';
import { useEffect } from 'react';
import { writeStorage } from '../../../lib/storage';

export function findNextMajorAuction(products: readonly ShortProduct[], now: number = Date.now()): ShortProduct | null {
  let next: ShortProduct | null = null;
  let nextStart = Infinity;
  for (const product of products) {
    if (product.categoryID !== MAJOR_CATEGORY_ID) continue;
    const start = toEpochMs(product.auctionTime);
    if (start > now && start < nextStart) {
      next = product;
      nextStart = start;
    }
  }
  return next;
}

/** Stores the next major auction among `products` whenever the list changes. */
export function useStoreNextMajorAuction(products: readonly ShortProduct[]): void {
  useEffect(() => {
    const next = findNextMajorAuction(products);
    if (next) writeStorage(STORAGE_KEYS.nextMajorAuction, JSON.stringify(next));
  }, [products]);
}
