// preparedStatement (db/client.ts): the fast bid's statement is built once from placeholders and each
// run fills in its own values, on both drivers; on PostgreSQL it runs as one named prepared
// statement per connection.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { preparedStatement, queryRows } from '../../src/db/client';
import { inPinnedTransaction } from '../../src/db/transaction';
import { useFreshDatabase } from '../helpers/fresh-database';
import { databaseKinds } from '../helpers/test-database';

describe.each(databaseKinds)('preparedStatement on %s', (kind) => {
  const databases = useFreshDatabase();

  it('fills each run with its own values, the same value in several places, and keeps constants', async () => {
    const handle = await databases.open(kind);
    let builds = 0;
    const statement = preparedStatement(['a', 'b'], ({ a, b }) => {
      builds += 1;
      return sql`select (${a})::int + (${b})::int as sum, (${a})::int * 10 as tens, ${'fixed'}::text as word, ${7}::int as seven`;
    });
    const runs = [];
    for (const [a, b] of [
      [1, 2],
      [30, 4],
      [500, 6],
    ]) {
      runs.push(await statement<{ sum: number; tens: number; word: string; seven: number }>(handle.db, { a, b }));
    }
    expect(runs.map((rows) => rows[0])).toEqual([
      { sum: 3, tens: 10, word: 'fixed', seven: 7 },
      { sum: 34, tens: 300, word: 'fixed', seven: 7 },
      { sum: 506, tens: 5000, word: 'fixed', seven: 7 },
    ]);
    if (kind === 'postgres') {
      // Built once, and held as a named prepared statement by the connection that ran it (the pool
      // hands the same idle connection out again to one caller at a time).
      expect(builds).toBe(1);
      const [prepared] = await queryRows<{ n: number }>(
        handle.db,
        sql`select count(*)::int as n from pg_prepared_statements where statement like '%as tens%'`,
      );
      expect(prepared?.n).toBe(1);
    } else {
      expect(builds).toBe(3);
    }
  });
});

describe.runIf(databaseKinds.includes('postgres'))('inPinnedTransaction on postgres', () => {
  const databases = useFreshDatabase();

  it('fails a transaction that PostgreSQL rolled back at COMMIT, though the work caught the error that aborted it', async () => {
    const handle = await databases.open('postgres');
    await handle.db.execute(sql`create table pinned_probe (n int)`);
    const work = async (tx: typeof handle.db) => {
      await tx.execute(sql`insert into pinned_probe values (1)`);
      await tx.execute(sql`select 1 / 0`).catch(() => undefined);
      return 'taken for written';
    };
    await expect(inPinnedTransaction(handle.db, work)).rejects.toThrow('ROLLBACK');
    const [row] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from pinned_probe`);
    expect(row!.n).toBe(0);
    // A transaction that commits hands its result back.
    await expect(
      inPinnedTransaction(handle.db, async (tx) => (await tx.execute(sql`insert into pinned_probe values (2)`), 'written')),
    ).resolves.toBe('written');
  });
});
