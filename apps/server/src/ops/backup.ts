/**
 * Backups that restore (docs/operations.md). PostgreSQL: `pg_dump` in its custom format, a
 * consistent snapshot taken while the shop runs, and `pg_restore` into an empty database. The
 * embedded database: PGlite is one process's database, so a backup is taken with the server
 * stopped, by opening the data folder and writing PGlite's documented `dumpDataDir()` tarball;
 * a restore creates the database folder from it with `loadDataDir`. Both refuse to overwrite.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, open, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { MEMORY_DATA_DIR } from '../config';

const run = promisify(execFile);

export interface BackupTarget {
  databaseUrl: string | undefined;
  dataDir: string;
}

export class BackupError extends Error {}

/** Where the embedded database lives inside DATA_DIR (db/client.ts). */
const embeddedFolder = (dataDir: string) => join(dataDir, 'db');

function embeddedOnly(target: BackupTarget): string {
  if (target.dataDir === MEMORY_DATA_DIR)
    throw new BackupError('DATA_DIR is memory://: there is nothing on disk to back up or restore into');
  return embeddedFolder(target.dataDir);
}

/** What kind of backup a file holds, from its first bytes. */
async function fileKind(file: string): Promise<'pg_dump' | 'pglite' | 'unknown'> {
  const handle = await open(file, 'r');
  try {
    const { buffer } = await handle.read(Buffer.alloc(5), 0, 5, 0);
    if (buffer.toString('latin1') === 'PGDMP') return 'pg_dump';
    if (buffer[0] === 0x1f && buffer[1] === 0x8b) return 'pglite';
    return 'unknown';
  } finally {
    await handle.close();
  }
}

async function pgTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT')
      throw new BackupError(`${tool} was not found: install PostgreSQL's client tools (Debian: postgresql-client)`);
    throw new BackupError(`${tool} failed: ${(failure.stderr ?? failure.message).trim()}`);
  }
}

/** Writes a backup of the configured database to `file`; never overwrites one. */
export async function backup(target: BackupTarget, file: string): Promise<void> {
  if (existsSync(file)) throw new BackupError(`${file} exists already; give a new file name`);
  if (target.databaseUrl) {
    // One snapshot of the whole database, taken while the shop keeps running.
    await pgTool('pg_dump', ['--format=custom', '--no-owner', '--no-acl', `--file=${file}`, `--dbname=${target.databaseUrl}`]);
    return;
  }
  const folder = embeddedOnly(target);
  if (!existsSync(join(folder, 'PG_VERSION'))) throw new BackupError(`There is no embedded database in ${target.dataDir}`);
  // PGlite keeps this file while a process has the database open (and after a crash, until the next start).
  if (existsSync(join(folder, 'postmaster.pid'))) {
    throw new BackupError('The embedded database is open: stop the server first (after a crash, start and stop it once), then back up');
  }
  const db = await PGlite.create(folder, { extensions: { pg_trgm } });
  try {
    const tarball = await db.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await tarball.arrayBuffer()), { flag: 'wx' });
  } finally {
    await db.close();
  }
}

/** Restores `file` into the configured database, which must be empty. */
export async function restore(target: BackupTarget, file: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist`);
  const kind = await fileKind(file);
  if (target.databaseUrl) {
    if (kind !== 'pg_dump') throw new BackupError(`${file} is not a PostgreSQL backup (pg_dump's custom format)`);
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ tables: number }>(
        `select count(*)::int as tables from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
      );
      if (rows[0]!.tables > 0) throw new BackupError('The database of DATABASE_URL is not empty: restore into a new, empty database');
    } finally {
      await client.end();
    }
    await pgTool('pg_restore', [
      '--no-owner',
      '--no-acl',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${target.databaseUrl}`,
      file,
    ]);
    return;
  }
  if (kind !== 'pglite') throw new BackupError(`${file} is not an embedded database backup (PGlite's dumpDataDir tarball)`);
  const folder = embeddedOnly(target);
  if (existsSync(folder) && readdirSync(folder).length > 0) {
    throw new BackupError(`${folder} is not empty: restore into a new DATA_DIR`);
  }
  await mkdir(folder, { recursive: true });
  const tarball = new Blob([await readFile(file)], { type: 'application/x-gzip' });
  const db = await PGlite.create(folder, { extensions: { pg_trgm }, loadDataDir: tarball });
  await db.close();
}
