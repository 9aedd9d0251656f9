// Payment (SPEC.md sections 3 and 7): gateways, bid packs and the payment-link call.
import { z } from 'zod';
import { CURRENCY } from './constants';
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
  shippingProfileID: idSchema,
});
export type PaymentLinkBody = z.input<typeof paymentLinkBodySchema>;

export const paymentLinkResponseSchema = z.object({ redirectUrl: z.string().min(1) });
export type PaymentLinkResponse = z.infer<typeof paymentLinkResponseSchema>;

export const paymentGatewayListSchema = z.array(paymentGatewaySchema);

/** Not named in SPEC.md: the buy-now page puts the auction's item in the cart at its buy-now price. */
export const buyNowBodySchema = envelopeSchema.extend({ auctionID: idSchema });
export type BuyNowBody = z.input<typeof buyNowBodySchema>;
