// /readyz (issue 52): 200 while the node can serve; 503 while it cannot reach PostgreSQL, or Redis
// when REDIS_URL is set, or while it drains for a shutdown (SIGTERM), so that the proxy and
// orchestrators send the work elsewhere.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { adminQuery } from '../helpers/test-database';

describe('/readyz on the embedded database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
  });
  afterAll(() => t?.close());

  it('answers 200 while the node can serve', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });
});

describe.runIf(process.env.DATABASE_URL)('/readyz on PostgreSQL', () => {
  let t: TestApp;
  let name: string;
  beforeAll(async () => {
    t = await buildTestApp({ kind: 'postgres', seed: false });
    name = new URL(t.config.databaseUrl!).pathname.slice(1);
  });
  afterAll(async () => {
    await adminQuery(`alter database "${name}" allow_connections true`).catch(() => undefined);
    await t?.close();
  });

  it('answers 503 while the database cannot be reached, and 200 once it can again', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    await adminQuery(`alter database "${name}" allow_connections false`);
    await adminQuery(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`);
    const down = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'unavailable', failing: ['database'] });

    await adminQuery(`alter database "${name}" allow_connections true`);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});

describe.runIf(process.env.REDIS_URL)('/readyz with Redis', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false, env: { REDIS_URL: process.env.REDIS_URL! } });
  });
  afterAll(() => t?.close());

  it('answers 503 while the Redis connection is down', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    const redis = t.app.redis!;
    // The server closes this node's connection, as a Redis restart does; the client reconnects.
    const id = await redis.client('ID');
    const closed = new Promise((resolve) => redis.once('close', resolve));
    const killer = redis.duplicate();
    await killer.call('CLIENT', 'KILL', 'ID', String(id));
    await killer.quit();
    await closed;
    const down = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'unavailable', failing: ['redis'] });

    await new Promise((resolve) => (redis.status === 'ready' ? resolve(undefined) : redis.once('ready', resolve)));
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});

/**
 * A connection with a request in progress: one write sends a whole GET /healthz and the request
 * line and headers of a GET of `path`, whose final blank line `finish` sends. Once the first
 * answer is back the server has read the start of the second request, so the connection is busy
 * and a server that stops listening keeps it open (it closes only idle ones). `finish` resolves
 * with the second answer's status (0 for none).
 */
async function requestInProgress(port: number, path: string) {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  // A reset as the node closes ends the connection like a close; the status read tells the rest.
  socket.on('error', () => undefined);
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const host = `Host: 127.0.0.1:${port}\r\n`;
  socket.write(`GET /healthz HTTP/1.1\r\n${host}\r\nGET ${path} HTTP/1.1\r\n${host}`);
  await expect.poll(() => answer, { timeout: 10_000, interval: 10 }).toContain('{"status":"ok"}');
  return {
    async finish(): Promise<number> {
      const from = answer.length;
      socket.write('\r\n');
      await ended;
      return Number(/^HTTP\/1\.1 (\d{3})/.exec(answer.slice(from))?.[1] ?? 0);
    },
  };
}

describe('/readyz while the node drains for a shutdown', () => {
  // server.ts answers SIGTERM with app.close(), which `close()` calls here after its ledger check:
  // the same drain. test/load/graceful-shutdown.test.ts sends the signal itself to a server process.
  it('answers 503 to a probe on a connection still open, and the node takes no new connection', async () => {
    const t = await buildTestApp({ seed: false });
    let closing: Promise<void> | undefined;
    try {
      const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const port = Number(new URL(url).port);
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
      const readiness = await requestInProgress(port, '/readyz');
      const liveness = await requestInProgress(port, '/healthz');
      closing = t.close();
      // The drain has begun once the node stops listening (graceful-close.ts); it lasts while these
      // two requests are still in progress, up to its 3 s bound.
      const newConnection = () =>
        fetch(`${url}/healthz`).then(
          () => 'accepted',
          () => 'refused',
        );
      await expect.poll(newConnection, { timeout: 2_000, interval: 20 }).toBe('refused');
      const [ready, live] = await Promise.all([readiness.finish(), liveness.finish()]);
      expect(ready).toBe(503);
      // Fastify answers every request 503 once the node is closing (return503OnClosing), /healthz
      // too: a node that drains takes no work of any kind.
      expect(live).toBe(503);
    } finally {
      await (closing ?? t.close());
    }
  });
});
