// /readyz (issue 52): 200 while the node can serve; 503 while it cannot reach PostgreSQL, or Redis
// when REDIS_URL is set, or while it drains for a shutdown (SIGTERM), so that the proxy and
// orchestrators send the work elsewhere. The drain, with a server process of its own, is in
// test/deploy/drain.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { useTestApp } from '../helpers/use-test-app';
import { adminQuery } from '../helpers/test-database';

describe('/readyz on the embedded database', () => {
  const t = useTestApp({ seed: false });

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
  const t = useTestApp({ seed: false, env: { REDIS_URL: process.env.REDIS_URL! } });

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
