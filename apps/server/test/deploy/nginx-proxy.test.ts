// Two nodes behind the repository's nginx configuration (deploy/nginx/blitz.conf), on one
// PostgreSQL and one Redis: visitors spread over both nodes and stay on theirs (the sticky
// cookie), websocket and polling-only clients both sign in, bid and hear each other's bids, and
// the rate limits count each visitor's own address (TRUST_PROXY names the proxy).
import { SOCKET_CHANNEL, SOCKET_PATH, type ServerMessage } from '@blitz/contract';
import { request } from 'node:http';
import { sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from '../../src/db/client';
import { startNginx, type NginxProxy } from '../helpers/nginx-proxy';
import { freePort, startServerProcess, type ServerProcess } from '../helpers/server-process';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { createAuction, createBidder, type Bidder } from '../modules/auctions/auction-fixtures';

const JWT_SECRET = 'nginx-proxy-test-secret-nginx-proxy-test-0123456789';

function connect(url: string, transport: 'websocket' | 'polling', visitor: string): Promise<Socket> {
  const socket = io(url, {
    path: SOCKET_PATH,
    transports: [transport],
    reconnection: false,
    extraHeaders: { cookie: `blitz_node=${visitor}` },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function signIn(socket: Socket, bidder: Bidder): Promise<void> {
  const ack = (await socket
    .timeout(10_000)
    .emitWithAck('auth', { nickname: bidder.nickname, bidToken: bidder.bidToken, refreshToken: bidder.refreshToken })) as {
    status: string;
  };
  expect(ack.status).toBe('success');
}

/** POST /api/auth/forgot from a loopback address of the caller's choosing (a visitor of its own). */
function forgotFrom(url: string, localAddress: string, email: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ email, lanIso: 'en' });
    const target = new URL('/api/auth/forgot', url);
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Visitor keys that the proxy's consistent hash sends to each node, `perNode` of each, found by
 * asking: which node a key lands on depends on the nodes' ports, which change from run to run, so
 * fixed keys could all land on one node.
 */
async function visitorsOnEachNode(proxy: NginxProxy, upstreams: string[], perNode: number): Promise<string[][]> {
  const found = upstreams.map((): string[] => []);
  for (let k = 0; k < 200 && found.some((keys) => keys.length < perNode); k += 1) {
    const visitor = `visitor-${k}`;
    const response = await fetch(`${proxy.url}/healthz?probe=${visitor}`, { headers: { cookie: `blitz_node=${visitor}` } });
    await response.arrayBuffer();
    const line = proxy
      .accessLog()
      .split('\n')
      .find((entry) => entry.includes(`probe=${visitor} `));
    const upstream = line ? /upstream=(\S+)/.exec(line)?.[1] : undefined;
    const index = upstreams.indexOf(upstream ?? '');
    if (index >= 0 && found[index]!.length < perNode) found[index]!.push(visitor);
  }
  for (const keys of found) expect(keys).toHaveLength(perNode);
  return found;
}

describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)('two nodes behind nginx', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let nodes: ServerProcess[] = [];
  let proxy: NginxProxy | undefined;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const proxyPort = await freePort();
    const env = {
      DATABASE_URL: database.databaseUrl!,
      REDIS_URL: process.env.REDIS_URL!,
      JWT_SECRET,
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
    };
    nodes = [await startServerProcess(env)];
    nodes.push(await startServerProcess(env));
    proxy = await startNginx(
      nodes.map((node) => `127.0.0.1:${node.port}`),
      proxyPort,
    );
    handle = await openDatabase({ databaseUrl: database.databaseUrl, dataDir: 'memory://' });
  }, 120_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await proxy?.stop();
    await Promise.all(nodes.map((node) => node.kill()));
    await handle?.close();
    await database?.drop();
  });

  it('gives a new visitor a sticky cookie and serves the shop and its health through the proxy', async () => {
    const first = await fetch(`${proxy!.url}/healthz`);
    expect(first.status).toBe(200);
    expect(first.headers.get('set-cookie')).toMatch(/^blitz_node=[0-9a-f]{32}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
    const again = await fetch(`${proxy!.url}/healthz`, { headers: { cookie: 'blitz_node=abc' } });
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it('carries websocket and polling clients on both nodes, each hearing every bid', async () => {
    const db = handle.db;
    const bidders: Bidder[] = [];
    for (let i = 0; i < 8; i += 1) bidders.push(await createBidder(db, JWT_SECRET, { free: 20 }));
    const auction = await createAuction(db, { endsIn: 120, auctionTimer: 30 });
    // Four visitors on each node, half of them on websocket and half polling-only.
    const [onFirst, onSecond] = await visitorsOnEachNode(
      proxy!,
      nodes.map((node) => `127.0.0.1:${node.port}`),
      4,
    );
    const visitors = onFirst!.flatMap((key, i) => [key, onSecond![i]!]);
    const clients = await Promise.all(bidders.map((_, i) => connect(proxy!.url, i % 4 < 2 ? 'websocket' : 'polling', visitors[i]!)));
    sockets.push(...clients);
    const heard = clients.map(() => new Set<string>());
    clients.forEach((socket, i) =>
      socket.on(SOCKET_CHANNEL, (message: ServerMessage) => {
        if (message.event === 'placed-bid' && message.status === 'success') heard[i]!.add(message.data.bidAmount);
      }),
    );
    await Promise.all(clients.map((socket, i) => signIn(socket, bidders[i]!)));
    await Promise.all(clients.map((socket) => socket.timeout(10_000).emitWithAck('watch', { auctionIDs: [auction] })));
    for (let round = 0; round < 2; round += 1) {
      for (const socket of clients) {
        const ack = (await socket.timeout(10_000).emitWithAck('create-bid', { productID: auction })) as { status: string };
        expect(ack.status).toBe('success');
      }
    }
    // Broadcasts from the other node come through Redis: give them a few seconds on a busy machine.
    for (let waited = 0; waited < 10_000 && heard.some((set) => set.size < 16); waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const [row] = await queryRows<{ bids: number }>(db, sql`select count(*)::int as bids from bids where product_id = ${auction}`);
    expect(row!.bids).toBe(16);
    for (const set of heard) expect(set.size).toBe(16);

    // Both nodes served socket traffic, and each polling session stayed on one node.
    const lines = proxy!
      .accessLog()
      .split('\n')
      .filter((line) => line.includes(SOCKET_PATH));
    const nodesUsed = new Set(lines.map((line) => /upstream=(\S+)/.exec(line)?.[1]));
    expect(nodesUsed).toEqual(new Set(nodes.map((node) => `127.0.0.1:${node.port}`)));
    const nodeOfSession = new Map<string, Set<string>>();
    for (const line of lines) {
      const sid = /[?&]sid=([^&\s]+)/.exec(line)?.[1];
      const upstream = /upstream=(\S+)/.exec(line)?.[1];
      if (sid && upstream) nodeOfSession.set(sid, new Set([...(nodeOfSession.get(sid) ?? []), upstream]));
    }
    expect(nodeOfSession.size).toBeGreaterThanOrEqual(4);
    for (const used of nodeOfSession.values()) expect(used.size).toBe(1);
    expect(lines.filter((line) => / 400 /.test(line))).toEqual([]);
  }, 60_000);

  it('counts the rate limits per visitor address, not per proxy', async () => {
    // Addresses of this run only, so that counts left in the shared Redis by earlier runs do not matter.
    const net = `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const [one, two] = [`${net}.2`, `${net}.3`];
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push(await forgotFrom(proxy!.url, one, `nobody-${i}-${net}@example.test`));
    expect(statuses.slice(0, 10).every((status) => status !== 429)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(await forgotFrom(proxy!.url, two, `someone-${net}@example.test`)).not.toBe(429);
  }, 60_000);
});
