// Rate limits across nodes: each node counts for itself without Redis, and with REDIS_URL the nodes
// share their counts under keys named after each limit and its subject.
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { installErrorHandler } from '../../src/http/error-handler';
import rateLimitPlugin, {
  DEFAULT_ADDRESS_LIMITS,
  RATE_LIMIT_KEY_SHAPE,
  rateLimitKey,
  type RateLimitOptions,
} from '../../src/plugins/rate-limit';
import metricsPlugin from '../../src/plugins/metrics';
import redisPlugin from '../../src/plugins/redis';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

const REDIS_URL = process.env.REDIS_URL;

/** POST from a given client address, so each test counts against its own address. */
const postFrom = (t: TestApp, remoteAddress: string, path: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api${path}`, payload, remoteAddress });

/**
 * A node of its own with the real redis and rate-limit plugins and one call limited as 'register'
 * (3 per email, 5 per address); with REDIS_URL its counts go to Redis under `keyPrefix`.
 */
async function limitedNode(env: Record<string, string>, keyPrefix?: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.decorate('config', loadConfig({ DATA_DIR: 'memory://', ...env }));
  installErrorHandler(app);
  await app.register(metricsPlugin);
  await app.register(redisPlugin);
  const options: RateLimitOptions = {
    perEmail: { register: { max: 3, windowMs: 60_000 } },
    perAddress: { register: { max: 5, windowMs: 60_000 } },
    ...(keyPrefix ? { keyPrefix } : {}),
  };
  await app.register(rateLimitPlugin, options);
  app.post('/register', async (request) => {
    await app.limitRate(request, 'register');
    return { ok: true };
  });
  await app.ready();
  return app;
}

const attempt = (app: FastifyInstance, remoteAddress: string, email: string) =>
  app.inject({ method: 'POST', url: '/register', payload: { email }, remoteAddress }).then((r) => r.statusCode);

describe('rate limits without Redis: each node counts for itself', () => {
  const nodes: FastifyInstance[] = [];
  afterAll(() => Promise.all(nodes.map((node) => node.close())));

  it('a budget used up on one node leaves the other node its own', async () => {
    nodes.push(await limitedNode({}), await limitedNode({}));
    const [first, second] = nodes as [FastifyInstance, FastifyInstance];
    expect(first.redis).toBeUndefined();
    for (let i = 0; i < 3; i += 1) expect(await attempt(first, `10.1.0.${i + 1}`, 'solo@example.co.za')).toBe(200);
    expect(await attempt(first, '10.1.0.9', 'solo@example.co.za')).toBe(429);
    expect(await attempt(second, '10.1.0.9', 'solo@example.co.za')).toBe(200);
  });
});

describe.runIf(REDIS_URL)('rate limits with Redis: shared between nodes', () => {
  // A prefix of this run's own, so parallel or repeated runs never count each other's attempts.
  const keyPrefix = `blitz:test:rate-limit:${process.pid}:${randomBytes(4).toString('hex')}:`;
  const nodes: FastifyInstance[] = [];
  beforeAll(async () => {
    nodes.push(await limitedNode({ REDIS_URL: REDIS_URL! }, keyPrefix), await limitedNode({ REDIS_URL: REDIS_URL! }, keyPrefix));
  });
  afterAll(async () => {
    const redis = nodes[0]?.redis;
    const keys = (await redis?.keys(`${keyPrefix}*`)) ?? [];
    if (keys.length > 0) await redis?.del(...keys);
    await Promise.all(nodes.map((node) => node.close()));
  });

  it('per email: the second node answers 429 once the first used up the budget', async () => {
    const [first, second] = nodes as [FastifyInstance, FastifyInstance];
    for (let i = 0; i < 3; i += 1) expect(await attempt(first, `10.2.0.${i + 1}`, 'shared@example.co.za')).toBe(200);
    expect(await attempt(second, '10.2.0.50', 'Shared@example.co.za')).toBe(429);
    expect(await attempt(second, '10.2.0.51', 'someone-else@example.co.za')).toBe(200);
    // The counts are Redis keys under this run's prefix, expiring with the window.
    const keys = await first.redis!.keys(`${keyPrefix}*shared@example.co.za`);
    expect(keys).toEqual([rateLimitKey(keyPrefix, 'register:per-email', 'email:shared@example.co.za')]);
    const ttl = await first.redis!.pttl(keys[0]!);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('per address: attempts from one address add up across both nodes', async () => {
    const [first, second] = nodes as [FastifyInstance, FastifyInstance];
    for (let i = 0; i < 5; i += 1) {
      expect(await attempt(i % 2 === 0 ? first : second, '10.3.0.1', `visitor${i}@example.co.za`)).toBe(200);
    }
    expect(await attempt(first, '10.3.0.1', 'visitor99@example.co.za')).toBe(429);
    expect(await attempt(second, '10.3.0.1', 'visitor98@example.co.za')).toBe(429);
    expect(await attempt(second, '10.3.0.2', 'visitor97@example.co.za')).toBe(200);
  });

  it('names every key after its limit and its subject, so no two limits share one', async () => {
    const [first] = nodes as [FastifyInstance];
    expect(await attempt(first, '10.4.0.1', 'shape@example.co.za')).toBe(200);
    const keys = await first.redis!.keys(`${keyPrefix}*`);
    expect(keys).toEqual(
      expect.arrayContaining([
        `${keyPrefix}register:per-address:address:10.4.0.1`,
        `${keyPrefix}register:per-email:email:shape@example.co.za`,
      ]),
    );
    for (const key of keys) {
      expect(key).not.toContain('undefined');
      expect(key.slice(keyPrefix.length)).toMatch(RATE_LIMIT_KEY_SHAPE);
    }
    // An email that looks like an address is still counted as an email.
    expect(rateLimitKey(keyPrefix, 'register:per-email', 'email:address:10.4.0.1')).not.toBe(
      rateLimitKey(keyPrefix, 'register:per-email', 'address:10.4.0.1'),
    );
  });

  it('while Redis is unreachable the calls go on (no 500), unlimited', async () => {
    const node = await limitedNode({ REDIS_URL: REDIS_URL! }, keyPrefix);
    try {
      node.redis!.disconnect();
      for (let i = 0; i < 5; i += 1) expect(await attempt(node, '10.5.0.1', 'cut-off@example.co.za')).toBe(200);
    } finally {
      await node.close();
    }
  });

  it('the real app uses Redis when REDIS_URL is set: two apps share the /auth/forgot limit', async () => {
    // The real app keeps the default prefix; an address of this run keeps runs apart.
    const tag = randomBytes(4).toString('hex');
    const address = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const withRedis = () => buildTestApp({ seed: false, env: { REDIS_URL: REDIS_URL! } });
    const apps = [await withRedis(), await withRedis()];
    try {
      const [a, b] = apps as [TestApp, TestApp];
      expect(a.app.redis?.status).toBe('ready');
      for (let i = 0; i < DEFAULT_ADDRESS_LIMITS.forgot.max; i += 1) {
        expect((await postFrom(a, address, '/auth/forgot', { email: `forgot-${tag}-${i}@example.co.za` })).statusCode).toBe(202);
      }
      const blocked = await postFrom(b, address, '/auth/forgot', { email: `forgot-${tag}@example.co.za` });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: 'Too many requests' });
      const keys = await a.app.redis!.keys(`blitz:rate-limit:forgot:per-address:*${address}`);
      expect(keys).toEqual([rateLimitKey('blitz:rate-limit:', 'forgot:per-address', `address:${address}`)]);
      await a.app.redis!.del(...keys, ...(await a.app.redis!.keys(`blitz:rate-limit:*forgot-${tag}*`)));
    } finally {
      await Promise.all(apps.map((t) => t.close()));
    }
  });
});
