/**
 * Bidders and auctions for the engine benchmarks, written straight into the benchmark database:
 * users with a large free balance (with the matching ledger row) and signed refresh tokens, and
 * Open auctions that will not end during the run.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../apps/server/src/db/client';
import { findSessionUserByUuid } from '../../apps/server/src/modules/auth/repository';
import { issueRefreshToken, toSession } from '../../apps/server/src/modules/auth/tokens';

export interface BenchBidder {
  id: number;
  nickname: string;
  bidToken: string;
  refreshToken: string;
}

export async function createBenchBidders(db: Database, secret: string, count: number): Promise<BenchBidder[]> {
  const rows = await queryRows<{ id: number; uuid: string }>(
    db,
    sql`insert into users (email, nickname, password_hash, referral_code, free_blitz, location)
        select 'bench' || g || '@example.test', 'Bench' || g, 'x', 'benchref' || g, 1000000, 'Soweto'
        from generate_series(1, ${count}) g
        returning id, uuid`,
  );
  await db.execute(
    sql`insert into blitz_ledger (user_id, delta, kind, reference, paid)
        select id, 1000000, 'adjustment', 'bench', false from users where email like 'bench%@example.test'`,
  );
  const bidders: BenchBidder[] = [];
  for (const row of rows) {
    const session = toSession((await findSessionUserByUuid(db, row.uuid))!);
    bidders.push({
      id: Number(row.id),
      nickname: session.nickname,
      bidToken: session.bidToken,
      refreshToken: await issueRefreshToken(secret, session, new Date()),
    });
  }
  return bidders;
}

/** `count` Open auctions ending in an hour with a retail price no bid run can reach. */
export async function createBenchAuctions(db: Database, count: number): Promise<number[]> {
  const [dep] = await queryRows<{ id: number }>(
    db,
    sql`insert into departments (slug, name, banner) values ('bench', 'Bench', '/media/bench.webp') returning id`,
  );
  const [item] = await queryRows<{ id: number }>(
    db,
    sql`insert into catalogue_items (key, title) values ('bench', 'Bench item') returning id`,
  );
  // Not major auctions (those have no category): a bidder may lead one major auction at a time.
  const [category] = await queryRows<{ id: number }>(
    db,
    sql`insert into categories (department_id, slug, name, thumb) values (${dep!.id}, 'bench', 'Bench', '/media/bench.webp') returning id`,
  );
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into products (item_id, title, description, department_id, category_id, retail_price_cents, auction_time, opening_seconds,
          end_time, status)
        select ${item!.id}, 'Bench auction ' || g, 'Benchmark', ${dep!.id}, ${category!.id}, 1000000000000, now() - interval '1 minute', 3660,
          now() + interval '1 hour', 'Open'
        from generate_series(1, ${count}) g
        returning id`,
  );
  return rows.map((row) => row.id);
}
