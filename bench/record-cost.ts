/**
 * What the fair-play record adds to a bid's write inside the database (issue 14), apart from the
 * sockets and the server: a bid's write (UPDATE the auction, INSERT the bid, in one statement as
 * `bid-write.ts` does) in a loop inside the database, in turns without the record, with the entry
 * written in the statement from the head on the auction's row (migration 0013, what the shop does)
 * and with the entry written by the `bids_record` trigger (a bid written outside the bid statement,
 * the way migrations 0006 and 0012 wrote every bid's), so a busy machine weighs on every variant
 * alike. Prints the median time per bid.
 *
 * Usage: npx tsx bench/record-cost.ts [--rounds=7] [--bids=400] [--keep]
 * Environment: BENCH_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, runMigrations, type Database } from '../apps/server/src/db/client';
import { createBenchAuctions, createBenchBidders } from './lib/bench-bidders';
import { createDatabase, dropDatabase } from './lib/catalogue-data';
import { adminUrl, args, numberArg } from './lib/args';

const rounds = numberArg('rounds', 7);
const bids = numberArg('bids', 400);
const databaseName = 'blitz_bench_record';

/** Milliseconds per bid over `bids` bids spread over the auctions, in one session. */
async function perBid(db: Database, loop: string, first: number, last: number, bidders: number): Promise<number> {
  const [row] = await queryRows<{ ms: number }>(db, sql.raw(`select ${loop}(${first}, ${last}, ${bidders}, ${bids}) as ms`));
  return Number(row!.ms);
}

/** The loop of bids; `withEntry` writes each bid's entry in its statement, as bid-write.ts does. */
const loop = (name: string, withEntry: boolean) => `
create or replace function ${name}(first int, last int, bidders int, n int) returns float8 language plpgsql as $$
declare t0 timestamptz := clock_timestamp(); pid int; uid int;
begin
  for i in 1..n loop
    pid := first + i % (last - first + 1);
    uid := 1 + (i * 7) % bidders;
    with clock as (select clock_timestamp() as t),
    prod as (
      update products p set current_price_cents = p.current_price_cents + p.bid_increment_cents, bid_count = p.bid_count + 1,
        leader_id = u.id, last_bid_at = clock.t, end_time = greatest(p.end_time, clock.t + interval '10 seconds')${
          withEntry
            ? `,
        record_seq = p.record_seq + 1, record_prev = p.record_head,
        record_head = auction_record_hash(p.record_head, auction_record_bid_entry(clock.t, p.id, u.nickname, u.id, false,
          greatest(p.end_time, clock.t + interval '10 seconds'), p.current_price_cents + p.bid_increment_cents, p.record_seq + 1))`
            : ''
        }
      from clock, users u where p.id = pid and u.id = uid
      returning p.id, p.current_price_cents as price, clock.t as at${
        withEntry
          ? `, p.record_seq as seq, p.record_prev as prev, p.record_head as head,
        auction_record_bid_entry(clock.t, p.id, u.nickname, u.id, false, p.end_time, p.current_price_cents, p.record_seq) as entry`
          : ', null::int as seq'
      }
    ),
    bid as (
      insert into bids (product_id, user_id, amount_cents, placed_at, via_buddy, paid, record_seq)
      select pid, uid, prod.price, prod.at, false, false, prod.seq from prod
    )${
      withEntry
        ? `,
    entry as (
      insert into auction_record (product_id, seq, at, entry, prev_hash, hash)
      select prod.id, prod.seq, prod.at, prod.entry, prod.prev, prod.head from prod
    )`
        : ''
    }
    select 1 into uid;
  end loop;
  return extract(epoch from clock_timestamp() - t0) * 1000 / n;
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
    await db.execute(sql.raw(loop('bench_bid_loop', false)));
    await db.execute(sql.raw(loop('bench_bid_loop_entry', true)));
    const variants = [
      { name: 'no record', loop: 'bench_bid_loop', trigger: false },
      { name: 'record, entry in the bid statement (migration 0013)', loop: 'bench_bid_loop_entry', trigger: false },
      { name: 'record, entry by the bids_record trigger', loop: 'bench_bid_loop', trigger: true },
    ];
    const times = new Map<string, number[]>(variants.map((v) => [v.name, []]));
    for (let round = 0; round < rounds; round += 1) {
      for (const variant of variants) {
        await db.execute(sql.raw(`alter table bids ${variant.trigger ? 'enable' : 'disable'} trigger bids_record`));
        times.get(variant.name)!.push(await perBid(db, variant.loop, ids[0]!, ids.at(-1)!, bidders.length));
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
