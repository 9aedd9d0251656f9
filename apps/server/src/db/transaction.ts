/**
 * Transactions that retry when PostgreSQL resolves a deadlock or a serialization failure by
 * aborting one side: the work is all-or-nothing, so running it again is safe.
 */
import type { Database } from './client';

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
