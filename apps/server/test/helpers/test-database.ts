/**
 * Test databases: PGlite in memory always, and PostgreSQL too when DATABASE_URL is set. For
 * PostgreSQL every call creates a fresh, uniquely named database on that server and drops it
 * afterwards, so test files running in parallel never share data.
 *
 * The migrations run once per set of migration files, not once per test app: each driver copies a
 * migrated template (PostgreSQL: `create database ... template`, kept on the server under a name
 * with the migrations' hash; PGlite: a dumpDataDir() file of the same hash in the system's temporary
 * folder). The demo seed is not in the templates: it is written relative to the time it runs.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, runMigrations } from '../../src/db/client';
import { MEMORY_DATA_DIR } from '../../src/config';

export type DatabaseKind = 'pglite' | 'postgres';

/** The drivers to run database tests on. */
export const databaseKinds: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  kind: DatabaseKind;
  /** PostgreSQL connection string of the fresh database; undefined for PGlite. */
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

/** Runs one statement on the PostgreSQL server of DATABASE_URL on a connection of its own. */
export async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * The migration files, the functions' files and the embedded database's version: a template is
 * reused while they stay the same.
 */
const templateKey = (() => {
  const folder = fileURLToPath(new URL('../../src/db/', import.meta.url));
  const hash = createHash('sha256');
  for (const part of ['migrations', 'functions']) {
    const files = readdirSync(join(folder, part), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    for (const file of files.map((entry) => join(entry.parentPath, entry.name)).sort()) {
      hash.update(file.slice(folder.length)).update(readFileSync(file));
    }
  }
  // The package's exports hide its package.json: read it beside the entry, in the package's root.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const root = entry.slice(0, entry.lastIndexOf(`${sep}pglite${sep}`) + `${sep}pglite`.length);
  hash.update((JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version);
  return hash.digest('hex').slice(0, 16);
})();

let pgliteTemplate: Promise<Blob> | undefined;

/** The migrated embedded database as a dump, made by the first test file that needs it. */
export function migratedPgliteTemplate(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const file = join(tmpdir(), `blitz-pglite-template-${templateKey}.tar`);
    const saved = await readFile(file).catch(() => null);
    if (saved) return new Blob([saved]);
    const handle = await openDatabase({ databaseUrl: undefined, dataDir: MEMORY_DATA_DIR });
    try {
      await runMigrations(handle);
      const dump = await ((handle.db as unknown as { $client: PGlite }).$client.dumpDataDir('none') as Promise<Blob>);
      // Written whole under another name first: a file running beside this one reads all of it or none.
      const partial = `${file}.${process.pid}`;
      await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      await rename(partial, file);
      return dump;
    } finally {
      await handle.close();
    }
  })();
  return pgliteTemplate;
}

/** The migrated PostgreSQL template database on the DATABASE_URL server, made once (under an advisory lock). */
async function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `blitz_template_${templateKey}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(727002)');
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      const building = `${name}_${process.pid}`;
      await client.query(`drop database if exists "${building}"`);
      await client.query(`create database "${building}"`);
      const url = new URL(serverUrl);
      url.pathname = `/${building}`;
      const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: MEMORY_DATA_DIR });
      try {
        await runMigrations(handle, handle.db);
      } finally {
        await handle.close();
      }
      await client.query(`alter database "${building}" rename to "${name}"`);
    }
    return name;
  } finally {
    await client.query('select pg_advisory_unlock(727002)').catch(() => undefined);
    await client.end();
  }
}

/**
 * A fresh database; `migrated` copies the migrated template (test apps), otherwise it is empty
 * (the tests of the migrations and of what starts a database themselves).
 */
export async function createTestDatabase(kind: DatabaseKind, { migrated = false } = {}): Promise<TestDatabase> {
  if (kind === 'pglite') return { kind, databaseUrl: undefined, drop: async () => undefined };
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is needed for PostgreSQL tests');
  const name = `blitz_test_${process.pid}_${randomBytes(5).toString('hex')}`;
  const template = migrated ? ` template "${await migratedPostgresTemplate(serverUrl)}"` : '';
  await adminQuery(`create database "${name}"${template}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    kind,
    databaseUrl: url.toString(),
    drop: () => adminQuery(`drop database if exists "${name}" with (force)`),
  };
}
