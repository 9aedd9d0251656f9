/**
 * Opens the database the configuration asks for (a `pg` pool for DATABASE_URL, otherwise embedded
 * PGlite on disk or in memory), applies the numbered migrations and then the database functions'
 * current definitions (functions/*.sql), and closes it again. Both drivers are exposed through the
 * same drizzle `PgDatabase` type, so no other code knows which one runs.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MEMORY_DATA_DIR } from './memory';
import { quoteLiteral } from './literals';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  /**
   * The background jobs' own connections (the auction scheduler): on PostgreSQL a second small
   * pool, so that a pass never waits for a connection behind the shoppers' queries (in a bid war
   * the main pool's queue can be seconds long, and a buddy's turn lasts 1 to 5 s); on PGlite the
   * same database.
   */
  jobs: Database;
  driver: 'pglite' | 'postgres';
  /** Both PostgreSQL pools' connections and waiting queries together (for the metrics); undefined on PGlite. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** Runs `work` while holding the start-up lock, so concurrent nodes migrate and seed one at a time. */
  withStartupLock<T>(work: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** An embedded database in memory starts as a copy of this one (PGlite's dumpDataDir): the tests' migrated template. */
  pgliteTemplate?: Blob;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const functionsFolder = fileURLToPath(new URL('./functions', import.meta.url));
/** What separates two statements in a migration and in a function's file (drizzle's marker). */
const STATEMENT_BREAKPOINT = '--> statement-breakpoint';
/** Arbitrary constant key of the PostgreSQL advisory lock taken around migrations and seeding. */
const STARTUP_LOCK_KEY = 727_001;
/** Connections of the shoppers' pool and of the background jobs' pool, per process. */
const POOL_SIZE = 10;
const JOBS_POOL_SIZE = 2;

async function openPglite(dataDir: string, template: Blob | undefined): Promise<DatabaseHandle> {
  // pg_trgm backs the search suggestions; migration 0001 creates the extension.
  const extensions = { pg_trgm };
  let client: PGlite;
  if (dataDir === MEMORY_DATA_DIR) {
    client = await PGlite.create({ extensions, ...(template ? { loadDataDir: template } : {}) });
  } else {
    const folder = join(dataDir, 'db');
    await mkdir(folder, { recursive: true });
    client = await PGlite.create(folder, { extensions });
  }
  const db = drizzlePglite({ client, schema });
  return {
    db,
    jobs: db,
    driver: 'pglite',
    // PGlite is one connection inside this process: nothing else can race us.
    withStartupLock: (work) => work(db),
    close: () => client.close(),
  };
}

function newPool(databaseUrl: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: databaseUrl, max });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  // So must a client that loses it while checked out (inside a transaction, when PostgreSQL
  // restarts): pg emits 'error' on it with no listener of the pool's, which would end the
  // process. Its running query fails on its own and the release drops the dead client.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const pool = newPool(databaseUrl, POOL_SIZE);
  const jobsPool = newPool(databaseUrl, JOBS_POOL_SIZE);
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    jobs: drizzlePg({ client: jobsPool, schema }),
    driver: 'postgres',
    poolStats: () => ({
      total: pool.totalCount + jobsPool.totalCount,
      idle: pool.idleCount + jobsPool.idleCount,
      waiting: pool.waitingCount + jobsPool.waitingCount,
    }),
    async withStartupLock(work) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        try {
          return await work(drizzlePg({ client, schema }));
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    close: async () => {
      await Promise.all([pool.end(), jobsPool.end()]);
    },
  };
}

export function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir, options.pgliteTemplate);
}

/**
 * Applies every migration not applied yet (drizzle records them in drizzle.__drizzle_migrations),
 * then every file of functions/ (applyFunctions).
 */
export async function runMigrations(handle: DatabaseHandle, db: Database = handle.db): Promise<void> {
  // Each drizzle migrator only accepts its own driver's database type; both share PgDatabase.
  if (handle.driver === 'pglite') {
    await migratePglite(db as Parameters<typeof migratePglite>[0], { migrationsFolder });
  } else {
    await migratePg(db as Parameters<typeof migratePg>[0], { migrationsFolder });
  }
  await applyFunctions(db);
}

/** The files of functions/ in name order, each as its statements. */
export async function readFunctionFiles(): Promise<{ name: string; statements: string[] }[]> {
  const names = (await readdir(functionsFolder)).filter((name) => name.endsWith('.sql')).sort();
  return Promise.all(
    names.map(async (name) => {
      const text = await readFile(join(functionsFolder, name), 'utf8');
      return { name, statements: text.split(STATEMENT_BREAKPOINT).filter((statement) => statement.trim() !== '') };
    }),
  );
}

/** Any number, the same on every node: the advisory lock under which one start applies the files. */
const FUNCTION_FILES_LOCK = 4_210_024;

/**
 * Creates or replaces every database function and its triggers from its current definition in
 * functions/ (a repeatable step, like Flyway's repeatable migrations): after the numbered
 * migrations, in one transaction, whenever the files' digest differs from the one last applied
 * (function_files_applied). Unchanged files are not applied again: replacing a trigger locks its
 * table against writes, which a restarting node would otherwise do to the bid tables every start.
 * Bodies are not checked while the files run (as in pg_dump's output), so a function may call one
 * of a file later in the order.
 */
