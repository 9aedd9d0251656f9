// /auction/buyNow: puts an auction's item in the cart at its buy-now price; the server answers
// the whole cart (and pushes it with add-to-cart). 209: this user has already bought it.
import type { CartItem, ErrorCode } from '@blitz/contract';
import { callApi } from '../../../lib/api-client';

export type BuyNowOutcome = { ok: true; cartItems: CartItem[] } | { ok: false; code: ErrorCode };

export async function buyNow(auctionID: number): Promise<BuyNowOutcome> {
  const result = await callApi('/auction/buyNow', { auctionID });
  if (result.kind === 'data') return { ok: true, cartItems: result.data.cartItems };
  if (result.kind === 'status' && result.status === 209) return { ok: false, code: 'PURCHASE_COMPLETED' };
  if (result.kind === 'error') return { ok: false, code: result.messageCode };
  return { ok: false, code: 'GENERIC_ERROR' };
}
