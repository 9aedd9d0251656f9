/**
 * Buying: shipping profiles, the cart, orders with their items (won auctions, bid packs, buy-now)
 * and gateway payments with the raw ITN kept for audit.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bidPacks } from './bidding';
import { products } from './catalogue';
import { cascadeRef, cents, createdAt, id, inList, moment, restrictRef, updatedAt } from './columns';
import { users } from './users';
import { ORDER_ITEM_KINDS, ORDER_STATUSES, PAYMENT_STATUSES } from './values';

export const shippingProfiles = pgTable(
  'shipping_profiles',
  {
    id: id(),
    userId: cascadeRef('user_id', () => users.id),
    title: text('title').notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientMobile: text('recipient_mobile').notNull(),
    streetAddress: text('street_address').notNull(),
    complex: text('complex').notNull().default(''),
    suburb: text('suburb').notNull(),
    city: text('city').notNull(),
    province: text('province').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull().default('South Africa'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('shipping_profiles_user_idx').on(t.userId),
    // Shoppers sharing a delivery address share its weekly win limit (bid_win_counts, migration 0009).
    index('shipping_profiles_address_idx').on(sql`delivery_address_key(${t.streetAddress}, ${t.complex}, ${t.postalCode})`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    userId: cascadeRef('user_id', () => users.id),
    kind: text('kind').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    bidPackId: integer('bid_pack_id').references(() => bidPacks.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    index('cart_items_user_idx').on(t.userId),
    uniqueIndex('cart_items_user_product_key')
      .on(t.userId, t.kind, t.productId)
      .where(sql`${t.productId} is not null`),
    uniqueIndex('cart_items_user_pack_key')
      .on(t.userId, t.bidPackId)
      .where(sql`${t.bidPackId} is not null`),
    check('cart_items_kind_valid', inList(t.kind, ORDER_ITEM_KINDS)),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
    check('cart_items_target', sql`(${t.productId} is null) <> (${t.bidPackId} is null)`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: restrictRef('user_id', () => users.id),
    status: text('status').notNull(),
    totalCents: cents('total_cents').notNull(),
    shippingProfileId: integer('shipping_profile_id').references(() => shippingProfiles.id, { onDelete: 'set null' }),
    /** The address as it was when the order was paid, so later profile edits do not rewrite history. */
    shippingAddress: jsonb('shipping_address'),
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    /** A won auction must be paid by this time, or the order becomes Forfeited. */
    payBy: moment('pay_by'),
    paidAt: moment('paid_at'),
    shippedAt: moment('shipped_at'),
    deliveredAt: moment('delivered_at'),
    returnRequestedAt: moment('return_requested_at'),
    /** When staff accepted (status Returned) or refused (back to Delivered) the requested return. */
    returnDecidedAt: moment('return_decided_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('orders_status_pay_by_idx').on(t.status, t.payBy),
    check('orders_status_valid', inList(t.status, ORDER_STATUSES)),
    check('orders_total_non_negative', sql`${t.totalCents} >= 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: cascadeRef('order_id', () => orders.id),
    kind: text('kind').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'restrict' }),
    bidPackId: integer('bid_pack_id').references(() => bidPacks.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    quantity: integer('quantity').notNull().default(1),
    priceCents: cents('price_cents').notNull(),
    discountCents: cents('discount_cents').notNull().default(0),
    finalPriceCents: cents('final_price_cents').notNull(),
    /** Winner photo uploaded for a won auction (paths under /media). */
    winnerPhoto: text('winner_photo'),
    winnerPhotoThumb: text('winner_photo_thumb'),
    winnerPhotoCaption: text('winner_photo_caption'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    index('order_items_winner_photo_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.winnerPhoto} is not null`),
    check('order_items_kind_valid', inList(t.kind, ORDER_ITEM_KINDS)),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check('order_items_prices_non_negative', sql`${t.priceCents} >= 0 and ${t.discountCents} >= 0 and ${t.finalPriceCents} >= 0`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: restrictRef('order_id', () => orders.id),
    userId: restrictRef('user_id', () => users.id),
    gateway: text('gateway').notNull(),
    /** Our payment reference sent to the gateway (m_payment_id); unique so an ITN settles once. */
    reference: text('reference').notNull(),
    gatewayPaymentId: text('gateway_payment_id'),
    amountCents: cents('amount_cents').notNull(),
    /** What the payment buys: `bids` (bid packs) or `auction` (won and buy-now items). */
    cartType: text('cart_type').notNull().default('bids'),
    status: text('status').notNull().default('pending'),
    /** What a completed payment brought in for items already paid or no longer payable: staff refund it. */
    refundDueCents: cents('refund_due_cents').notNull().default(0),
    rawItn: jsonb('raw_itn'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_reference_key').on(t.reference),
    index('payments_order_idx').on(t.orderId),
    check('payments_status_valid', inList(t.status, PAYMENT_STATUSES)),
    check('payments_amount_positive', sql`${t.amountCents} > 0`),
    check('payments_refund_due_valid', sql`${t.refundDueCents} >= 0 and ${t.refundDueCents} <= ${t.amountCents}`),
    index('payments_refund_due_idx')
      .on(t.createdAt)
      .where(sql`${t.refundDueCents} > 0`),
  ],
);

/** The orders one payment settles (a checkout may pay several won items at once). */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    paymentId: cascadeRef('payment_id', () => payments.id),
    orderId: restrictRef('order_id', () => orders.id),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.orderId] }), index('payment_orders_order_idx').on(t.orderId)],
);

/**
 * Each won or bought-now item a shopper has paid for, once (migration 0018): the settling
 * transaction claims the key, so a second payment of the item pays nothing and is refunded.
 */
export const purchasedItems = pgTable(
  'purchased_items',
  {
    userId: restrictRef('user_id', () => users.id),
    productId: restrictRef('product_id', () => products.id),
    kind: text('kind').notNull(),
    orderId: restrictRef('order_id', () => orders.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'purchased_items_pkey', columns: [t.userId, t.productId, t.kind] }),
    index('purchased_items_order_idx').on(t.orderId),
    check('purchased_items_kind_valid', inList(t.kind, ['auction', 'buy-now'])),
  ],
);
