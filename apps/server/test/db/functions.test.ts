// The database functions and their triggers have one definition each, in src/db/functions/: a
// freshly migrated database holds exactly the functions and triggers of those files, as the files
// define them, and no migration after 0023 defines one (a later copy would be replaced, unseen, by
// the file's at every start).
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql, TransactionRollbackError, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, readFunctionFiles, runMigrations, type Database, type DatabaseHandle } from '../../src/db/client';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/test-database';

const migrationsFolder = fileURLToPath(new URL('../../src/db/migrations/', import.meta.url));
/** The last migration that defined functions, before they moved to their files. */
const LAST_MIGRATION_WITH_FUNCTIONS = 23;

/** Definitions by function signature and by `table.trigger`, as PostgreSQL prints them. */
interface Definitions {
  functions: Record<string, string>;
  triggers: Record<string, string>;
}

/**
 * The public schema's functions (not an extension's) and triggers; with `onlyThisTransaction`, those
 * the running transaction created or replaced (their catalogue rows' xmin is its id).
 */
async function readDefinitions(db: Database, onlyThisTransaction = false): Promise<Definitions> {
  const written = (alias: string): SQL => (onlyThisTransaction ? sql.raw(`and ${alias}.xmin = pg_current_xact_id()::xid`) : sql``);
  const functions = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select p.oid::regprocedure::text as name, pg_get_functiondef(p.oid) as definition from pg_proc p
      where p.pronamespace = 'public'::regnamespace ${written('p')}
        and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')`,
  );
  const triggers = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select t.tgrelid::regclass::text || '.' || t.tgname as name, pg_get_triggerdef(t.oid) as definition
      from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where c.relnamespace = 'public'::regnamespace and not t.tgisinternal ${written('t')}`,
  );
  const byName = (rows: { name: string; definition: string }[]) => Object.fromEntries(rows.map((row) => [row.name, row.definition]));
  return { functions: byName(functions), triggers: byName(triggers) };
}

/** What one file's statements create or replace, read back in their transaction, then rolled back. */
async function definedBy(db: Database, statements: string[]): Promise<Definitions> {
  let found: Definitions | undefined;
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local check_function_bodies = off`);
      for (const statement of statements) await tx.execute(sql.raw(statement));
      found = await readDefinitions(tx as unknown as Database, true);
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  return found!;
}

const sorted = (record: Record<string, string>) => Object.keys(record).sort();

describe('the migrations', () => {
  it(`define no function or trigger after ${LAST_MIGRATION_WITH_FUNCTIONS}: they live in src/db/functions/`, async () => {
    const defining: number[] = [];
    for (const name of (await readdir(migrationsFolder)).filter((file) => file.endsWith('.sql'))) {
      const text = await readFile(`${migrationsFolder}${name}`, 'utf8');
      const code = text.replace(/--.*$/gm, '');
      if (/\bCREATE\s+(OR\s+REPLACE\s+)?(FUNCTION|TRIGGER)\b/i.test(code)) defining.push(Number(name.slice(0, 4)));
    }
    expect(defining).toContain(LAST_MIGRATION_WITH_FUNCTIONS);
    expect(defining.filter((n) => n > LAST_MIGRATION_WITH_FUNCTIONS)).toEqual([]);
  });
});

describe.each(databaseKinds)('database functions on %s', (kind) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let migrated: Definitions;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    handle = await openDatabase({ databaseUrl: database.databaseUrl, dataDir: 'memory://' });
    await runMigrations(handle);
    migrated = await readDefinitions(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  it('are those of the files: each file its own function, named after it, and its triggers', async () => {
    const fromFiles: Definitions = { functions: {}, triggers: {} };
    for (const file of await readFunctionFiles()) {
      const defined = await definedBy(handle.db, file.statements);
      expect(sorted(defined.functions).map((signature) => `${signature.slice(0, signature.indexOf('('))}.sql`)).toEqual([file.name]);
      for (const part of ['functions', 'triggers'] as const) {
        for (const [name, definition] of Object.entries(defined[part])) {
          expect(fromFiles[part][name], `${name} is defined by two files`).toBeUndefined();
          fromFiles[part][name] = definition;
        }
      }
    }
    // Every function and trigger of the database has its file, and every file's is in the database.
    expect(sorted(migrated.functions)).toEqual(sorted(fromFiles.functions));
    expect(sorted(migrated.triggers)).toEqual(sorted(fromFiles.triggers));
    expect(migrated).toEqual(fromFiles);
    expect(sorted(migrated.functions)).toContain('bid_win_counts(integer,integer,boolean,integer,integer,integer,integer)');
    expect(sorted(migrated.triggers)).toContain('bids.bids_record');
  });

  it('stay the same when the migrations run again', async () => {
    await runMigrations(handle);
    expect(await readDefinitions(handle.db)).toEqual(migrated);
  });

  it('are applied again only when the files changed since they were last applied', async () => {
    const [before] = await queryRows<{ sha256: string; applied_at: Date }>(
      handle.db,
      sql`select sha256, applied_at from function_files_applied`,
    );
    expect(before?.sha256).toMatch(/^[0-9a-f]{64}$/);
    // A definition changed by hand stays while the files are unchanged: a start does not replace it.
    await handle.db.execute(
      sql.raw(
        'create or replace function delivery_address_key(street text, complex text, postal text) returns text language sql immutable parallel safe as $$ select street $$',
      ),
    );
    await runMigrations(handle);
    const [after] = await queryRows<{ sha256: string; applied_at: Date }>(
      handle.db,
      sql`select sha256, applied_at from function_files_applied`,
    );
    expect(after).toEqual(before);
    expect((await readDefinitions(handle.db)).functions).not.toEqual(migrated.functions);
    // Files whose digest differs from the one applied are applied again.
    await handle.db.execute(sql`update function_files_applied set sha256 = 'older files'`);
    await runMigrations(handle);
    expect(await readDefinitions(handle.db)).toEqual(migrated);
    const [reapplied] = await queryRows<{ sha256: string }>(handle.db, sql`select sha256 from function_files_applied`);
    expect(reapplied?.sha256).toBe(before?.sha256);
  });
});
