/**
 * Chaos under load (issue 17): two server nodes behind the repository's nginx configuration, on a
 * PostgreSQL and a Redis of the run's own, with bidders through real Socket.IO clients and
 * BidBuddies on auctions nobody else bids on. During the bid war, in turn: kill -9 one node and
 * start it again; restart PostgreSQL; stop Redis for 5 s; SIGTERM the other node's whole process
 * group (a deploy: node B runs as `npm run start -w apps/server`, so npm passes the signal on once
 * more) and start it again. Afterwards (bench/lib/chaos-checks.ts): no acknowledged bid lost or doubled, the
 * engine's invariants and the Blitz ledger hold, every auction ended once with the right winner,
 * every client came back and signed in within the reconnect policy, and no client showed a price
 * behind the database's a second after it came back. Prints a Markdown report; exits 1 on a failure.
 *
 * Usage: npm run chaos [-- --short] [--bidders=200] [--gap=10]
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows } from '../apps/server/src/db/client';
import { setBuddy } from '../apps/server/src/modules/auctions/buddy-service';
import { startNginx } from '../apps/server/test/helpers/nginx-proxy';
import { freePort, startServerProcess, type ServerProcess } from '../apps/server/test/helpers/server-process';
import { waitUntilFinished } from '../apps/server/test/load/wait-until-finished';
import { args, numberArg } from './lib/args';
import { createBenchAuctions, createBenchBidders } from './lib/bench-bidders';
import { ChaosClient, type ChaosTally, type Reconnect } from './lib/chaos-bidders';
import { checkAfterChaos } from './lib/chaos-checks';
import { startPostgres, startRedis } from './lib/chaos-infra';
import { addBuckets, histogram, scrape } from './lib/node-metrics';
import { chaosChecks, printChaosReport, type StalePrice } from './lib/chaos-report';

const short = args.has('short');
const bidderCount = numberArg('bidders', short ? 60 : 200);
const gapMs = numberArg('gap', short ? 6 : 10) * 1000;
const AUCTIONS = 20;
/** War auctions each bidder bids on and watches (as an item page would): every auction has a share of the bidders. */
const PER_BIDDER = 4;
const BUDDY_AUCTIONS = 4;
/** Blitz each of the two buddies per auction reserves: a bid every 5 to 9 s each way, about as long as the faults last. */
const BUDDY_AMOUNT = 8;
const SECRET = 'chaos-run-secret-chaos-run-secret-0123456789';
/** The nodes' /metrics token: the report reads bid latency and scheduler lag from the nodes too. */
const METRICS_TOKEN = 'chaos-run-metrics-token-0123456789';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (text: string) => console.log(`[chaos ${new Date().toISOString().slice(11, 19)}] ${text}`);

