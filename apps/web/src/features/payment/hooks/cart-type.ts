// The cart type in session storage (SPEC.md section 3): `bids` for bid packs, `auction` for won
// and buy-now items; the checkout pays the lines of that type. Storage may be unavailable.
import { CART_TYPES, SESSION_STORAGE_KEYS, type CartType } from '@blitz/contract';

export function readCartType(): CartType | null {
  try {
    const value = window.sessionStorage.getItem(SESSION_STORAGE_KEYS.cartType);
    return (CART_TYPES as readonly string[]).includes(value ?? '') ? (value as CartType) : null;
  } catch {
    return null;
  }
}

export function writeCartType(type: CartType): void {
  try {
    window.sessionStorage.setItem(SESSION_STORAGE_KEYS.cartType, type);
  } catch {
    // Private mode: the cart section falls back to the type that has lines.
  }
}
