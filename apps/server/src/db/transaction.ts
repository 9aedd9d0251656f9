/**
 * Transactions that retry when PostgreSQL resolves a deadlock or a serialization failure by
 * aborting one side: the work is all-or-nothing, so running it again is safe; and the bid groups'
 * transaction on a connection of its own (inPinnedTransaction).
 */
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from './client';
import * as schema from './schema';

const RETRYABLE = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 4;

function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export async function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction((tx) => work(tx as unknown as Database));
    } catch (error) {
      const code = errorCode(error);
      if (attempt >= MAX_ATTEMPTS || !code || !RETRYABLE.has(code)) throw error;
    }
  }
}

/** One drizzle handle per pooled connection, made once (making one reads the whole schema). */
const pinnedHandles = new WeakMap<pg.PoolClient, Database>();

/**
 * Like inTransaction, but on PostgreSQL the work runs on one pooled connection checked out for it
 * and handed to the work as a database of its own, so that `preparedStatement` reaches the
 * connection and each connection plans the hot bid statement once, inside transactions too (a
 * drizzle transaction hides its connection). No retry: the caller decides what an error means,
 * and a transaction that did not commit (an error inside it was caught by the work) is one.
 * On PGlite (one connection in the process) it is an ordinary transaction.
 */
export async function inPinnedTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  const pool = (db as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return db.transaction((tx) => work(tx as unknown as Database));
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    let pinned = pinnedHandles.get(client);
    if (!pinned) {
      pinned = drizzlePg({ client, schema }) as unknown as Database;
      pinnedHandles.set(client, pinned);
    }
    await client.query('begin');
    try {
      const result = await work(pinned);
      // PostgreSQL answers COMMIT in a transaction an error has aborted with ROLLBACK and no error:
      // the work's result must not be taken for written then.
      const committed = await client.query('commit');
      if (committed.command !== 'COMMIT') throw new Error(`the transaction ended in ${committed.command}, not COMMIT`);
      return result;
    } catch (error) {
      await client.query('rollback').catch((rollbackError: unknown) => {
        // A connection that cannot roll back is dropped by the pool, not reused.
        broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
      });
      throw error;
    }
  } finally {
    client.release(broken);
  }
}
