/**
 * Test databases: PGlite in memory always, and PostgreSQL too when DATABASE_URL is set. For
 * PostgreSQL every call creates a fresh, uniquely named database on that server and drops it
 * afterwards, so test files running in parallel never share data.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type DatabaseKind = 'pglite' | 'postgres';

/** The drivers to run database tests on. */
export const databaseKinds: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  kind: DatabaseKind;
  /** PostgreSQL connection string of the fresh database; undefined for PGlite. */
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') return { kind, databaseUrl: undefined, drop: async () => undefined };
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is needed for PostgreSQL tests');
  const name = `blitz_test_${process.pid}_${randomBytes(5).toString('hex')}`;
  await adminQuery(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    kind,
    databaseUrl: url.toString(),
    drop: () => adminQuery(`drop database if exists "${name}" with (force)`),
  };
}
