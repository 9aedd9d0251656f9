/**
 * Keeps the demo shop alive (DESIGN.md: visitors always find live auctions): when fewer than
 * `minLive` auctions are Open or Not Started, finished demo auctions are listed again as new
 * auctions of the same item, starting within 20 minutes and open for 15 minutes to 3 hours.
 * One statement under an advisory lock, so several nodes never relist the same item twice.
 */
import { sql } from 'drizzle-orm';
import { FINISHED_AUCTION_STATUSES, LIVE_AUCTION_STATUSES } from '@blitz/contract';
import { queryRows, type Database } from '../db/client';
import { lit, litList } from '../db/literals';

const RELIST_LOCK = 727_201;
export const DEMO_MIN_LIVE = 30;

export async function relistDemoAuctions(db: Database, minLive = DEMO_MIN_LIVE): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ relisted: number }>(
      tx as unknown as Database,
      sql`
        with gate as (select pg_try_advisory_xact_lock(${RELIST_LOCK}) as got),
        live as (select count(*)::int as n from products where status in ${litList(LIVE_AUCTION_STATUSES)}),
        finished as (
          select distinct on (p.item_id) p.* from products p
          where p.status in ${litList(FINISHED_AUCTION_STATUSES)}
            and not exists (select 1 from products q where q.item_id = p.item_id and q.status in ${litList(LIVE_AUCTION_STATUSES)})
          order by p.item_id, p.closed_at desc nulls last
        ),
        chosen as (
          select f.* from finished f, gate, live
          where gate.got and live.n < ${minLive}
          order by f.closed_at asc nulls first
          limit greatest(0, ${minLive} - (select n from live))
        ),
        inserted as (
          insert into products (item_id, title, description, category_id, department_id, retail_price_cents,
            starting_amount_cents, current_price_cents, bid_increment_cents, lock_price_cents, auction_time,
            opening_seconds, auction_timer, bid_type, status, featured, buy_now_enabled)
          select item_id, title, description, category_id, department_id, retail_price_cents,
            starting_amount_cents, starting_amount_cents, bid_increment_cents, lock_price_cents,
            now() + (60 + random() * 1140) * interval '1 second', (900 + random() * 9900)::int, auction_timer,
            bid_type, ${lit('Not Started')}, featured, buy_now_enabled
          from chosen
          returning id, item_id
        ),
        images as (
          insert into product_images (product_id, full_path, thumb_path, position)
          select i.id, pi.full_path, pi.thumb_path, pi.position
          from inserted i join chosen c on c.item_id = i.item_id join product_images pi on pi.product_id = c.id
        )
        select count(*)::int as relisted from inserted`,
    );
    return row?.relisted ?? 0;
  });
}
