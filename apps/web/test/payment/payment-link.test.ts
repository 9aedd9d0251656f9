// The payment link call maps every answer of SPEC.md section 8 to what the checkout says, and the
// cart helpers total lines in cents and pick the cart type to pay.
import { STORAGE_KEYS, type CartItem } from '@blitz/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPaymentLink } from '../../src/features/payment/api/create-payment-link';
import { activeCartType, linesOfType, totalWire } from '../../src/features/payment/hooks/cart-lines';
import { installFakeApi, makeJwt } from '../auth/fake-api';

const request = { totalWire: '189.00', gatewayId: 1, shippingProfileId: 0, cartType: 'bids' as const };

beforeEach(() => localStorage.setItem(STORAGE_KEYS.refreshToken, makeJwt(86_000)));
afterEach(() => vi.unstubAllGlobals());

describe('createPaymentLink', () => {
  it.each([
    [
      { status: 200, body: { redirectUrl: 'https://gateway.example/eng/process?x=1' } },
      { ok: true, redirectUrl: 'https://gateway.example/eng/process?x=1' },
    ],
    [
      { status: 200, body: {} },
      { ok: false, code: 'INCORRECT_DATA_RECEIVED' },
    ],
    [{ status: 202 }, { ok: false, code: 'NO_DATA_RECEIVED' }],
    [
      { status: 300, body: { message: 'cart_total_mismatch', cartTotal: '378.00' } },
      { ok: false, code: 'CART_TOTAL_MISMATCH' },
    ],
    [
      { status: 209, body: { message: 'Purchase request already completed' } },
      { ok: false, code: 'PURCHASE_COMPLETED' },
    ],
    [
      { status: 208, body: { message: 'Amount too low to process' } },
      { ok: false, code: 'AMOUNT_TOO_LOW' },
    ],
    [
      { status: 422, body: { message: 'Unprocessable Entity' } },
      { ok: false, code: 'UNPROCESSABLE_ENTITY' },
    ],
    [
      { status: 500, body: { message: 'Server error' } },
      { ok: false, code: 'GENERIC_ERROR' },
    ],
  ])('answers %j as %j', async (answer, expected) => {
    const api = installFakeApi({ '/payment/link': answer });
    expect(await createPaymentLink(request)).toMatchObject(expected);
    expect(api.calls.at(-1)?.body).toMatchObject({ feCartTotal: '189.00', payGateID: 1, shippingProfileID: 0, cartType: 'bids' });
  });
});

describe('cart lines', () => {
  const items: CartItem[] = [
    { type: 'bids', name: '100 Blitz', amount: 378, quantity: 2, productId: 2 },
    { type: 'bids', name: '50 Blitz', amount: 99, quantity: 1, productId: 1 },
    { type: 'auction', name: 'Kettle', amount: 12.3, auctionId: 9, bidAmount: '12.30' },
  ];

  it('totals a cart type in cents', () => {
    expect(totalWire(linesOfType(items, 'bids'))).toBe('477.00');
    expect(
      totalWire([
        { type: 'auction', name: 'a', amount: 0.1 },
        { type: 'auction', name: 'b', amount: 0.2 },
      ]),
    ).toBe('0.30');
  });

  it('shows the stored cart type when it has lines, else won items first', () => {
    expect(activeCartType(items, 'bids')).toBe('bids');
    expect(activeCartType(items, null)).toBe('auction');
    expect(activeCartType(items.slice(0, 2), 'auction')).toBe('bids');
    expect(activeCartType(items.slice(0, 2), null)).toBe('bids');
  });
});
