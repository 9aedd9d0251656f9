/**
 * Bid engine benchmark (issue 5): bid throughput and acknowledgement latency through real
 * Socket.IO connections on one hot auction and spread over 100 auctions, on PostgreSQL, beside
 * pgbench running the equivalent single-row UPDATE plus INSERT against the same database in the
 * same run. The flat-out runs go with the fair-play record switched off and on (issue 14:
 * the record must keep at least 90% of the throughput), in the order off, on, on, off (each row the
 * mean of its two runs), so that what drifts during a sitting (the tables growing, the neighbours)
 * weighs on both alike, and every run starts from the same state (`settle`). Then a crowd (issue 51):
 * 1,000 bidders flat out on one auction, beside pgbench's hot row again. Prints a Markdown table.
 *
 * Usage: npx tsx bench/bids.ts [--duration=30] [--bidders=200] [--pgbench-clients=10] [--rounds=1] [--keep]
 *   [--loads=hot,spread,crowd] [--crowd=1000] [--record-off=false] [--flat-out=false]
 * (--rounds=N: N rounds of off, on, on, off per load, for a reading less moved by a single run;
 * --record-off=false: only the runs with the record, which the shop always writes; --flat-out=false: only
 * the runs at 1 bid/s per bidder, without pgbench. Each paced run also prints the server's side of it,
 * read from its /metrics: its own bid times, its garbage collections and its event loop's delay)
 * Environment: BENCH_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres); BENCH_SQL, SQL run
 * on the bench database before its auctions are written (to try a schema change, e.g. an index
 * dropped or a function replaced, on the bench database only); BENCH_SERVER_PROFILE (bench/lib/server.ts).
 */
import { cpus } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { SOCKET_PATH } from '@blitz/contract';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { createBenchAuctions, createBenchBidders, type BenchBidder } from './lib/bench-bidders';
import { createDatabase, dropDatabase } from './lib/catalogue-data';
import { LeanSocket } from './lib/lean-socket';
import { percentile } from './lib/load';
import { pgbench, type Row } from './lib/pgbench';
import { startServer } from './lib/server';
import { describeServerSide, readServerSide, type ServerSide } from './lib/server-metrics';
import { adminUrl, args, numberArg } from './lib/args';

const durationMs = numberArg('duration', 30) * 1000;
const bidderCount = numberArg('bidders', 200);
const pgbenchClients = numberArg('pgbench-clients', 10);
/** Bids per second each bidder offers in the latency runs (a very quick human). */
const ratePerBidder = numberArg('rate-per-bidder', 1);
/** Rounds of off, on, on, off flat-out runs per load (each row the mean of its runs). */
const rounds = numberArg('rounds', 1);
const keep = args.has('keep');
/** Which loads run: `hot` (one auction), `spread` (100 auctions), `crowd` (--crowd bidders on one auction). */
const loads = new Set((args.get('loads') ?? 'hot,spread,crowd').split(','));
const crowdCount = numberArg('crowd', 1000);
/** `--record-off=false` leaves out the flat-out runs without the record (issue 14's baseline). */
const recordOff = args.get('record-off') !== 'false';
/** `--flat-out=false` runs only the loads at a bid a second per bidder (the latency runs). */
const withFlatOut = args.get('flat-out') !== 'false';
const metricsToken = 'bench-bids-metrics-token';
const databaseName = 'blitz_bench_bids';
const secret = 'bench-bids-secret-bench-bids-secret-0123456789';
const WARMUP_MS = 2000;
/** pgbench's share of a run: its clients, the bidders its rows name, and how long it runs. */
const pgbenchLoad = { clients: pgbenchClients, bidders: bidderCount, durationMs };

async function connect(baseUrl: string, bidder: BenchBidder): Promise<LeanSocket> {
  const socket = await LeanSocket.connect(baseUrl, SOCKET_PATH);
  const ack = (await socket.emitWithAck('auth', bidder)) as { status: string };
  if (ack.status !== 'success') throw new Error('auth failed');
  return socket;
}

/**
 * Every bidder sends its next bid as soon as the previous one is acknowledged (`paceMs` 0: the
 * most the server can take), or after a random pause averaging `paceMs` (an offered load).
 */
