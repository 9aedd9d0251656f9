/**
 * What the fair-play record adds to a bid's write inside the database (issue 14), apart from the
 * sockets and the server: the bid write of `bench/bids.ts`'s pgbench run (UPDATE the auction
 * joined to the bidder, INSERT the bid with the end time and nickname it read) in a loop inside the
 * database, in turns without the record and with the bid entry of each migration that changed it:
 * 0006 (through auction_record_append), 0012 (written out in one query), 0015 (the end time from
 * the bid) and 0016 (one statement, the nickname and end time from the bid), so a busy machine
 * weighs on every variant alike. All run on the record's table as the latest migration leaves it.
 * Prints the median time per bid.
 * Each bid commits on its own, as the engine's do: what a trigger costs once per transaction (its
 * expressions made ready again, the record's table and indexes locked and opened) counts, which a
 * loop of bids in one transaction hides. The commits do not wait for the disk
 * (synchronous_commit off in the loop's session), so that its flushes do not drown the difference.
 *
 * Usage: npx tsx bench/record-cost.ts [--rounds=7] [--bids=400] [--keep]
 * Environment: BENCH_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, runMigrations, type Database } from '../apps/server/src/db/client';
import { createBenchAuctions, createBenchBidders } from './lib/bench-bidders';
import { createDatabase, dropDatabase } from './lib/catalogue-data';
import { adminUrl, args, numberArg } from './lib/args';

const rounds = numberArg('rounds', 7);
const bids = numberArg('bids', 400);
const databaseName = 'blitz_bench_record';

/** The `auction_record_bid` function as a migration created it, to be put back in place. */
async function bidEntryFunction(migration: string): Promise<string> {
  const text = await readFile(new URL(`../apps/server/src/db/migrations/${migration}.sql`, import.meta.url), 'utf8');
  const statement = text.split('--> statement-breakpoint').find((s) => s.includes('FUNCTION "auction_record_bid"()'));
  if (!statement) throw new Error(`no auction_record_bid in ${migration}`);
  return statement.replace(/CREATE (OR REPLACE )?FUNCTION/, 'CREATE OR REPLACE FUNCTION');
}

/** Milliseconds per bid over `bids` bids spread over the auctions, in one session. */
async function perBid(db: Database, first: number, last: number, bidders: number): Promise<number> {
  const [row] = await queryRows<{ ms: number }>(db, sql.raw(`call bench_bid_loop(${first}, ${last}, ${bidders}, ${bids}, null)`));
  return Number(row!.ms);
}

const LOOP = `
create or replace procedure bench_bid_loop(first int, last int, bidders int, n int, inout ms float8) language plpgsql as $$
declare t0 timestamptz; pid int; uid int;
begin
  perform set_config('synchronous_commit', 'off', false);
  t0 := clock_timestamp();
  for i in 1..n loop
    pid := first + i % (last - first + 1);
    uid := 1 + (i * 7) % bidders;
    with prod as (
      update products p set current_price_cents = p.current_price_cents + 10, bid_count = p.bid_count + 1, leader_id = u.id,
        last_bid_at = clock_timestamp(), end_time = greatest(p.end_time, clock_timestamp() + interval '10 seconds')
      from users u where p.id = pid and u.id = uid
      returning p.current_price_cents, p.end_time, u.nickname
    )
    insert into bids (product_id, user_id, amount_cents, placed_at, via_buddy, paid, end_time, nickname)
      select pid, uid, prod.current_price_cents, clock_timestamp(), false, false, prod.end_time, prod.nickname from prod;
    commit;
  end loop;
  ms := extract(epoch from clock_timestamp() - t0) * 1000 / n;
end $$`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const databaseUrl = await createDatabase(adminUrl, databaseName);
  const handle = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  try {
    await runMigrations(handle);
    const db = handle.db;
    const bidders = await createBenchBidders(db, 'bench-record-secret-bench-record-secret-0123', 200);
    const ids = await createBenchAuctions(db, 100);
    await db.execute(sql.raw(LOOP));
    const variants = [
      { name: 'no record (trigger off)', setup: 'alter table bids disable trigger bids_record' },
      { name: 'record, bid entry of migration 0006', setup: await bidEntryFunction('0006_fair_play') },
      { name: 'record, bid entry of migration 0012', setup: await bidEntryFunction('0012_fair_play_bid_entry') },
      { name: 'record, bid entry of migration 0015', setup: await bidEntryFunction('0015_bid_end_time') },
      { name: 'record, bid entry of migration 0016', setup: await bidEntryFunction('0016_record_bid_cost') },
    ];
    const times = new Map<string, number[]>(variants.map((v) => [v.name, []]));
    for (let round = 0; round < rounds; round += 1) {
      for (const variant of variants) {
        await db.execute(sql.raw('alter table bids enable trigger bids_record'));
        await db.execute(sql.raw(variant.setup));
        times.get(variant.name)!.push(await perBid(db, ids[0]!, ids.at(-1)!, bidders.length));
      }
    }
    // The entries written in the loop verify like any other: the chain of each auction is whole.
    const [broken] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from auction_record r join auction_record p on p.product_id = r.product_id and p.seq = r.seq - 1
          where r.prev_hash <> p.hash or r.hash <> encode(sha256(convert_to(r.prev_hash || E'\n' || r.entry, 'UTF8')), 'hex')`,
    );
    if (Number(broken!.n) !== 0) throw new Error(`${broken!.n} record entries do not chain`);
    const base = median(times.get(variants[0]!.name)!);
    console.log(`\n${rounds} rounds of ${bids} bids per variant, in turns; median per bid\n`);
    console.log('| bid write | ms per bid | added by the record |');
    console.log('|---|---:|---:|');
    for (const variant of variants) {
      const ms = median(times.get(variant.name)!);
      const added = variant === variants[0] ? '' : `${(ms - base).toFixed(3)} ms (+${((100 * (ms - base)) / base).toFixed(0)}%)`;
      console.log(`| ${variant.name} | ${ms.toFixed(3)} | ${added} |`);
    }
  } finally {
    await handle.close();
    if (!args.has('keep')) await dropDatabase(adminUrl, databaseName);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
