/**
 * Fan-out benchmark (issue 5): 5,000 connected watchers of one auction; the time from a bid's
 * commit (its `date`, taken by the database inside the bid's transaction) to its arrival at each
 * watcher, beside a plain `ws` server broadcasting a message of the same shape to the same number
 * of connections in the same run. Prints a Markdown table.
 *
 * Usage: npx tsx bench/fanout.ts [--watchers=5000] [--bids=30] [--gap=300] [--keep]
 * Environment: BENCH_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { spawn } from 'node:child_process';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { SOCKET_CHANNEL, SOCKET_PATH, type ServerMessage } from '@blitz/contract';
import { io, type Socket } from 'socket.io-client';
import WebSocket from 'ws';
import { openDatabase } from '../apps/server/src/db/client';
import { createBenchAuctions, createBenchBidders } from './lib/bench-bidders';
import { createDatabase, dropDatabase } from './lib/catalogue-data';
import { percentile } from './lib/load';
import { freePort, startServer } from './lib/server';
import { adminUrl, args, numberArg } from './lib/args';

const watcherCount = numberArg('watchers', 5000);
const bidCount = numberArg('bids', 30);
const gapMs = numberArg('gap', 300);
const keep = args.has('keep');
const databaseName = 'blitz_bench_fanout';
const secret = 'bench-fanout-secret-bench-fanout-secret-0123456789';
const BATCH = 250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const nowMs = () => performance.timeOrigin + performance.now();

interface Deliveries {
  /** Arrival minus stamp, per (message, watcher). */
  each: number[];
  /** Per message: when the last watcher had it. */
  last: Map<string, number>;
}

function record(deliveries: Deliveries, key: string, stamp: string): void {
  const latency = nowMs() - Date.parse(stamp);
  deliveries.each.push(latency);
  deliveries.last.set(key, Math.max(deliveries.last.get(key) ?? 0, latency));
}

function summary(name: string, deliveries: Deliveries, expected: number) {
  const each = [...deliveries.each].sort((a, b) => a - b);
  const last = [...deliveries.last.values()].sort((a, b) => a - b);
  return {
    name,
    delivered: each.length,
    expected,
    p50: percentile(each, 50),
    p99: percentile(each, 99),
    lastP50: percentile(last, 50),
    lastP99: percentile(last, 99),
  };
}

async function socketIoRun(baseUrl: string): Promise<ReturnType<typeof summary>> {
  const databaseHandle = await openDatabase({ databaseUrl: process.env.BENCH_FANOUT_DB!, dataDir: 'memory://' });
  const bidders = await createBenchBidders(databaseHandle.db, secret, 2);
  const [auction] = await createBenchAuctions(databaseHandle.db, 1);
  await databaseHandle.close();
  const deliveries: Deliveries = { each: [], last: new Map() };
  const watchers: Socket[] = [];
  for (let i = 0; i < watcherCount; i += BATCH) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(BATCH, watcherCount - i) }, async () => {
        const socket = io(baseUrl, { path: SOCKET_PATH, transports: ['websocket'], reconnection: false, forceNew: true });
        socket.on(SOCKET_CHANNEL, (message: ServerMessage) => {
          if (message.event === 'placed-bid' && message.status === 'success') record(deliveries, message.data.bidAmount, message.data.date);
        });
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', () => resolve());
          socket.once('connect_error', reject);
        });
        await socket.timeout(60_000).emitWithAck('watch', { auctionIDs: [auction!] });
        return socket;
      }),
    );
    watchers.push(...batch);
  }
  console.log(`${watchers.length} socket.io watchers connected`);
  const bidSockets = await Promise.all(
    bidders.map(async (bidder) => {
      const socket = io(baseUrl, { path: SOCKET_PATH, transports: ['websocket'], reconnection: false, forceNew: true });
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      await socket.timeout(30_000).emitWithAck('auth', bidder);
      return socket;
    }),
  );
  for (let i = 0; i < bidCount; i += 1) {
    const ack = (await bidSockets[i % 2]!.timeout(30_000).emitWithAck('create-bid', { productID: auction! })) as { status: string };
    if (ack.status !== 'success') throw new Error('bid refused');
    await sleep(gapMs);
  }
  await sleep(2000);
  for (const socket of [...watchers, ...bidSockets]) socket.close();
  return summary(`Socket.IO gateway (bid committed → watcher)`, deliveries, watcherCount * bidCount);
}

async function plainWsRun(): Promise<ReturnType<typeof summary>> {
  const port = await freePort();
  const root = fileURLToPath(new URL('..', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/ws-broadcast-server.ts', String(port)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
  const deliveries: Deliveries = { each: [], last: new Map() };
  const watchers: WebSocket[] = [];
  try {
    for (let i = 0; i < watcherCount; i += BATCH) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(BATCH, watcherCount - i) }, async () => {
          const socket = new WebSocket(`ws://127.0.0.1:${port}/`);
          socket.on('message', (raw) => {
            const message = JSON.parse(raw.toString()) as { data: { bidAmount: string; date: string } };
            record(deliveries, message.data.bidAmount, message.data.date);
          });
          await new Promise<void>((resolve, reject) => {
            socket.once('open', () => resolve());
            socket.once('error', reject);
          });
          return socket;
        }),
      );
      watchers.push(...batch);
    }
    console.log(`${watchers.length} plain ws watchers connected`);
    const control = new WebSocket(`ws://127.0.0.1:${port}/control`);
    await new Promise<void>((resolve) => control.once('open', () => resolve()));
    for (let i = 0; i < bidCount; i += 1) {
      const data = {
        productID: 1,
        bidAmount: (0.1 * (i + 1)).toFixed(2),
        bidder: { nickname: 'Bench1', profileImage: null },
        endTime: new Date().toISOString(),
      };
      control.send(JSON.stringify({ event: 'placed-bid', status: 'success', data }));
      await sleep(gapMs);
    }
    await sleep(2000);
    control.close();
  } finally {
    for (const socket of watchers) socket.close();
    child.kill('SIGTERM');
  }
  return summary('plain ws broadcast (send → watcher)', deliveries, watcherCount * bidCount);
}

async function main(): Promise<void> {
  const databaseUrl = await createDatabase(adminUrl, databaseName);
  process.env.BENCH_FANOUT_DB = databaseUrl;
  const server = await startServer({ DATABASE_URL: databaseUrl, JWT_SECRET: secret });
  const results = [];
  try {
    results.push(await socketIoRun(server.baseUrl));
  } finally {
    await server.stop();
    if (!keep) await dropDatabase(adminUrl, databaseName);
  }
  results.push(await plainWsRun());
  const [gateway, plain] = results as [ReturnType<typeof summary>, ReturnType<typeof summary>];
  const f = (v: number) => v.toFixed(1);
  console.log(`\n${watcherCount} watchers, ${bidCount} messages ${gapMs} ms apart, ${cpus().length} CPU cores, Node ${process.version}\n`);
  console.log('| run | delivered | p50 ms | p99 ms | last watcher p50 ms | last watcher p99 ms | p99 vs plain |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of results) {
    console.log(
      `| ${r.name} | ${r.delivered}/${r.expected} | ${f(r.p50)} | ${f(r.p99)} | ${f(r.lastP50)} | ${f(r.lastP99)} | ${(r.p99 / plain.p99).toFixed(2)}× |`,
    );
  }
  void gateway;
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
