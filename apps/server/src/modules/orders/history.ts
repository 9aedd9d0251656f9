/**
 * The signed-in user's order history (`/orders/history`, the dashboard's winnings section): one
 * row per order item with its order's status, filtered, sorted and paged as SPEC.md section 7
 * describes, and the statuses the user's orders have as filter choices.
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import { centsToWire, mayRequestReturn, ORDER_STATUSES, type OrderHistory, type OrderHistoryBody, type OrderItem } from '@blitz/contract';
import { queryRows, toDate, toDateOrNull, type Database } from '../../db/client';
import { lit } from '../../db/literals';
import { limitToPage, totalOf } from '../../db/paging';
import type { Clock } from '../clock-port';
import { contains } from '../../shared/like-pattern';
import { imageOrNull } from '../../shared/wire-image';

interface ItemRow extends Record<string, unknown> {
  id: number;
  title: string;
  priceCents: string | number;
  finalPriceCents: string | number;
  discountCents: string | number;
  quantity: number;
  status: string;
  createdAt: unknown;
  productId: number | null;
  full: string | null;
  thumb: string | null;
  photo: string | null;
  kind: string;
  courier: string | null;
  trackingNumber: string | null;
  deliveredAt: unknown;
  total: number;
}

function orderBy(sort: OrderHistoryBody['sort']): SQL {
  switch (sort) {
    case 'new':
      return sql`o.created_at desc, i.id desc`;
    case 'prAsc':
      return sql`i.final_price_cents asc, i.id desc`;
    case 'prDesc':
      return sql`i.final_price_cents desc, i.id desc`;
    case 'rat':
      return sql`(select avg(r.rating) from reviews r where r.item_id = p.item_id) desc nulls last, o.created_at desc, i.id desc`;
    default:
      // Relevance: what still has to be paid comes first, soonest deadline first; then the newest.
      return sql`(o.status <> ${lit('Awaiting Payment')}), (case when o.status = ${lit('Awaiting Payment')} then o.pay_by end) asc,
        o.created_at desc, i.id desc`;
  }
}

/** More days left to pay than any deadline has. */
const MAX_DAYS_LEFT = 36_500;

/** The order-history filters over `orders o` (also the staff console's, which adds the buyer). */
export function orderFilters(body: Pick<OrderHistoryBody, 'status' | 'courier' | 'tracking' | 'daysLeft' | 'paid'>): SQL[] {
  const filters: SQL[] = [];
  if (body.status?.length) filters.push(inArray(sql`o.status`, body.status));
  if (body.courier?.trim()) filters.push(sql`o.courier ilike ${contains(body.courier.trim())}`);
  if (body.tracking?.trim()) filters.push(sql`o.tracking_number ilike ${contains(body.tracking.trim())}`);
  if (body.daysLeft !== undefined) {
    // At most `daysLeft` days left to pay: awaiting payment and the deadline not passed yet. A
    // number of days past a century means any deadline (PostgreSQL's timestamps end in 294276).
    const days = Math.min(body.daysLeft, MAX_DAYS_LEFT);
    filters.push(sql`o.status = ${lit('Awaiting Payment')} and o.pay_by > now() and o.pay_by <= now() + ${days} * interval '1 day'`);
  }
  if (body.paid !== undefined) filters.push(body.paid ? sql`o.paid_at is not null` : sql`o.paid_at is null`);
  return filters;
}

function toWire(row: ItemRow, now: Date): OrderItem {
  const deliveredAt = toDateOrNull(row.deliveredAt);
  const item: OrderItem = {
    id: Number(row.id),
    title: row.title,
    price: centsToWire(Number(row.priceCents)),
    finalPrice: centsToWire(Number(row.finalPriceCents)),
    discount: centsToWire(Number(row.discountCents)),
    quantity: Number(row.quantity),
    status: row.status,
    date: toDate(row.createdAt).toISOString(),
    mainImage: imageOrNull(row.full, row.thumb),
    uploadedPhoto: row.photo,
    courier: row.courier,
    trackingNumber: row.trackingNumber,
    deliveredAt: deliveredAt?.toISOString() ?? null,
    returnable: mayRequestReturn(row.status, deliveredAt, now),
  };
  if (row.productId !== null) item.auctionId = Number(row.productId);
  if (row.kind === 'auction') item.won = true;
  return item;
}

/** A checkout still at the gateway (status Cart) is not an order the user has placed yet. */
const listed = sql`status <> ${lit('Cart')}`;

export function createOrderHistory(db: Database, clock: Clock) {
  async function statusOptions(userId: number): Promise<[string, string][]> {
    const rows = await queryRows<{ status: string }>(db, sql`select distinct status from orders where user_id = ${userId} and ${listed}`);
    const present = new Set(rows.map((row) => row.status));
    const known = ORDER_STATUSES.filter((status) => present.has(status));
    const other = [...present].filter((status) => !(ORDER_STATUSES as readonly string[]).includes(status)).sort();
    return [...known, ...other].map((status) => [status, status]);
  }

  async function itemRows(where: SQL, order: SQL, limit: SQL): Promise<ItemRow[]> {
    return queryRows<ItemRow>(
      db,
      sql`
        select i.id, i.title, i.price_cents as "priceCents", i.final_price_cents as "finalPriceCents",
          i.discount_cents as "discountCents", i.quantity, o.status, o.created_at as "createdAt",
          i.product_id as "productId", i.kind, img.full_path as full, img.thumb_path as thumb, i.winner_photo as photo,
          o.courier, o.tracking_number as "trackingNumber", o.delivered_at as "deliveredAt",
          count(*) over ()::int as total
        from order_items i
        join orders o on o.id = i.order_id
        left join products p on p.id = i.product_id
        left join lateral (select full_path, thumb_path from product_images where product_id = i.product_id order by position limit 1) img on true
        where ${where}
        order by ${order}
        ${limit}`,
    );
  }

  async function page(userId: number, body: OrderHistoryBody): Promise<OrderHistory> {
    const where = sql.join([sql`o.user_id = ${userId}`, sql`o.status <> ${lit('Cart')}`, ...orderFilters(body)], sql` and `);
    const rows = await itemRows(where, orderBy(body.sort), limitToPage(body.pageNumber, body.pageSize));
    return {
      orders: rows.map((row) => toWire(row, clock.now())),
      totalItems: totalOf(rows),
      filterOptions: { status: rows.length > 0 ? await statusOptions(userId) : [] },
    };
  }

  /** One order item of the user, in wire shape (e.g. after its winner photo changed). */
  async function item(userId: number, itemId: number): Promise<OrderItem | null> {
    const [row] = await itemRows(sql`o.user_id = ${userId} and i.id = ${itemId}`, sql`i.id`, sql`limit 1`);
    return row ? toWire(row, clock.now()) : null;
  }

  return { page, item };
}
