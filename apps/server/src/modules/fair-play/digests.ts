/**
 * The daily digests: once a UTC day is over, the chain heads its auctions reached that day (the
 * hash of each auction's last entry of the day) are hashed into one digest, SHA-256 over the lines
 * "auctionId:head\n" in auction order, and stored for good (the table refuses changes). Anyone who
 * keeps a digest can later tell if that day's history was rewritten. Days without entries get the
 * digest of nothing, so the list has no gaps. Entries are read from `auction_record_entries`, where
 * recorded bids (rows of `bids` since migration 0017) and the other entries are one list.
 */
import type { DayHeads, RecordDigest } from '@blitz/contract';
import { sql } from 'drizzle-orm';
import { queryRows, toDate, type Database } from '../../db/client';

/** Most days one call publishes (a shop that was down for months catches up over a few passes). */
const DAYS_PER_PASS = 31;

const headsOfDay = (day: string) => sql`
  select distinct on (r.product_id) r.product_id as "auctionId", r.hash as head
  from auction_record_entries r
  where r.at >= ${day}::date::timestamp at time zone 'UTC' and r.at < (${day}::date + 1)::timestamp at time zone 'UTC'
  order by r.product_id, r.seq desc`;

/** Publishes every finished day since the last published one; returns how many it published. */
export async function publishDueDigests(db: Database): Promise<number> {
  const [range] = await queryRows<{ first: string | null; last: string }>(
    db,
    sql`select coalesce((select max(day) + 1 from record_digests),
              (select (min(at) at time zone 'UTC')::date from auction_record_entries))::text as first,
            ((now() at time zone 'UTC')::date - 1)::text as last`,
  );
  if (!range?.first || range.first > range.last) return 0;
  const [inserted] = await queryRows<{ n: number }>(
    db,
    sql`with days as (
          select d::date as day from generate_series(${range.first}::date, least(${range.last}::date, ${range.first}::date + ${DAYS_PER_PASS - 1}::int), interval '1 day') d
        ),
        digests as (
          select days.day, encode(sha256(convert_to(coalesce(string_agg(h.id || ':' || h.hash || E'\n', '' order by h.id), ''), 'UTF8')), 'hex') as digest,
            count(h.id)::int as auctions
          from days left join lateral (
            select distinct on (r.product_id) r.product_id as id, r.hash from auction_record_entries r
            where r.at >= days.day::timestamp at time zone 'UTC' and r.at < (days.day + 1)::timestamp at time zone 'UTC'
            order by r.product_id, r.seq desc
          ) h on true
          group by days.day
        ),
        ins as (insert into record_digests (day, digest, auctions) select day, digest, auctions from digests on conflict (day) do nothing returning 1)
        select count(*)::int as n from ins`,
  );
  return inserted?.n ?? 0;
}

export async function listDigests(db: Database, limit = 366): Promise<RecordDigest[]> {
  const rows = await queryRows<{ day: string; digest: string; auctions: number; createdAt: unknown }>(
    db,
    sql`select day::text as day, digest, auctions, created_at as "createdAt" from record_digests order by day desc limit ${limit}`,
  );
  return rows.map((row) => ({
    day: row.day,
    digest: row.digest,
    auctions: row.auctions,
    publishedAt: toDate(row.createdAt).toISOString(),
  }));
}

/** The heads behind a published day's digest; null when that day has no digest yet. */
export async function dayHeads(db: Database, day: string): Promise<DayHeads | null> {
  const [digest] = await queryRows<{ digest: string }>(db, sql`select digest from record_digests where day = ${day}::date`);
  if (!digest) return null;
  const heads = await queryRows<{ auctionId: number; head: string }>(db, headsOfDay(day));
  return { day, digest: digest.digest, heads: heads.map((h) => ({ auctionId: Number(h.auctionId), head: h.head })) };
}
