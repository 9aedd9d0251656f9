// Payment (SPEC.md sections 3 and 7): gateways, bid packs and the payment-link call.
import { z } from 'zod';
import { CART_TYPES, CURRENCY } from './constants';
import { countSchema, envelopeSchema, idSchema, moneySchema } from './common';

export const paymentGatewaySchema = z.object({
  id: idSchema,
  payment_gateway: z.string(),
});
export type PaymentGateway = z.infer<typeof paymentGatewaySchema>;

/** A bid pack: `price` in rand as a number (SPEC.md), `bids` the Blitz it gives. */
export const bidPackSchema = z.object({
  id: idSchema,
  price: z.number().nonnegative(),
  currency: z.literal(CURRENCY),
  bids: countSchema,
});
export type BidPack = z.infer<typeof bidPackSchema>;
export const bidPackListSchema = z.array(bidPackSchema);

// Calls

/** `feCartTotal` is the total the client shows; a mismatch with the server's answers 300. */
export const paymentLinkBodySchema = envelopeSchema.extend({
  feCartTotal: moneySchema,
  payGateID: idSchema,
  /** 0 when nothing in the paid lines is shipped (a bid-pack purchase). */
  shippingProfileID: z.int().nonnegative(),
  /**
   * Not named in SPEC.md: which lines of the cart this payment covers, the cart type the client
   * keeps in session storage (`bids`: bid packs; `auction`: won and buy-now items). Without it,
   * `auction` when the cart holds any auction line, else `bids`.
   */
  cartType: z.enum(CART_TYPES).optional(),
});

export const paymentLinkResponseSchema = z.object({ redirectUrl: z.string().min(1) });

export const paymentGatewayListSchema = z.array(paymentGatewaySchema);

/** Not named in SPEC.md: the buy-now page puts the auction's item in the cart at its buy-now price. */
export const buyNowBodySchema = envelopeSchema.extend({ auctionID: idSchema });

/**
 * Not named in SPEC.md: the shop's return page asks how a payment it sent to the gateway ended
 * (`reference` is the gateway's `m_payment_id`, passed back in the return and cancel URLs).
 */
export const paymentStatusBodySchema = envelopeSchema.extend({ reference: z.string().min(1).max(100) });
export const paymentStatusSchema = z.object({
  status: z.enum(['pending', 'complete', 'failed', 'cancelled']),
  /** What was bought, so the page can say it and link on (Blitz balance or order history). */
  cartType: z.enum(CART_TYPES),
  amount: moneySchema,
});
export type PaymentStatusResult = z.infer<typeof paymentStatusSchema>;
