/**
 * What the fair-play record adds to a bid's write inside the database (issue 14), apart from the
 * sockets and the server: the bid write of `bench/bids.ts`'s pgbench run (UPDATE the auction
 * joined to the bidder, INSERT the bid with the end time and nickname it read) in a loop inside the
 * database, in turns without the record, with migration 0016's bid entry (a trigger after the insert,
 * which reads the record's last entry and inserts the entry into auction_record) and with 0017's (the
 * bid write chains the bid on the auction's row and keeps its place and hash in the bid's row), so a
 * busy machine weighs on every variant alike. (The entries of 0006, 0012 and 0015 were measured
 * against 0016's by earlier versions of this script; bench/notes/bids-history.md has their figures.)
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

/**
 * Migration 0016's bid entry (a trigger after the bid's insert that looks the record's last entry
 * up and inserts the entry into auction_record), put back under a name of its own on a trigger of
 * its own, beside 0017's (the entry chained by the bid write on the auction's row).
 */
async function triggerEntryOf0016(): Promise<string> {
  const text = await readFile(new URL('../apps/server/src/db/migrations/0016_record_bid_cost.sql', import.meta.url), 'utf8');
  const statement = text.split('--> statement-breakpoint').find((s) => s.includes('FUNCTION "auction_record_bid"()'));
  if (!statement) throw new Error('no auction_record_bid in migration 0016');
  return `${statement.replace(/CREATE (OR REPLACE )?FUNCTION "auction_record_bid"/, 'CREATE OR REPLACE FUNCTION bench_record_bid_0016')};
    create trigger bench_record_0016 after insert on bids for each row execute function bench_record_bid_0016()`;
}

/** Milliseconds per bid over `bids` bids spread over the auctions, in one session. */
async function perBid(db: Database, loop: string, first: number, last: number, bidders: number): Promise<number> {
  const [row] = await queryRows<{ ms: number }>(db, sql.raw(`call ${loop}(${first}, ${last}, ${bidders}, ${bids}, null)`));
  return Number(row!.ms);
}

/**
 * The loop of bids, each committed on its own, with the write `write` (its `pid`, `uid` and `t`, the
 * bid's time, read once as the engine's statement reads its clock once).
 */
const loop = (name: string, write: string) => `
create or replace procedure ${name}(first int, last int, bidders int, n int, inout ms float8) language plpgsql as $$
declare t0 timestamptz; t timestamptz; pid int; uid int;
begin
  perform set_config('synchronous_commit', 'off', false);
  t0 := clock_timestamp();
  for i in 1..n loop
    pid := first + i % (last - first + 1);
    uid := 1 + (i * 7) % bidders;
    t := clock_timestamp();
    ${write};
    commit;
  end loop;
  ms := extract(epoch from clock_timestamp() - t0) * 1000 / n;
end $$`;

/** The engine-shaped write, with the record's columns when `chained` (migration 0017's bid statement). */
const write = (chained: boolean) => `
    with prod as (
      update products p set current_price_cents = p.current_price_cents + 10, bid_count = p.bid_count + 1, leader_id = u.id,
        last_bid_at = t, end_time = greatest(p.end_time, t + interval '10 seconds')
        ${
          chained
            ? `, record_seq = p.record_seq + 1, record_head = auction_record_hash(p.record_head, auction_record_bid_entry(p.id, p.record_seq + 1,
                t, u.nickname, u.id, false, greatest(p.end_time, t + interval '10 seconds'), p.current_price_cents + 10))`
            : ''
        }
      from users u where p.id = pid and u.id = uid
      returning p.current_price_cents, p.end_time, u.nickname${chained ? ', p.record_seq, p.record_head' : ''}
    )
    insert into bids (product_id, user_id, amount_cents, placed_at, via_buddy, paid, end_time, nickname${chained ? ', record_seq, record_hash' : ''})
      select pid, uid, prod.current_price_cents, t, false, false, prod.end_time, prod.nickname${chained ? ', prod.record_seq, prod.record_head' : ''} from prod`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const databaseUrl = await createDatabase(adminUrl, databaseName);
  const handle = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  try {
    await runMigrations(handle);
    const db = handle.db;
    const bidders = await createBenchBidders(db, 'bench-record-secret-bench-record-secret-0123', 200);
    const ids = await createBenchAuctions(db, 100);
    await db.execute(sql.raw(loop('bench_bid_loop', write(false))));
    await db.execute(sql.raw(loop('bench_bid_loop_chained', write(true))));
    // Every variant runs with the shop's own trigger off: it chains only bids written without their place.
    await db.execute(sql.raw('alter table bids disable trigger bids_record'));
    await db.execute(sql.raw(await triggerEntryOf0016()));
    const variants = [
      { name: 'no record', trigger0016: false, loop: 'bench_bid_loop' },
      { name: 'record, bid entry of migration 0016 (a trigger)', trigger0016: true, loop: 'bench_bid_loop' },
      { name: 'record, bid entry of migration 0017 (in the bid write)', trigger0016: false, loop: 'bench_bid_loop_chained' },
    ];
    const times = new Map<string, number[]>(variants.map((v) => [v.name, []]));
    for (let round = 0; round < rounds; round += 1) {
      for (const variant of variants) {
        await db.execute(sql.raw(`alter table bids ${variant.trigger0016 ? 'enable' : 'disable'} trigger bench_record_0016`));
        times.get(variant.name)!.push(await perBid(db, variant.loop, ids[0]!, ids.at(-1)!, bidders.length));
      }
    }
    // The entries written in the loop verify like any other: each auction's entries of either kind
    // chain to the one before them of the same kind (the two kinds keep heads of their own here).
    const [broken] = await queryRows<{ n: number }>(
      db,
      sql`select (select count(*) from auction_record r join auction_record p on p.product_id = r.product_id and p.seq = r.seq - 1
            where r.prev_hash <> p.hash or r.hash <> auction_record_hash(r.prev_hash, r.entry))
          + (select count(*) from bids b join bids p on p.product_id = b.product_id and p.record_seq = b.record_seq - 1
            where b.record_hash <> auction_record_hash(p.record_hash,
              auction_record_bid_entry(b.product_id, b.record_seq, b.placed_at, b.nickname, b.user_id, b.via_buddy, b.end_time, b.amount_cents)))
          as n`,
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
