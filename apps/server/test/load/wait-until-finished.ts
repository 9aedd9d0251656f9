/** Polls until every given auction is Ended or Closed (the scheduler got to them). */
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../src/db/client';

export async function waitUntilFinished(db: Database, ids: number[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [row] = await queryRows<{ open: number }>(
      db,
      sql`select count(*)::int as open from products where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
          and status in ('Open', 'Not Started')`,
    );
    if (row!.open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('auctions did not finish in time');
}
