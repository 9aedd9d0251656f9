// Orders, winnings, bid history and the cart (SPEC.md sections 3 and 7).
import { z } from 'zod';
import { CART_TYPES } from './constants';
import {
  calendarDateSchema,
  countSchema,
  envelopeSchema,
  idSchema,
  imageSchema,
  isoDateTimeSchema,
  moneySchema,
  paginationSchema,
} from './common';
import { sortValueSchema } from './catalogue';

/** An order or a won item. `status` is one of ORDER_STATUSES in practice; any string is accepted. */
export const orderItemSchema = z.object({
  id: idSchema,
  title: z.string(),
  price: moneySchema,
  finalPrice: moneySchema,
  discount: moneySchema,
  quantity: countSchema,
  status: z.string(),
  date: isoDateTimeSchema,
  mainImage: imageSchema.nullable(),
  auctionId: idSchema.optional(),
  uploadedPhoto: z.string().nullable().optional(),
  /** Not named in SPEC.md: the item was won at auction, so its winner may add a winner photo. */
  won: z.boolean().optional(),
  /** Not named in SPEC.md: the courier and tracking number of a shipped order (found by `cor` and `trak`). */
  courier: z.string().nullable().optional(),
  trackingNumber: z.string().nullable().optional(),
  /** Not named in SPEC.md: when the order was delivered; a return may be asked for within RETURN_REQUEST_DAYS. */
  deliveredAt: isoDateTimeSchema.nullable().optional(),
  /** Not named in SPEC.md: whether the shopper may still ask for a return of this order. */
  returnable: z.boolean().optional(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;
export const orderItemListSchema = z.array(orderItemSchema);

/** Filter choices as [value, label] pairs. */
export const orderFilterOptionsSchema = z.object({
  status: z.array(z.tuple([z.string(), z.string()])),
});

export const orderHistorySchema = z.object({
  orders: orderItemListSchema,
  totalItems: countSchema,
  filterOptions: orderFilterOptionsSchema,
});
export type OrderHistory = z.infer<typeof orderHistorySchema>;

export const bidHistoryItemSchema = z.object({
  auctionID: idSchema,
  title: z.string(),
  winner: z.string(),
  image: imageSchema.nullable(),
  date: isoDateTimeSchema,
});
export type BidHistoryItem = z.infer<typeof bidHistoryItemSchema>;

export const bidHistorySchema = z.object({
  totalProducts: countSchema,
  previousBids: z.array(bidHistoryItemSchema),
});
export type BidHistory = z.infer<typeof bidHistorySchema>;

const cartTypeSchema = z.enum(CART_TYPES);

/**
 * A cart line. `amount` is the line total in rand; for a bid pack `productId` is the pack id
 * and `quantity` the number of packs.
 */
export const cartItemSchema = z.object({
  amount: z.number().nonnegative(),
  type: cartTypeSchema,
  name: z.string(),
  auctionId: idSchema.optional(),
  productId: idSchema.optional(),
  image: imageSchema.nullable().optional(),
  newAmount: z.number().nonnegative().optional(),
  orderId: idSchema.optional(),
  quantity: countSchema.optional(),
  bidAmount: moneySchema.optional(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** The whole cart, as `add-to-cart` pushes it and the buy-now call answers it. */
export const cartSchema = z.object({ cartItems: z.array(cartItemSchema) });

/** What the client asks to add; the server prices it (the client never decides money). */
export const addToCartPayloadSchema = z.object({
  type: cartTypeSchema,
  auctionId: idSchema.optional(),
  productId: idSchema.optional(),
  quantity: z.int().min(1).max(100).optional(),
  /** Takes the line out of the cart instead (a won item stays payable from the order history). */
  remove: z.boolean().optional(),
});
export type AddToCartPayload = z.infer<typeof addToCartPayloadSchema>;

// Calls

const stringList = z.array(z.string().max(50)).max(20);

export const orderHistoryBodySchema = envelopeSchema.extend({
  ...paginationSchema.shape,
  status: stringList.optional(),
  courier: z.string().max(100).optional(),
  tracking: z.string().max(100).optional(),
  daysLeft: z.int().nonnegative().optional(),
  paid: z.boolean().optional(),
  sort: sortValueSchema.optional(),
});
export type OrderHistoryBody = z.input<typeof orderHistoryBodySchema>;

/** Not named in SPEC.md: the shopper asks for a return of the order of one order-history item. */
export const orderReturnBodySchema = envelopeSchema.extend({ id: idSchema });

/** Prices in rand, dates as calendar days, `auction` a list of auction ids. */
export const bidHistoryBodySchema = envelopeSchema.extend({
  ...paginationSchema.shape,
  minPrice: z.number().nonnegative().optional(),
  maxPrice: z.number().nonnegative().optional(),
  minDate: calendarDateSchema.optional(),
  maxDate: calendarDateSchema.optional(),
  auction: z.array(idSchema).max(100).optional(),
  status: stringList.optional(),
  wonBy: z.string().max(50).optional(),
  sort: sortValueSchema.optional(),
});
export type BidHistoryBody = z.input<typeof bidHistoryBodySchema>;
