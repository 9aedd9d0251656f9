import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { AUCTION_STATUSES, BID_TYPES, DEFAULT_BID_PACKS, WINNER_PHOTO_THUMB_SIZE } from '@blitz/contract';
import { verifyRecord } from '@blitz/verify';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config';
import { openDatabase, queryRows, runMigrations, type DatabaseHandle } from '../../../src/db/client';
import { readRecord } from '../../../src/modules/fair-play/record-repository';
import { clearDatabase, isDatabaseEmpty, seedDemoData, seedIfEmpty, type SeedSummary } from '../../../src/db/seed/seed-demo';
import { MEDIA_CATALOGUE_PREFIX } from '../../../src/shared/media-paths';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../helpers/test-database';

const { catalogueDir } = loadConfig({ DATA_DIR: 'memory://' });
const now = new Date();

describe.each(databaseKinds)('demo seed on %s', (kind) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let summary: SeedSummary | null;

  const rows = <T extends Record<string, unknown>>(query: string) => queryRows<T>(handle.db, sql.raw(query));
  const number = async (query: string) => Number((await rows<{ n: number }>(query))[0]?.n);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    handle = await openDatabase({ databaseUrl: database.databaseUrl, dataDir: 'memory://' });
    await runMigrations(handle);
    expect(await isDatabaseEmpty(handle.db)).toBe(true);
    summary = await seedIfEmpty(handle.db, { catalogueDir, now });
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  it('seeds once and reports what it wrote', async () => {
    expect(summary?.auctions).toBe(await number('select count(*)::int as n from products'));
    expect(await isDatabaseEmpty(handle.db)).toBe(false);
    expect(await seedIfEmpty(handle.db, { catalogueDir, now })).toBeNull();
  });

  it('has at least 6 departments, each with categories', async () => {
    expect(await number('select count(*)::int as n from departments')).toBeGreaterThanOrEqual(6);
    const empty = await number(`
      select count(*)::int as n from departments d
      where not exists (select 1 from categories c where c.department_id = d.id)`);
    expect(empty).toBe(0);
  });

  it('has at least 60 auctions with every status and bid type', async () => {
    expect(await number('select count(*)::int as n from products')).toBeGreaterThanOrEqual(60);
    const statuses = await rows<{ status: string }>('select distinct status from products');
    expect(new Set(statuses.map((r) => r.status))).toEqual(new Set(AUCTION_STATUSES));
    const bidTypes = await rows<{ bid_type: string }>('select distinct bid_type from products');
    expect(new Set(bidTypes.map((r) => r.bid_type))).toEqual(new Set(BID_TYPES));
    expect(await number('select count(*)::int as n from products where featured')).toBeGreaterThan(0);
  });

  it('has at least 4 major auctions, one starting in the future', async () => {
    expect(await number('select count(*)::int as n from products where category_id is null')).toBeGreaterThanOrEqual(4);
    const future = await number(`
      select count(*)::int as n from products
      where category_id is null and status = 'Not Started' and auction_time > now()`);
    expect(future).toBeGreaterThanOrEqual(1);
  });

  it('always leaves live auctions to visit', async () => {
    expect(await number("select count(*)::int as n from products where status = 'Open' and end_time > now()")).toBeGreaterThanOrEqual(15);
  });

  it('keeps each auction consistent with its bids', async () => {
    const broken = await number(`
      select count(*)::int as n from products p
      left join lateral (select count(*)::int as c, max(amount_cents) as top from bids b where b.product_id = p.id) b on true
      where p.bid_count <> b.c or p.current_price_cents <> coalesce(b.top, p.starting_amount_cents)`);
    expect(broken).toBe(0);
    const wrongWinners = await number(`
      select count(*)::int as n from products p
      where p.status = 'Ended' and p.winner_id is distinct from
        (select b.user_id from bids b where b.product_id = p.id order by b.placed_at desc, b.id desc limit 1)`);
    expect(wrongWinners).toBe(0);
    expect(await number("select count(*)::int as n from products where status <> 'Ended' and winner_id is not null")).toBe(0);
  });

  it("writes every auction's history through its record, so that the verifier passes each one, in time order", async () => {
    const auctions = await rows<{ id: number; status: string; bid_count: number }>(
      'select id, status, bid_count from products order by id',
    );
    const failed: unknown[] = [];
    let checkedBids = 0;
    for (const { id, status, bid_count: bidCount } of auctions) {
      const record = (await readRecord(handle.db, id))!;
      const report = verifyRecord(record);
      const problems = report.checks.filter((check) => !check.ok).map((check) => check.problems[0]);
      // A journalist reads the entries in order: listed, opened, the bids, the end, each no earlier than the one before.
      const times = record.entries.map((entry) => entry.at);
      if (times.some((at, i) => i > 0 && at < times[i - 1]!)) problems.push(`entries out of time order: ${times.join(' ')}`);
      if (report.bids !== bidCount) problems.push(`${report.bids} bids in the record, ${bidCount} on the auction`);
      if (problems.length > 0) failed.push({ id, status, problems });
      checkedBids += report.bids;
    }
    expect(failed).toEqual([]);
    expect(checkedBids).toBe(summary?.bids);
    expect(new Set(auctions.map((a) => a.status))).toEqual(new Set(AUCTION_STATUSES));
  });

  it('keeps every balance equal to the sum of the ledger, per pot', async () => {
    const mismatched = await number(`
      select count(*)::int as n from users u where
        u.free_blitz <> (select coalesce(sum(delta), 0) from blitz_ledger l where l.user_id = u.id and not l.paid) or
        u.paid_blitz <> (select coalesce(sum(delta), 0) from blitz_ledger l where l.user_id = u.id and l.paid)`);
    expect(mismatched).toBe(0);
    expect(await number("select count(*)::int as n from blitz_ledger where kind = 'bid'")).toBe(
      await number('select count(*)::int as n from bids'),
    );
    expect(await number('select count(*)::int as n from users where free_blitz + paid_blitz > 0')).toBeGreaterThan(0);
  });

  it('has reviews with ratings and demo bidders with nicknames', async () => {
    expect(await number('select count(*)::int as n from reviews')).toBeGreaterThan(10);
    expect(await number('select count(*)::int as n from reviews where rating not between 1 and 5')).toBe(0);
    expect(await number('select count(*)::int as n from users where is_demo')).toBeGreaterThanOrEqual(12);
  });

  it('creates no account anyone can sign in to: demo shoppers have no password, and there is no staff', async () => {
    expect(await number('select count(*)::int as n from users where password_hash is not null or not is_demo')).toBe(0);
    expect(await number('select count(*)::int as n from staff_accounts')).toBe(0);
  });

  it("has past winners with winner photos on delivered orders, each with its thumbnail shipped in the photos' tiles' shape", async () => {
    const photos = await rows<{ winner_photo: string; winner_photo_thumb: string | null; status: string }>(`
      select oi.winner_photo, oi.winner_photo_thumb, o.status from order_items oi join orders o on o.id = oi.order_id
      where oi.winner_photo is not null`);
    expect(photos.length).toBeGreaterThanOrEqual(4);
    for (const photo of photos) {
      expect(photo.status).toBe('Delivered');
      expect(photo.winner_photo.startsWith(MEDIA_CATALOGUE_PREFIX)).toBe(true);
      expect(photo.winner_photo_thumb).toMatch(/-thumb\.webp$/);
      // Cut as an upload's thumbnail is, so that a tile shows all of it.
      const file = join(catalogueDir, photo.winner_photo_thumb!.slice(MEDIA_CATALOGUE_PREFIX.length));
      expect(existsSync(file)).toBe(true);
      const { width, height } = await sharp(file).metadata();
      expect({ file, width, height }).toEqual({ file, ...WINNER_PHOTO_THUMB_SIZE });
    }
  });

  it('offers the bid packs of DESIGN.md', async () => {
    const packs = await rows<{ bids: number; price_cents: number }>('select bids, price_cents from bid_packs order by position');
    expect(packs.map((p) => ({ bids: p.bids, priceCents: Number(p.price_cents) }))).toEqual(DEFAULT_BID_PACKS.map((p) => ({ ...p })));
  });

  it('points every image at a file shipped in the repository', async () => {
    const paths = await rows<{ path: string }>(`
      select full_path as path from product_images union select thumb_path from product_images where thumb_path is not null
      union select banner from departments union select thumb from categories
      union select winner_photo from order_items where winner_photo is not null
      union select winner_photo_thumb from order_items where winner_photo_thumb is not null`);
    expect(paths.length).toBeGreaterThan(60);
    const missing = paths.map((p) => p.path).filter((path) => !existsSync(join(catalogueDir, path.slice(MEDIA_CATALOGUE_PREFIX.length))));
    expect(missing).toEqual([]);
  });

  it('can be wiped and seeded again (seed --force)', async () => {
    await clearDatabase(handle.db);
    expect(await isDatabaseEmpty(handle.db)).toBe(true);
    const again = await seedDemoData(handle.db, { catalogueDir, now });
    expect(again.auctions).toBe(summary?.auctions);
    expect(await number('select min(id)::int as n from products')).toBe(1);
  });
});
