/**
 * Reads an auction's public record (the entries written with each change, migrations 0006 to 0017:
 * rows of auction_record and, since 0017, the recorded bids' own rows, through the view
 * auction_record_entries),
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

/** What the first entry of a record chains to. */
const GENESIS_HASH = '0'.repeat(64);

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
  const rows = await queryRows<{ entry: string; prevHash: string | null; hash: string }>(
    db,
    sql`select entry, prev_hash as "prevHash", hash from auction_record_entries where product_id = ${productId} order by seq`,
  );
  // A recorded bid's row does not repeat the hash it chains to: the entry before it holds that.
  const entries = rows.map((row, i) => ({
    ...(JSON.parse(row.entry) as Record<string, unknown>),
    prevHash: row.prevHash ?? rows[i - 1]?.hash ?? GENESIS_HASH,
    hash: row.hash,
  }));
  return auctionRecordSchema.parse({
    format: AUCTION_RECORD_FORMAT,
    auctionId: productId,
    title: auction.title,
    status: auction.status,
    head: rows[rows.length - 1]?.hash ?? GENESIS_HASH,
    entries,
    figures: await figures(db, productId),
    houseAccounts: await houseAccounts(db),
  });
}
