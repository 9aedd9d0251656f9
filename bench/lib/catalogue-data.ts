/**
 * The benchmark catalogue: a fresh PostgreSQL database with the app's migrations and demo seed,
 * grown with generate_series to the wanted number of auctions (copies of the demo ones with every
 * status and bid type) and bids (spread over the running and ended auctions, prices rising).
 */
import pg from 'pg';
import { openDatabase, runMigrations } from '../../apps/server/src/db/client';
import { seedDemoData } from '../../apps/server/src/db/seed/seed-demo';

export interface CatalogueSize {
  auctions: number;
  bids: number;
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Creates database `name` on the server of `adminUrl`; returns its connection string. */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
  await adminQuery(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export const dropDatabase = (adminUrl: string, name: string) => adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);

const GROW_AUCTIONS = `
with templates as (
  select row_number() over (order by id) - 1 as k, * from products
), n as (select count(*) as c from templates),
winners as (select array_agg(id order by id) as ids from users)
insert into products (item_id, title, description, category_id, department_id, retail_price_cents,
  starting_amount_cents, current_price_cents, bid_increment_cents, lock_price_cents, auction_time,
  opening_seconds, end_time, auction_timer, bid_type, status, winner_id, featured, buy_now_enabled, closed_at)
select t.item_id, t.title || ' ' || g, t.description, t.category_id, t.department_id, t.retail_price_cents,
  0, 0, 10, t.retail_price_cents / 4,
  case when g % 10 < 4 then now() - interval '1 hour'
       when g % 10 < 6 then now() + (g % 86400) * interval '1 second'
       else now() - interval '3 days' - (g % 86400) * interval '1 second' end,
  3600,
  case when g % 10 < 4 then now() + (60 + g % 7200) * interval '1 second'
       when g % 10 < 6 then null
       else now() - interval '2 days' - (g % 86400) * interval '1 second' end,
  10,
  (array['Standard', 'Beginner', 'Paid Blitz only', 'Locked'])[1 + g % 4],
  case when g % 10 < 4 then 'Open' when g % 10 < 6 then 'Not Started' when g % 10 < 9 then 'Ended' else 'Closed' end,
  case when g % 10 between 6 and 8 then w.ids[1 + g % cardinality(w.ids)] end,
  g % 10 < 6 and g % 97 = 0,
  true,
  case when g % 10 >= 6 then now() - interval '2 days' - (g % 86400) * interval '1 second' end
from generate_series(1, $1::int) as g
cross join n cross join winners w
join templates t on t.k = g % n.c`;

const COPY_MAIN_IMAGES = `
insert into product_images (product_id, full_path, thumb_path, position)
select p.id, m.full_path, m.thumb_path, 0
from products p
join (
  select distinct on (src.item_id) src.item_id, i.full_path, i.thumb_path
  from products src join product_images i on i.product_id = src.id and i.position = 0
  order by src.item_id, src.id
) m on m.item_id = p.item_id
where not exists (select 1 from product_images x where x.product_id = p.id)`;

/** Bids rise by 10 cents per round over every running and ended auction; times rise with them. */
const GROW_BIDS = `
with targets as (select array_agg(id order by id) as ids from products where status in ('Open', 'Ended')),
bidders as (select array_agg(id order by id) as ids from users)
insert into bids (product_id, user_id, amount_cents, placed_at, via_buddy, paid)
select t.ids[1 + g % cardinality(t.ids)],
  b.ids[1 + (g / cardinality(t.ids) + g) % cardinality(b.ids)],
  (1 + g / cardinality(t.ids)) * 10 + 1000,
  now() - interval '1 day' + g * interval '50 milliseconds',
  false, g % 3 <> 0
from generate_series(1, $1::int) as g cross join targets t cross join bidders b`;

const SYNC_PRICES = `
update products p set current_price_cents = s.top, bid_count = p.bid_count + s.n, last_bid_at = s.last
from (select product_id, max(amount_cents) as top, count(*)::int as n, max(placed_at) as last from bids group by product_id) s
where s.product_id = p.id`;

/** Fills the database behind `databaseUrl` to the wanted size; returns what it holds. */
export async function buildCatalogue(databaseUrl: string, catalogueDir: string, size: CatalogueSize) {
  const handle = await openDatabase({ databaseUrl, dataDir: '' });
  try {
    await runMigrations(handle);
    await seedDemoData(handle.db, { catalogueDir, now: new Date() });
  } finally {
    await handle.close();
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const count = async (table: string) => Number((await client.query(`select count(*) as n from ${table}`)).rows[0].n);
    const missingAuctions = size.auctions - (await count('products'));
    if (missingAuctions > 0) await client.query(GROW_AUCTIONS, [missingAuctions]);
    await client.query(COPY_MAIN_IMAGES);
    // Invented history, as the demo seed's: the records count it in their listing entries.
    await client.query(`select set_config('blitz.record_import', 'on', false)`);
    const missingBids = size.bids - (await count('bids'));
    if (missingBids > 0) await client.query(GROW_BIDS, [missingBids]);
    await client.query(SYNC_PRICES);
    await client.query('vacuum analyze');
    return { auctions: await count('products'), bids: await count('bids'), users: await count('users') };
  } finally {
    await client.end();
  }
}
