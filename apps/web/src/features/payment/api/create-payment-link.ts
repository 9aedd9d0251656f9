// /payment/link (SPEC.md sections 7 and 8): the gateway's redirect for the cart lines of one cart
// type, or the reason there is none: 202 'No data received', 300 the totals differ (the cart
// changed), 209 'Purchase request already completed', 208 'Amount too low to process', a 200
// without a redirect 'Incorrect data received', anything else 'An error occurred'.
import type { CartType, ErrorCode } from '@blitz/contract';
import { callApi } from '../../../lib/api-client';

export type PaymentLinkOutcome = { ok: true; redirectUrl: string } | { ok: false; code: ErrorCode; aborted?: boolean };

export interface PaymentLinkRequest {
  totalWire: string;
  gatewayId: number;
  shippingProfileId: number;
  cartType: CartType;
}

export async function createPaymentLink(request: PaymentLinkRequest): Promise<PaymentLinkOutcome> {
  const result = await callApi('/payment/link', {
    feCartTotal: request.totalWire,
    payGateID: request.gatewayId,
    shippingProfileID: request.shippingProfileId,
    cartType: request.cartType,
  });
  switch (result.kind) {
    case 'data':
      return result.data.redirectUrl ? { ok: true, redirectUrl: result.data.redirectUrl } : { ok: false, code: 'INCORRECT_DATA_RECEIVED' };
    case 'empty':
      return { ok: false, code: 'NO_DATA_RECEIVED' };
    case 'status':
      return { ok: false, code: result.status === 209 ? 'PURCHASE_COMPLETED' : 'GENERIC_ERROR' };
    case 'error':
      // A 200 whose body lacks the redirect fails the contract's shape check.
      if (result.reason === 'invalid_shape') return { ok: false, code: 'INCORRECT_DATA_RECEIVED' };
      if (result.status === 208) return { ok: false, code: 'AMOUNT_TOO_LOW' };
      if (result.status === 300) return { ok: false, code: 'CART_TOTAL_MISMATCH' };
      if (result.status === 422) return { ok: false, code: 'UNPROCESSABLE_ENTITY' };
      return {
        ok: false,
        code: result.messageCode === 'NETWORK_ERROR' || result.status === 0 ? 'CHECK_CONNECTION' : 'GENERIC_ERROR',
        aborted: result.reason === 'request_aborted',
      };
  }
}
