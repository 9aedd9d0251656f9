/**
 * Reads an auction's public record (the entries the database's triggers wrote, migrations 0006 and 0012),
 * its published figures, and the house accounts that must never bid: shopper accounts with a
 * non-shopper role (system accounts) and shopper accounts sharing an address with a staff account.
 */
import {
  AUCTION_RECORD_FORMAT,
  auctionRecordSchema,
  houseAccountSchema,
  type AuctionFigures,
  type AuctionRecord,
  type HouseAccount,
} from '@blitz/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';

export async function houseAccounts(db: Database): Promise<HouseAccount[]> {
  const rows = await queryRows<HouseAccount & Record<string, unknown>>(
    db,
    sql`select u.id, u.nickname, case when u.role <> 'user' then 'system' else 'staff' end as kind
        from users u
        where u.role <> 'user' or exists (select 1 from staff_accounts s where s.email = lower(trim(u.email)))
        order by u.id`,
  );
  return rows.map((row) => houseAccountSchema.parse({ ...row, id: Number(row.id) }));
}

async function figures(db: Database, productId: number): Promise<AuctionFigures> {
  const [row] = await queryRows<AuctionFigures & Record<string, unknown>>(
    db,
    sql`select count(b.id)::int as bids, count(distinct b.user_id)::int as "uniqueBidders",
          (count(b.id) filter (where b.via_buddy))::int as "buddyBids", count(b.id)::int as "blitzSpent",
          p.current_price_cents::float8 as "finalPriceCents", p.retail_price_cents::float8 as "retailCents",
          case when p.winner_id is null then null else (count(b.id) filter (where b.user_id = p.winner_id))::int end as "winnerBids",
          case when p.winner_id is null then null else (p.current_price_cents + round((count(b.id) filter (where b.user_id = p.winner_id))
            * coalesce((select bp.price_cents::float8 / bp.bids from bid_packs bp where bp.active order by bp.bids, bp.id limit 1), 0)))::float8 end
            as "winnerTotalCents"
        from products p left join bids b on b.product_id = p.id
        where p.id = ${productId}
        group by p.id`,
  );
  return row!;
}

/** The whole record of one auction; null when there is no such auction. */
export async function readRecord(db: Database, productId: number): Promise<AuctionRecord | null> {
  const [auction] = await queryRows<{ title: string; status: string }>(db, sql`select title, status from products where id = ${productId}`);
  if (!auction) return null;
  const rows = await queryRows<{ entry: string; prevHash: string; hash: string }>(
    db,
    sql`select entry, prev_hash as "prevHash", hash from auction_record where product_id = ${productId} order by seq`,
  );
  const entries = rows.map((row) => ({ ...(JSON.parse(row.entry) as Record<string, unknown>), prevHash: row.prevHash, hash: row.hash }));
  return auctionRecordSchema.parse({
    format: AUCTION_RECORD_FORMAT,
    auctionId: productId,
    title: auction.title,
    status: auction.status,
    head: rows[rows.length - 1]?.hash ?? '0'.repeat(64),
    entries,
    figures: await figures(db, productId),
    houseAccounts: await houseAccounts(db),
  });
}