async function main(): Promise<boolean> {
  const postgres = await startPostgres(await freePort());
  const redis = await startRedis(await freePort());
  const cleanups: Array<() => Promise<unknown>> = [() => postgres.stop(), () => redis.stop()];
  try {
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query('create database blitz_chaos');
    await admin.end();
    const databaseUrl = postgres.url.replace(/\/postgres$/, '/blitz_chaos');
    const [portA, portB, proxyPort] = [await freePort(), await freePort(), await freePort()];
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      JWT_SECRET: SECRET,
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
      METRICS_TOKEN,
    };
    // Node B as a process manager runs it (npm in a process group of its own), for the deploy below.
    const startB = () => startServerProcess(env, portB, { group: true });
    const nodes: Record<'a' | 'b', ServerProcess> = { a: await startServerProcess(env, portA), b: await startB() };
    cleanups.unshift(() => Promise.all([nodes.a.kill('SIGKILL'), nodes.b.kill('SIGKILL')]));
    const proxy = await startNginx([`127.0.0.1:${portA}`, `127.0.0.1:${portB}`], proxyPort);
    cleanups.unshift(() => proxy.stop());

    const handle = await openDatabase({ databaseUrl, dataDir: 'memory://' });
    cleanups.unshift(() => handle.close());
    const db = handle.db;
    // The buddies' owners take no part in the war (wins there would count against their win limits).
    const users = await createBenchBidders(db, SECRET, bidderCount + 2 * BUDDY_AUCTIONS);
    const [bidders, owners] = [users.slice(0, bidderCount), users.slice(bidderCount)];
    const all = await createBenchAuctions(db, AUCTIONS + BUDDY_AUCTIONS);
    const [warIds, buddyIds] = [all.slice(0, AUCTIONS), all.slice(AUCTIONS)];
    // A 10 s clock (the clocks start once everyone is signed in, below).
    await db.execute(sql`update products set auction_timer = 10 where id in (${sql.join(all, sql`, `)})`);
    for (const [i, auctionId] of buddyIds.entries()) {
      for (const owner of [owners[2 * i]!, owners[2 * i + 1]!]) {
        const result = await setBuddy(db, { userId: owner.id, auctionId, active: true, amount: BUDDY_AMOUNT });
        if (!result.ok) throw new Error('could not set a buddy');
      }
    }

    // The database's prices every 200 ms, to tell what a client should show after a reconnect.
    const timeline: Array<{ at: number; prices: Map<number, number> }> = [];
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const at = Date.now();
        try {
          const rows = await queryRows<{ id: number; cents: number }>(
            db,
            sql`select id, current_price_cents::float8 as cents from products where id in (${sql.join(all, sql`, `)})`,
          );
          timeline.push({ at, prices: new Map(rows.map((row) => [row.id, row.cents])) });
        } catch {
          // the database is restarting
        }
        await sleep(200);
      }
    })();
    const stale: StalePrice[] = [];
    const settled = (client: ChaosClient, reconnect: Reconnect) => {
      const sample = [...timeline].reverse().find((entry) => entry.at <= reconnect.at);
      if (!sample) return;
      for (const [auction, cents] of sample.prices) {
        if (!client.watched.includes(auction)) continue;
        const shown = client.shown.get(auction) ?? 0;
        if (cents > 0 && shown < cents) {
          const entry = { userId: client.bidder.id, auction, shown, database: cents, caughtUpMs: -1 };
          stale.push(entry);
          // How long after the reconnect it did show that price (-1: not within 30 s).
          const watch = setInterval(() => {
            const late = Date.now() - reconnect.at;
            if ((client.shown.get(auction) ?? 0) >= cents) entry.caughtUpMs = late;
            if (entry.caughtUpMs >= 0 || late > 30_000) clearInterval(watch);
          }, 50);
        }
      }
    };

    const tally: ChaosTally = { acked: [], refused: {}, unanswered: {}, reconnects: [], authFailures: 0, ackMs: [] };
    // Each client bids on its share of the war's auctions and watches those and the buddies' ones.
    const shareOf = (i: number) => Array.from({ length: PER_BIDDER }, (_, j) => warIds[(i * PER_BIDDER + j) % AUCTIONS]!);
    const clients = bidders.map((bidder, i) => new ChaosClient(proxy.url, bidder, shareOf(i), buddyIds, tally, settled));
    cleanups.unshift(async () => clients.forEach((client) => client.close()));
    await Promise.all(clients.map((client) => client.ready(60_000)));
    log(`${clients.length} bidders signed in through the proxy; bidding on ${AUCTIONS} auctions, buddies on ${BUDDY_AUCTIONS} more`);
    // The clocks start now, however long the sign-ins took: the war's auctions end once bidding
    // stops; on the buddies' ones the first buddy turn comes before the first fault (1 to 5 s before
    // the end) and the two buddies then answer each other through the faults until their Blitz run out.
    const startClock = (ids: number[], seconds: number) =>
      db.execute(
        sql`update products set auction_time = now(), opening_seconds = ${seconds}, end_time = now() + ${seconds} * interval '1 second'
            where id in (${sql.join(ids, sql`, `)})`,
      );
    await startClock(warIds, 20);
    await startClock(buddyIds, 8);
    // A first bid on each buddy auction from someone else, so that its two buddies have a leader to answer.
    for (const [i, auctionId] of buddyIds.entries()) {
      const leader = clients[2 * BUDDY_AUCTIONS + i]!;
      const ack = (await leader.socket.timeout(30_000).emitWithAck('create-bid', { productID: auctionId })) as {
        status: string;
        bid?: { bidAmount: string };
      };
      if (ack.status !== 'success' || !ack.bid) throw new Error('the first bid on a buddy auction failed');
      tally.acked.push({ userId: leader.bidder.id, productId: auctionId, cents: Math.round(Number(ack.bid.bidAmount) * 100) });
    }
    // How late this process (all the bidders) ran its own timers: its lag is in every figure it measures.
    const loopDelay = monitorEventLoopDelay({ resolution: 20 });
    loopDelay.enable();
    let bidding = true;
    const war = Promise.all(clients.map((client) => client.bid(() => !bidding, [300, 1500])));

    const events: string[] = [];
    const event = (text: string) => {
      events.push(text);
      log(text);
    };
    await sleep(gapMs);
    event('kill -9 node A');
    await nodes.a.kill('SIGKILL');
    await sleep(2000);
    nodes.a = await startServerProcess(env, portA);
    event('node A started again');
    await sleep(gapMs);
    event('restarting PostgreSQL');
    await postgres.restart();
    event('PostgreSQL back');
    await sleep(gapMs);
    event('Redis stopped for 5 s');
    await redis.outage(5000);
    event('Redis back');
    await sleep(gapMs);
    if (process.env.CHAOS_DEBUG)
      console.log(
        nodes.b
          .output()
          .replace(/.*"level":50.*\n/g, '')
          .slice(-4000),
      );
    // Node B's counts before its restart; node A's since its restart at the first fault.
    const scrapes = [await scrape(nodes.b.url, METRICS_TOKEN)];
    event("SIGTERM to node B's process group (a deploy)");
    const signalled = Date.now();
    const lastFaultAt = signalled;
    const exitCode = await nodes.b.kill('SIGTERM');
    const shutdownMs = Date.now() - signalled;
    event(`node B exited with ${exitCode} after ${shutdownMs} ms`);
    if (exitCode !== 0)
      console.log(
        nodes.b
          .output()
          .split('\n')
          // Without the logged Redis errors of the outage, but with any crash's own trace.
          .filter((line) => !(line.startsWith('{') && line.includes('redis')))
          .slice(-20)
          .join('\n'),
      );
    nodes.b = await startB();
    event('node B started again');
    await sleep(gapMs);
    bidding = false;
    await war;
    event('bidding stopped');
    // Everyone signed in again by now (the last reconnect is long settled).
    const deadline = Date.now() + 60_000;
    while (clients.some((client) => !client.authed) && Date.now() < deadline) await sleep(200);
    const signedOut = clients.filter((client) => !client.authed).length;
    if (process.env.CHAOS_DEBUG) {
      console.log(proxy.errorLog().split('\n').slice(-15).join('\n'));
      console.log(
        proxy
          .accessLog()
          .split('\n')
          .filter((line) => !/ 101 | 200 /.test(line))
          .slice(-15)
          .join('\n'),
      );
      console.log(nodes.a.output().slice(-3000), nodes.b.output().slice(-3000));
    }
    const problems: Record<string, number> = {};
    for (const client of clients.filter((c) => !c.authed)) {
      const key = `${client.socket.connected ? 'connected' : 'disconnected'} ${client.lastProblem}`;
      problems[key] = (problems[key] ?? 0) + 1;
    }
    await waitUntilFinished(db, all, 120_000);
    scrapes.push(await scrape(nodes.a.url, METRICS_TOKEN), await scrape(nodes.b.url, METRICS_TOKEN));
    sampling = false;
    await sampler;
    const findings = await checkAfterChaos(db, all, buddyIds, tally.acked);

    const outcome = {
      title: `Chaos run (${short ? 'short' : 'full'}: ${bidderCount} bidders, ${gapMs / 1000} s between faults)`,
      events,
      tally,
      findings,
      auctions: all.length,
      watched: PER_BIDDER + BUDDY_AUCTIONS,
      signedOut,
      problems,
      stale,
      lastFaultAt,
      exitCode,
      shutdownMs,
      loopDelayMs: [50, 99].map((p) => loopDelay.percentile(p) / 1e6).concat(loopDelay.max / 1e6),
      nodeMetrics: {
        bidSeconds: addBuckets(...scrapes.map((text) => histogram(text, 'blitz_bid_duration_seconds', undefined, { outcome: 'accepted' }))),
        lagSeconds: addBuckets(...scrapes.map((text) => histogram(text, 'blitz_scheduler_lag_seconds', 'task'))),
      },
    };
    const checks = chaosChecks(outcome);
    printChaosReport(outcome, checks);
    return checks.every(([, ok]) => ok);
  } finally {
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
  }
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
