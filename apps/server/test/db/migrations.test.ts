import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, runMigrations, type DatabaseHandle } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/test-database';

const journalFile = fileURLToPath(new URL('../../src/db/migrations/meta/_journal.json', import.meta.url));

const EXPECTED_TABLES = [
  'auction_record',
  'auth_tokens',
  'bid_buddies',
  'bid_packs',
  'bids',
  'blitz_adjustments',
  'blitz_ledger',
  'cart_items',
  'catalogue_items',
  'categories',
  'chat_engaged_questions',
  'chat_messages',
  'departments',
  'email_outbox',
  'favourites',
  'function_files_applied',
  'item_images',
  'order_items',
  'orders',
  'payment_orders',
  'payments',
  'product_images',
  'products',
  'purchased_items',
  'record_digests',
  'report_notes',
  'reports',
  'reviews',
  'rewards',
  'shipping_profiles',
  'staff_accounts',
  'staff_audit',
  'uploads',
  'users',
];

describe('the migration journal', () => {
  // Numbers may leave gaps (two branches each take their own), but the migrator applies only
  // entries newer than the last one a database has, so every entry must come after the one before.
  it('numbers and dates every entry after the one before it', async () => {
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string; when: number }[] };
    const numbers = journal.entries.map((entry) => Number(/^(\d{4})_/.exec(entry.tag)?.[1]));
    numbers.forEach((n, i) => {
      expect(Number.isInteger(n)).toBe(true);
      if (i > 0) expect(n).toBeGreaterThan(numbers[i - 1]!);
    });
    journal.entries.forEach((entry, i) => {
      if (i > 0) expect(entry.when).toBeGreaterThan(journal.entries[i - 1]!.when);
    });
  });
});

describe.each(databaseKinds)('migrations on %s', (kind) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    handle = await openDatabase({ databaseUrl: database.databaseUrl, dataDir: 'memory://' });
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  const tables = async () =>
    (
      await queryRows<{ table_name: string }>(
        handle.db,
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
      )
    ).map((row) => row.table_name);

  it('creates every table of the domain, and the view of every record entry', async () => {
    await handle.withStartupLock((db) => runMigrations(handle, db));
    expect(await tables()).toEqual(EXPECTED_TABLES);
    const views = await queryRows<{ table_name: string }>(
      handle.db,
      sql`select table_name from information_schema.views where table_schema = 'public' order by table_name`,
    );
    expect(views.map((row) => row.table_name)).toEqual(['auction_record_entries']);
  });

  it('is idempotent: running again applies nothing and changes nothing', async () => {
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: unknown[] };
    await handle.withStartupLock((db) => runMigrations(handle, db));
    await runMigrations(handle);
    expect(await tables()).toEqual(EXPECTED_TABLES);
    const applied = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(applied[0]?.n).toBe(journal.entries.length);
  });

  it('enforces non-negative Blitz balances in the database', async () => {
    await expect(
      handle.db.insert(users).values({ email: 'neg@example.com', nickname: 'Neg', referralCode: 'neg', paidBlitz: -1 }),
    ).rejects.toThrow();
  });

  it('enforces the auction status list', async () => {
    await handle.db.execute(sql`insert into departments (slug, name, banner) values ('d', 'D', '/b')`);
    await handle.db.execute(sql`insert into catalogue_items (key, title) values ('k', 'K')`);
    await expect(
      handle.db.execute(sql`
        insert into products (item_id, title, description, department_id, retail_price_cents, auction_time, opening_seconds, status)
        select i.id, 'T', 'D', d.id, 100, now(), 60, 'Paused' from catalogue_items i, departments d`),
    ).rejects.toThrow();
  });
});
