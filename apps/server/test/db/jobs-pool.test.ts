// The background jobs' connections (DatabaseHandle.jobs): on PostgreSQL the scheduler's queries
// never wait for a connection behind the shoppers' ones. Every connection of the main pool is held
// inside a transaction, as in a bid war, and a query on the jobs' connections still answers; on
// PGlite the jobs use the one database. Needs PostgreSQL for the first part.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { useFreshDatabase } from '../helpers/fresh-database';

/** The main pool's size (db/client.ts). */
const POOL_SIZE = 10;

describe('background jobs connections', () => {
  const databases = useFreshDatabase();

  it.runIf(process.env.DATABASE_URL)('answer on PostgreSQL while every connection of the main pool is busy', async () => {
    const { db, jobs } = await databases.open('postgres');
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding = 0;
    const held = Array.from({ length: POOL_SIZE }, () =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        holding += 1;
        await released;
      }),
    );
    while (holding < POOL_SIZE) await new Promise((resolve) => setTimeout(resolve, 20));

    // One more query on the main pool has to wait; the jobs' one does not.
    let mainAnswered = false;
    const waiting = queryRows(db, sql`select 1 as one`).then(() => (mainAnswered = true));
    const [row] = await queryRows<{ one: number }>(jobs, sql`select 1 as one`);
    expect(row?.one).toBe(1);
    expect(mainAnswered).toBe(false);

    release();
    await Promise.all([...held, waiting]);
    expect(mainAnswered).toBe(true);
  });

  it('are the one database on PGlite', async () => {
    const handle = await databases.open('pglite');
    expect(handle.jobs).toBe(handle.db);
  });
});
