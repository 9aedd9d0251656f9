/**
 * The staff console's home page: what needs someone now. Paid orders of goods waiting to ship,
 * reports nobody has opened, Open auctions whose clock ends within the hour, and today's takings
 * against yesterday's (South African days, the figures' revenue). Each part is read only for a role
 * that may open its section; the others get null.
 */
import {
  AWAITING_SHIPMENT_STATUSES,
  centsToWire,
  ENDING_SOON_MINUTES,
  ENDING_SOON_SHOWN,
  previousDate,
  southAfricanDate,
  staffRoleMayOpen,
  type ReportStatus,
  type StaffOverview,
  type StaffRole,
} from '@blitz/contract';
import { sql } from 'drizzle-orm';
import { queryRows, toDateOrNull, type Database } from '../../../db/client';
import { lit, litList } from '../../../db/literals';
import { figures } from '../figures/figures';

const iso = (value: unknown) => toDateOrNull(value)?.toISOString() ?? null;

async function ordersToShip(db: Database): Promise<StaffOverview['ordersToShip']> {
  const [row] = await queryRows<{ count: number; oldest: unknown }>(
    db,
    sql`select count(*)::int as count, min(o.paid_at) as oldest from orders o
        where o.status in ${litList(AWAITING_SHIPMENT_STATUSES)}
          and exists (select 1 from order_items i where i.order_id = o.id and i.kind <> ${lit('bids')})`,
  );
  return { count: row?.count ?? 0, oldestPaidAt: iso(row?.oldest) };
}

async function newReports(db: Database): Promise<StaffOverview['newReports']> {
  const [row] = await queryRows<{ count: number; oldest: unknown }>(
    db,
    sql`select count(*)::int as count, min(created_at) as oldest from reports where status = ${'new' satisfies ReportStatus}`,
  );
  return { count: row?.count ?? 0, oldestAt: iso(row?.oldest) };
}

async function endingSoon(db: Database, now: Date): Promise<StaffOverview['endingSoon']> {
  const horizon = new Date(now.getTime() + ENDING_SOON_MINUTES * 60_000);
  const rows = await queryRows<{ id: number; title: string; endTime: unknown; priceCents: number; bidCount: number; total: number }>(
    db,
    sql`select id, title, end_time as "endTime", current_price_cents::float8 as "priceCents", bid_count as "bidCount",
          count(*) over ()::int as total
        from products where status = ${lit('Open')} and end_time <= ${horizon}
        order by end_time, id limit ${ENDING_SOON_SHOWN}`,
  );
  return {
    count: rows[0]?.total ?? 0,
    auctions: rows.map((row) => ({
      id: Number(row.id),
      title: row.title,
      endTime: iso(row.endTime)!,
      currentPrice: centsToWire(row.priceCents),
      bidCount: Number(row.bidCount),
    })),
  };
}

async function takings(db: Database, now: Date): Promise<StaffOverview['takings']> {
  const today = southAfricanDate(now);
  const yesterday = previousDate(today);
  const { days } = await figures(db, yesterday, today);
  const cents = (day: string) => {
    const found = days.find((entry) => entry.day === day);
    return found ? found.packRevenueCents + found.auctionRevenueCents + found.buyNowRevenueCents : 0;
  };
  return { today: { day: today, cents: cents(today) }, yesterday: { day: yesterday, cents: cents(yesterday) } };
}

export async function staffOverview(db: Database, role: StaffRole, now: Date): Promise<StaffOverview> {
  const may = (section: Parameters<typeof staffRoleMayOpen>[1]) => staffRoleMayOpen(role, section);
  const [orders, reports, auctions, money] = await Promise.all([
    may('orders') ? ordersToShip(db) : null,
    may('reports') ? newReports(db) : null,
    may('auctions') ? endingSoon(db, now) : null,
    may('figures') ? takings(db, now) : null,
  ]);
  return { ordersToShip: orders, newReports: reports, endingSoon: auctions, takings: money };
}
