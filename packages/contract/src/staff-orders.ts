// The staff console's orders (issue 13): the shop's order-history filters plus the buyer, the
// fulfilment steps (Processing, Shipped with courier and tracking number, Delivered), the return
// decision and the CSV export. The transitions themselves are pure rules here, so the server
// decides with them and the console offers only the steps they allow.
import { z } from 'zod';
import { RETURN_REQUEST_DAYS, RETURNS_DAYS, type OrderStatus } from './constants';
import { countSchema, idSchema, isoDateTimeSchema, moneySchema } from './common';
import { sortValueSchema } from './catalogue';

const DAY_MS = 86_400_000;

export const FULFILMENT_STATUSES = ['Processing', 'Shipped', 'Delivered'] as const satisfies readonly OrderStatus[];
/** Paid and not shipped yet: an order of goods in one of these waits for staff to ship it. */
export const AWAITING_SHIPMENT_STATUSES = ['Paid', 'Processing'] as const satisfies readonly OrderStatus[];
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

/** The statuses an order may move to the given fulfilment step from. */
const FULFILMENT_FROM: Record<FulfilmentStatus, readonly string[]> = {
  Processing: ['Paid'],
  // Shipped again corrects the courier or the tracking number.
  Shipped: ['Paid', 'Processing', 'Shipped'],
  Delivered: ['Shipped'],
};

/** Whether an order's lines hold goods to ship (bid packs are never shipped). */
export const shipsGoods = (kinds: readonly string[]) => kinds.some((kind) => kind !== 'bids');

/** Whether an order in `status` may be set to `next` (bid packs are never shipped). */
export function mayFulfil(status: string, next: FulfilmentStatus, shipsGoods: boolean): boolean {
  return shipsGoods && FULFILMENT_FROM[next].includes(status);
}

/** The shopper may ask for a return while the order is Delivered and RETURN_REQUEST_DAYS have not passed since delivery. */
export function mayRequestReturn(status: string, deliveredAt: Date | null, now: Date): boolean {
  return status === 'Delivered' && deliveredAt !== null && now.getTime() <= deliveredAt.getTime() + RETURN_REQUEST_DAYS * DAY_MS;
}

/** Staff accept or refuse a requested return up to RETURNS_DAYS after delivery. */
export function mayDecideReturn(status: string, deliveredAt: Date | null, now: Date): boolean {
  return status === 'Return Requested' && deliveredAt !== null && now.getTime() <= deliveredAt.getTime() + RETURNS_DAYS * DAY_MS;
}

const text = (max: number) => z.string().trim().min(1).max(max);

export const staffOrderLineSchema = z.object({
  title: z.string(),
  kind: z.string(),
  quantity: countSchema,
  finalPrice: moneySchema,
  auctionId: idSchema.nullable(),
});

export const staffOrderSchema = z.object({
  id: idSchema,
  userId: idSchema,
  email: z.string(),
  nickname: z.string(),
  status: z.string(),
  total: moneySchema,
  createdAt: isoDateTimeSchema,
  payBy: isoDateTimeSchema.nullable(),
  paidAt: isoDateTimeSchema.nullable(),
  shippedAt: isoDateTimeSchema.nullable(),
  deliveredAt: isoDateTimeSchema.nullable(),
  returnRequestedAt: isoDateTimeSchema.nullable(),
  returnDecidedAt: isoDateTimeSchema.nullable(),
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** The address as it was when the order was paid. */
  shippingAddress: z.record(z.string(), z.unknown()).nullable(),
  items: z.array(staffOrderLineSchema),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;

/** The shop's order-history filters (SPEC.md `stat`, `cor`, `trak`, `dLeft`, `pd`, `srt`) plus the buyer. */
export const staffOrderFiltersSchema = z.object({
  status: z.array(z.string().max(50)).max(20).nullish(),
  courier: z.string().trim().max(100).nullish(),
  tracking: z.string().trim().max(100).nullish(),
  daysLeft: z.int().nonnegative().nullish(),
  paid: z.boolean().nullish(),
  sort: sortValueSchema.nullish(),
  /** Part of the buyer's email or nickname. */
  buyer: z.string().trim().max(254).nullish(),
  userId: idSchema.nullish(),
});
export type StaffOrderFilters = z.input<typeof staffOrderFiltersSchema>;

export const staffOrderListBodySchema = staffOrderFiltersSchema.extend({
  pageNumber: z.int().min(1).default(1),
  pageSize: z.int().min(1).max(200).default(50),
});

export const staffOrderPageSchema = z.object({ orders: z.array(staffOrderSchema), total: countSchema });

export const staffOrderIdBodySchema = z.object({ id: idSchema });

export const staffOrderFulfilBodySchema = z
  .object({
    id: idSchema,
    status: z.enum(FULFILMENT_STATUSES),
    courier: text(100).nullish(),
    trackingNumber: text(100).nullish(),
  })
  .refine((body) => body.status !== 'Shipped' || (Boolean(body.courier) && Boolean(body.trackingNumber)), {
    message: 'Shipping needs a courier and a tracking number',
    path: ['trackingNumber'],
  });

export const staffReturnDecisionBodySchema = z.object({ id: idSchema, accept: z.boolean() });

/** The CSV export of the orders the filters find (every page). */
export const staffOrderExportSchema = z.object({ filename: z.string(), csv: z.string() });
