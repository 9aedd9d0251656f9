/**
 * The owner's figures over a period of South African days (Africa/Johannesburg): money from bid
 * packs, won auctions and buy-now sales (paid orders, by the day they were paid), Blitz sold (the
 * purchase ledger), spent (bids with paid and with free Blitz) and given away (rewards and staff
 * adjustments that add Blitz), and per auction that ended in the period what the shop took: its
 * final price plus the paid Blitz bid on it at the price one paid Blitz fetched.
 */
import type { EndedAuctionFigures, Figures, FiguresDay } from '@blitz/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client';

const ZONE = 'Africa/Johannesburg';

type DayRow = FiguresDay & Record<string, unknown>;

/** Pack revenue over Blitz sold to date; the cheapest active pack's price per Blitz before any sale. */
async function blitzPriceCents(db: Database): Promise<number> {
  const [row] = await queryRows<{ sold: number | null; cheapest: number | null }>(
    db,
    sql`select
          (select sum(oi.final_price_cents)::float8 / nullif(sum(oi.quantity * bp.bids), 0)
             from order_items oi join orders o on o.id = oi.order_id join bid_packs bp on bp.id = oi.bid_pack_id
             where oi.kind = 'bids' and o.paid_at is not null) as sold,
          (select min(price_cents::float8 / bids) from bid_packs where active) as cheapest`,
  );
  return row?.sold ?? row?.cheapest ?? 0;
}

export async function figures(db: Database, from: string, to: string): Promise<Figures> {
  const start = sql`(${from}::date)::timestamp at time zone ${ZONE}`;
  const end = sql`((${to}::date + 1)::timestamp) at time zone ${ZONE}`;
  const dayOf = (column: ReturnType<typeof sql>) => sql`(${column} at time zone ${ZONE})::date`;
  const price = await blitzPriceCents(db);
  const days = await queryRows<DayRow>(
    db,
    sql`
    with days as (select d::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') d),
    sales as (
      select ${dayOf(sql`o.paid_at`)} as day,
        sum(case when oi.kind = 'bids' then oi.final_price_cents else 0 end) as packs,
        sum(case when oi.kind = 'auction' then oi.final_price_cents else 0 end) as auctions,
        sum(case when oi.kind = 'buy-now' then oi.final_price_cents else 0 end) as buy_now
      from orders o join order_items oi on oi.order_id = o.id
      where o.paid_at >= ${start} and o.paid_at < ${end}
      group by 1),
    ledger as (
      select ${dayOf(sql`l.created_at`)} as day,
        sum(case when l.kind = 'purchase' then l.delta else 0 end) as sold,
        sum(case when l.kind = 'reward' or (l.kind = 'adjustment' and l.delta > 0) then l.delta else 0 end) as given
      from blitz_ledger l
      where l.created_at >= ${start} and l.created_at < ${end} and l.kind in ('purchase', 'reward', 'adjustment')
      group by 1),
    spent as (
      select ${dayOf(sql`b.placed_at`)} as day, count(*) filter (where b.paid) as paid, count(*) filter (where not b.paid) as free
      from bids b where b.placed_at >= ${start} and b.placed_at < ${end}
      group by 1)
    select to_char(days.day, 'YYYY-MM-DD') as day,
      coalesce(sales.packs, 0)::float8 as "packRevenueCents",
      coalesce(sales.auctions, 0)::float8 as "auctionRevenueCents",
      coalesce(sales.buy_now, 0)::float8 as "buyNowRevenueCents",
      coalesce(ledger.sold, 0)::int as "blitzSold",
      coalesce(spent.paid, 0)::int as "blitzSpentPaid",
      coalesce(spent.free, 0)::int as "blitzSpentFree",
      coalesce(ledger.given, 0)::int as "blitzGiven"
    from days left join sales using (day) left join ledger using (day) left join spent using (day)
    order by days.day`,
  );
  const auctionRows = await queryRows<
    Omit<EndedAuctionFigures, 'blitzValueCents' | 'takenCents' | 'marginCents' | 'endTime'> & { endTime: Date }
  >(
    db,
    sql`
    select p.id, p.title, p.end_time as "endTime", p.current_price_cents::float8 as "finalPriceCents",
      p.retail_price_cents::float8 as "retailCents",
      (select count(*) from bids b where b.product_id = p.id and b.paid)::int as "paidBids",
      (select count(*) from bids b where b.product_id = p.id and not b.paid)::int as "freeBids"
    from products p
    where p.status = 'Ended' and p.end_time >= ${start} and p.end_time < ${end}
    order by p.end_time desc, p.id desc`,
  );
  const auctions = auctionRows.map((row): EndedAuctionFigures => {
    const blitzValueCents = Math.round(row.paidBids * price);
    const takenCents = row.finalPriceCents + blitzValueCents;
    return { ...row, endTime: new Date(row.endTime).toISOString(), blitzValueCents, takenCents, marginCents: takenCents - row.retailCents };
  });
  const keys = [
    'packRevenueCents',
    'auctionRevenueCents',
    'buyNowRevenueCents',
    'blitzSold',
    'blitzSpentPaid',
    'blitzSpentFree',
    'blitzGiven',
  ] as const;
  const totals = Object.fromEntries(keys.map((key) => [key, days.reduce((sum, day) => sum + day[key], 0)])) as Omit<FiguresDay, 'day'>;
  return { from, to, blitzPriceCents: price, days: days.map((day) => ({ ...day })), totals, auctions };
}