async function socketLoad(
  sockets: LeanSocket[],
  pick: () => number,
  name: string,
  paceMs = 0,
  watch?: { start(): Promise<void>; end(): Promise<string> },
): Promise<Row> {
  let measuring = false;
  let accepted = 0;
  let refused = 0;
  const latencies: number[] = [];
  const end = Date.now() + WARMUP_MS + durationMs;
  const watching = new Promise<void>((resolve) =>
    setTimeout(() => {
      measuring = true;
      resolve(watch?.start());
    }, WARMUP_MS),
  );
  const started = performance.now() + WARMUP_MS;
  await Promise.all(
    sockets.map(async (socket) => {
      while (Date.now() < end) {
        const sent = performance.now();
        const ack = (await socket.emitWithAck('create-bid', { productID: pick() })) as { status: string };
        if (measuring) {
          latencies.push(performance.now() - sent);
          if (ack.status === 'success') accepted += 1;
          else refused += 1;
        }
        if (paceMs > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * 2 * paceMs));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await watching;
  const watched = watch ? `; ${await watch.end()}` : '';
  latencies.sort((a, b) => a - b);
  return {
    name,
    perSecond: accepted / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    note: `${accepted} bids accepted, ${refused} refused (leading or in flight)${watched}`,
  };
}

/**
 * What writes the fair-play record: the bid statement chains each bid itself (migration 0017), unless
 * `auction_record_in_bid_statement()` says false, a constant of its plan, which the database plans
 * again once the function is replaced; the triggers write the other entries, and a bid's when the
 * statement did not (so they are off too for the runs without the record).
 */
const RECORD_TRIGGERS = [
  ['bids', 'bids_record'],
  ['products', 'products_record_status'],
  ['products', 'products_record_terms'],
] as const;

/**
 * Before each run: the database vacuumed and a checkpoint taken, so that every run starts from the
 * same state whatever the runs before it left behind: the hot auction's dead row versions, which
 * every later lookup of its row walks until a vacuum (autovacuum may be off or behind), and a
 * checkpoint's first full-page writes, which would otherwise fall into one run and not another.
 */
async function settle(db: Database): Promise<void> {
  await db.execute(sql`vacuum`);
  await db.execute(sql`checkpoint`);
}

async function writeRecord(db: Database, on: boolean): Promise<void> {
  await db.execute(
    sql.raw(`create or replace function auction_record_in_bid_statement() returns boolean language sql immutable as $$ select ${on} $$`),
  );
  for (const [table, trigger] of RECORD_TRIGGERS) {
    await db.execute(sql.raw(`alter table ${table} ${on ? 'enable' : 'disable'} trigger ${trigger}`));
  }
}

/** One row from several runs of the same load: their mean, with each run's figure in the note. */
function meanOf(runs: Row[]): Row {
  const mean = (values: (number | null)[]) =>
    values.some((v) => v === null) ? null : (values as number[]).reduce((a, b) => a + b, 0) / values.length;
  const each = runs.map((run) => run.perSecond.toFixed(0));
  return {
    name: runs[0]!.name,
    perSecond: mean(runs.map((run) => run.perSecond))!,
    p50: mean(runs.map((run) => run.p50)),
    p99: mean(runs.map((run) => run.p99)),
    note: `mean of ${runs.length} runs, ${each.slice(0, -1).join(', ')} and ${each.at(-1)}/s`,
  };
}

const fmt = (value: number | null) => (value === null ? '' : value.toFixed(1));

/** One load's runs, printed as a group of the table beside its pgbench. */
interface Table {
  /** pgbench's run beside the load (none with `--flat-out=false`). */
  base: Row | null;
  rows: Row[];
}

async function main(): Promise<void> {
  const databaseUrl = await createDatabase(adminUrl, databaseName);
  const server = await startServer({ DATABASE_URL: databaseUrl, JWT_SECRET: secret, METRICS_TOKEN: metricsToken });
  const handle = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  const everyone: LeanSocket[] = [];
  try {
    const bidders = await createBenchBidders(handle.db, secret, Math.max(bidderCount, loads.has('crowd') ? crowdCount : 0));
    if (process.env.BENCH_SQL) await handle.db.execute(sql.raw(process.env.BENCH_SQL));
    const [hot, ...spread] = await createBenchAuctions(handle.db, 101);
    // The crowd's other bidders connect only for its run: idle, they would still weigh on the other
    // runs (the server's memory and its collections, their heartbeats).
    const connectUpTo = async (count: number) => {
      for (let i = everyone.length; i < count; i += 200) {
        const batch = bidders.slice(i, Math.min(i + 200, count));
        everyone.push(...(await Promise.all(batch.map((bidder) => connect(server.baseUrl, bidder)))));
      }
      console.log(`${everyone.length} bidders connected`);
    };
    await connectUpTo(bidderCount);
    const sockets = everyone.slice(0, bidderCount);
    const report = (row: Row) => {
      console.log(`${row.name}: ${row.perSecond.toFixed(0)}/s p50 ${fmt(row.p50)} p99 ${fmt(row.p99)} (${row.note})`);
      return row;
    };
    const anySpread = () => spread[Math.floor(Math.random() * spread.length)]!;
    const paceMs = 1000 / ratePerBidder;
    const scenarios = [
      { key: 'hot', label: 'one hot auction', pick: () => hot!, ids: [hot!], spread: false, row: 'hot row' },
      { key: 'spread', label: '100 auctions', pick: anySpread, ids: spread, spread: true, row: '100 rows' },
    ].filter((s) => loads.has(s.key));
    const tables: Table[] = [];
    // One unmeasured run first: the sitting's first flat-out run otherwise also warms the server
    // (its compiled code, its connections' cached plans) and came out a fifth slower than the same
    // load's last run, which flattered whichever of off and on runs first.
    await settle(handle.db);
    await socketLoad(sockets, () => hot!, 'warm-up');
    for (const s of scenarios) {
      const rows: Row[] = [];
      let base: Row | null = null;
      if (withFlatOut) {
        // pgbench's write is the engine's without the record, as it was measured before the record.
        const flatOut = async (record: boolean) => {
          await writeRecord(handle.db, record);
          await settle(handle.db);
          const row = await socketLoad(sockets, s.pick, `sockets, ${s.label}, flat out, ${record ? 'record written' : 'no record'}`);
          console.log(`  ${row.name}: ${row.perSecond.toFixed(0)}/s (${row.note})`);
          return row;
        };
        const offRuns = recordOff ? [await flatOut(false)] : [];
        await settle(handle.db);
        base = report(await pgbench(databaseUrl, { auctionIds: s.ids, spread: s.spread, name: `pgbench, ${s.row}`, ...pgbenchLoad }));
        const onRuns: Row[] = [];
        for (let round = 0; round < rounds; round += 1) {
          if (round > 0 && recordOff) offRuns.push(await flatOut(false));
          onRuns.push(await flatOut(true), await flatOut(true));
          if (recordOff) offRuns.push(await flatOut(false));
        }
        const on = report(meanOf(onRuns));
        rows.push(on);
        if (recordOff) {
          const off = report(meanOf(offRuns));
          on.note += `; ${((100 * on.perSecond) / off.perSecond).toFixed(0)}% of the runs without the record`;
          rows.push(off);
        }
        await writeRecord(handle.db, true);
      }
      await settle(handle.db);
      let before: ServerSide | undefined;
      // The bidders' own process too: a reply that lands while its event loop is held is timed late.
      const ownLoop = monitorEventLoopDelay({ resolution: 1 });
      const watch = {
        start: async () => {
          before = await readServerSide(server.baseUrl, metricsToken);
          ownLoop.enable();
        },
        end: async () => {
          ownLoop.disable();
          const own = `the bidders' event loop's delay p99 ${(ownLoop.percentile(99) / 1e6).toFixed(1)} ms, longest ${(ownLoop.max / 1e6).toFixed(1)} ms`;
          return `${describeServerSide(before!, await readServerSide(server.baseUrl, metricsToken))}; ${own}`;
        },
      };
      const name = `sockets, ${s.label}, ${ratePerBidder} bid/s per bidder, record written`;
      rows.push(report(await socketLoad(sockets, s.pick, name, paceMs, watch)));
      tables.push({ base, rows });
    }
    if (loads.has('crowd')) {
      // A crowd on one auction (issue 51): every bidder's bid waits for the ones ahead of it.
      await connectUpTo(crowdCount);
      await settle(handle.db);
      const base = report(await pgbench(databaseUrl, { auctionIds: [hot!], spread: false, name: 'pgbench, hot row', ...pgbenchLoad }));
      await settle(handle.db);
      const row = report(
        await socketLoad(everyone, () => hot!, `sockets, one hot auction, ${everyone.length} bidders, flat out, record written`),
      );
      tables.push({ base, rows: [row] });
    }
    const share = (a: Row, b: Row) => `${((100 * a.perSecond) / b.perSecond).toFixed(0)}%`;
    console.log(
      `\n${bidderCount} bidders, ${durationMs / 1000} s per run after ${WARMUP_MS / 1000} s warm-up, ${cpus().length} CPU cores, Node ${process.version}\n`,
    );
    console.log('| run | bids/s (tps) | share of pgbench | ack p50 ms | ack p99 ms | notes |');
    console.log('|---|---:|---:|---:|---:|---|');
    const line = (row: Row, base: Row | null) =>
      console.log(
        `| ${row.name} | ${row.perSecond.toFixed(0)} | ${base === null ? '' : row === base ? '100%' : share(row, base)} | ${fmt(row.p50)} | ${fmt(row.p99)} | ${row.note} |`,
      );
    for (const { base, rows } of tables) {
      line(rows[0]!, base);
      if (base) line(base, base);
      for (const row of rows.slice(1)) line(row, base);
    }
  } finally {
    for (const socket of everyone) socket.close();
    await handle.close();
    await server.stop();
    if (!keep) await dropDatabase(adminUrl, databaseName);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
