/**
 * Orders as the staff console reads them: one row per order with its buyer and lines, found with
 * the shop's order-history filters (shared with orders/history.ts) plus the buyer, paged or whole
 * for the CSV export.
 */
import { centsToWire, type StaffOrder, type StaffOrderFilters } from '@blitz/contract';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, toDate, toDateOrNull, type Database } from '../../../db/client';
import { lit } from '../../../db/literals';
import { limitToPage, totalOf } from '../../../db/paging';
import { contains } from '../../../shared/like-pattern';
import { orderFilters } from '../../orders';

interface OrderRow extends Record<string, unknown> {
  id: number;
  userId: number;
  email: string;
  nickname: string;
  status: string;
  totalCents: string | number;
  createdAt: unknown;
  payBy: unknown;
  paidAt: unknown;
  shippedAt: unknown;
  deliveredAt: unknown;
  returnRequestedAt: unknown;
  returnDecidedAt: unknown;
  courier: string | null;
  trackingNumber: string | null;
  shippingAddress: Record<string, unknown> | null;
  items: { title: string; kind: string; quantity: number; finalPriceCents: number; productId: number | null }[] | null;
  total: number;
}

const iso = (value: unknown) => toDateOrNull(value)?.toISOString() ?? null;

export function toStaffOrder(row: OrderRow): StaffOrder {
  return {
    id: Number(row.id),
    userId: Number(row.userId),
    email: row.email,
    nickname: row.nickname,
    status: row.status,
    total: centsToWire(Number(row.totalCents)),
    createdAt: toDate(row.createdAt).toISOString(),
    payBy: iso(row.payBy),
    paidAt: iso(row.paidAt),
    shippedAt: iso(row.shippedAt),
    deliveredAt: iso(row.deliveredAt),
    returnRequestedAt: iso(row.returnRequestedAt),
    returnDecidedAt: iso(row.returnDecidedAt),
    courier: row.courier,
    trackingNumber: row.trackingNumber,
    shippingAddress: row.shippingAddress,
    items: (row.items ?? []).map((item) => ({
      title: item.title,
      kind: item.kind,
      quantity: Number(item.quantity),
      finalPrice: centsToWire(Number(item.finalPriceCents)),
      auctionId: item.productId === null ? null : Number(item.productId),
    })),
  };
}

/** Null filters mean "not set", as the shop's history reads them. */
function conditions(filters: StaffOrderFilters): SQL[] {
  const found = orderFilters({
    status: filters.status ?? undefined,
    courier: filters.courier ?? undefined,
    tracking: filters.tracking ?? undefined,
    daysLeft: filters.daysLeft ?? undefined,
    paid: filters.paid ?? undefined,
  });
  const buyer = filters.buyer?.trim();
  if (buyer) found.push(sql`(u.email ilike ${contains(buyer)} or u.nickname ilike ${contains(buyer)})`);
  if (filters.userId) found.push(sql`o.user_id = ${filters.userId}`);
  return [sql`o.status <> ${lit('Cart')}`, ...found];
}

function orderOf(sort: StaffOrderFilters['sort']): SQL {
  switch (sort) {
    case 'prAsc':
      return sql`o.total_cents asc, o.id desc`;
    case 'prDesc':
      return sql`o.total_cents desc, o.id desc`;
    case 'rel':
      // What staff must act on first: requested returns, then paid orders waiting to ship.
      return sql`(case o.status when ${lit('Return Requested')} then 0 when ${lit('Paid')} then 1 when ${lit('Processing')} then 2 else 3 end), o.created_at asc, o.id`;
    default:
      return sql`o.created_at desc, o.id desc`;
  }
}

/** The orders `where` finds, in `order`; `limit` cuts a page (none: every order, for the export). */
export async function findOrders(db: Database, where: SQL[], order: SQL, limit: SQL = sql``): Promise<OrderRow[]> {
  return queryRows<OrderRow>(
    db,
    sql`
      select o.id, o.user_id as "userId", u.email, u.nickname, o.status, o.total_cents as "totalCents",
        o.created_at as "createdAt", o.pay_by as "payBy", o.paid_at as "paidAt", o.shipped_at as "shippedAt",
        o.delivered_at as "deliveredAt", o.return_requested_at as "returnRequestedAt", o.return_decided_at as "returnDecidedAt",
        o.courier, o.tracking_number as "trackingNumber", o.shipping_address as "shippingAddress",
        (select json_agg(json_build_object('title', i.title, 'kind', i.kind, 'quantity', i.quantity,
            'finalPriceCents', i.final_price_cents, 'productId', i.product_id) order by i.id)
          from order_items i where i.order_id = o.id) as items,
        count(*) over ()::int as total
      from orders o join users u on u.id = o.user_id
      where ${sql.join(where, sql` and `)}
      order by ${order}
      ${limit}`,
  );
}

export async function listOrders(db: Database, filters: StaffOrderFilters, pageNumber: number, pageSize: number) {
  const rows = await findOrders(db, conditions(filters), orderOf(filters.sort), limitToPage(pageNumber, pageSize));
  return { orders: rows.map(toStaffOrder), total: totalOf(rows) };
}

/** Every order the filters find, for the CSV export. */
export async function allOrders(db: Database, filters: StaffOrderFilters): Promise<StaffOrder[]> {
  return (await findOrders(db, conditions(filters), orderOf(filters.sort))).map(toStaffOrder);
}

export async function findOrder(db: Database, id: number): Promise<StaffOrder | null> {
  const [row] = await findOrders(db, [sql`o.id = ${id}`], sql`o.id`, sql`limit 1`);
  return row ? toStaffOrder(row) : null;
}

/** Locks the order row for the rest of the transaction; false when there is none. */
export async function lockOrder(tx: Database, id: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(tx, sql`select id from orders where id = ${id} for update`);
  return rows.length > 0;
}