async function applyFunctions(db: Database): Promise<void> {
  const files = await readFunctionFiles();
  const digest = createHash('sha256');
  for (const file of files) digest.update(`${file.name}\0${file.statements.join(STATEMENT_BREAKPOINT)}\0`);
  const sha256 = digest.digest('hex');
  await db.transaction(async (tx) => {
    // Two nodes starting at once: the second waits, then finds the digest applied.
    await tx.execute(sql`select pg_advisory_xact_lock(${FUNCTION_FILES_LOCK})`);
    const [applied] = await queryRows<{ sha256: string }>(tx, sql`select sha256 from function_files_applied`);
    if (applied?.sha256 === sha256) return;
    await tx.execute(sql`set local check_function_bodies = off`);
    for (const file of files) {
      for (const statement of file.statements) await tx.execute(sql.raw(statement));
    }
    await tx.execute(sql`
      insert into function_files_applied (id, sha256) values (true, ${sha256})
      on conflict (id) do update set sha256 = excluded.sha256, applied_at = now()`);
  });
}

/**
 * Runs raw SQL and returns its rows. Both drivers answer `{ rows }`, but the shared PgDatabase
 * type cannot know that, so this is the one place that says so.
 */
export async function queryRows<T extends Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * A statement of the hottest path (the fast bid), run like queryRows but cheaper:
 * - drizzle builds its text only once: `build` gets one placeholder per name in `names`, and each
 *   run fills them in (building the long statement from its fragments on every bid took more of the
 *   server's CPU than sending it, bench/notes/bids-history.md);
 * - on PostgreSQL it is sent as a named prepared statement (its name a hash of its text), so each
 *   pooled connection plans it once and then reuses a generic plan instead of planning every bid.
 * PGlite builds and runs it with the values each time, as queryRows does. `db` is the pool, or one
 * connection of it (a bid group's transaction, `inPinnedTransaction`); inside a drizzle transaction
 * it runs like queryRows. Rows keep PostgreSQL's own types: read timestamps with toDate.
 */
export function preparedStatement<K extends string>(names: readonly K[], build: (values: Record<K, SQL>) => SQL) {
  let built: { name: string; text: string; params: unknown[] } | undefined;
  const statement = () => {
    if (!built) {
      const holders = Object.fromEntries(names.map((key) => [key, sql`${sql.placeholder(key)}`])) as Record<K, SQL>;
      const { sql: text, params } = dialect.sqlToQuery(build(holders));
      built = { name: `q${createHash('sha1').update(text).digest('hex').slice(0, 20)}`, text, params };
    }
    return built;
  };
  async function run<T extends Record<string, unknown>>(db: Database, values: Record<K, unknown>): Promise<T[]> {
    const client = (db as { $client?: unknown }).$client;
    // A pooled connection is a pg.Client too; it keeps the statements it has prepared.
    if (!(client instanceof pg.Pool || client instanceof pg.Client)) {
      const given = Object.fromEntries(names.map((key) => [key, sql`${values[key]}`])) as Record<K, SQL>;
      return queryRows<T>(db, build(given));
    }
    const { name, text, params } = statement();
    const result = await client.query<T>({ name, text, values: fillPlaceholders(params, values) });
    return result.rows;
  }
  /**
   * Runs it once per entry of `list`, in order, after the statement `first`, all in one message to
   * one connection (`inPinnedTransaction`'s): a SQL-level prepared statement, made once per
   * connection, executed with its values written as literals. One round trip for the lot, where
   * `run` in a loop takes one each. The rows of each run in order; null when `db` is not one
   * connection (PGlite, the pool), where the caller runs them one by one.
   */
  async function batch<T extends Record<string, unknown>>(db: Database, first: string, list: Record<K, unknown>[]): Promise<T[][] | null> {
    const client = (db as { $client?: unknown }).$client;
    if (!(client instanceof pg.Client)) return null;
    const { name, text, params } = statement();
    const batchName = `b${name.slice(1)}`;
    let prepared = preparedOn.get(client);
    if (!prepared) preparedOn.set(client, (prepared = new Set()));
    if (!prepared.has(batchName)) {
      await client.query(`prepare ${batchName} as ${text}`);
      prepared.add(batchName);
    }
    const runs = list.map((values) => `execute ${batchName}(${fillPlaceholders(params, values).map(literalOf).join(', ')})`);
    const results = (await client.query<T>([first, ...runs].join(';\n'))) as unknown as pg.QueryResult<T>[];
    return results.slice(1).map((result) => result.rows);
  }
  return Object.assign(run, { batch });
}

/** The SQL-level prepared statements each connection holds (they last as long as the connection). */
const preparedOn = new WeakMap<pg.Client, Set<string>>();

/** A value of a batched statement as a SQL literal (only the kinds its values take). */
function literalOf(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return quoteLiteral(value);
  if (value === null) return 'null';
  throw new Error(`no literal for ${typeof value}`);
}

/**
 * A timestamp read with raw SQL. Drizzle leaves timestamptz as PostgreSQL's text
 * (`2026-01-31 08:00:00.123+00`) on both drivers; ORM selects map it themselves.
 */
export function toDate(value: unknown): Date {
  if (value instanceof Date) return value;
  const text = String(value)
    .replace(' ', 'T')
    .replace(/([+-]\d\d)$/, '$1:00');
  return new Date(text);
}

export function toDateOrNull(value: unknown): Date | null {
  return value === null || value === undefined ? null : toDate(value);
}
