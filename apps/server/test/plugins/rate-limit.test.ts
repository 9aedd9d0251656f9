import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { queryRows } from '../../src/db/client';
import { installErrorHandler } from '../../src/http/error-handler';
import rateLimitPlugin, {
  DEFAULT_ADDRESS_LIMITS,
  DEFAULT_EMAIL_LIMITS,
  RATE_LIMIT_KEY_SHAPE,
  rateLimitKey,
  type RateLimitOptions,
} from '../../src/plugins/rate-limit';
import metricsPlugin from '../../src/plugins/metrics';
import redisPlugin from '../../src/plugins/redis';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { digest, loginToken, signUpUser } from '../modules/auth/account-helpers';
import { createStaff } from '../modules/staff/staff-helpers';

const REDIS_URL = process.env.REDIS_URL;

/** POST from a given client address, so each test counts against its own address. */
const postFrom = (t: TestApp, remoteAddress: string, path: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api${path}`, payload, remoteAddress });

describe('rate limits (429 Too many requests)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
  });
  afterAll(() => t?.close());

  it('login: wrong passwords from one address never lock the right password out from another', async () => {
    const user = await signUpUser(t.app, 'target@example.co.za', 'Target', 'the right one');
    const wrong = loginToken(user.email, 'guess');
    for (let i = 0; i < DEFAULT_EMAIL_LIMITS.login.max; i += 1) {
      expect((await postFrom(t, '10.0.1.1', '/auth/login', { loginToken: wrong })).statusCode).toBe(401);
    }
    // The guessing address waits, even with the right password...
    const blocked = await postFrom(t, '10.0.1.1', '/auth/login', { loginToken: loginToken(user.email, 'the right one') });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'Too many requests' });
    // ...the owner of the account, from anywhere else, does not.
    expect((await postFrom(t, '10.0.1.2', '/auth/login', { loginToken: loginToken(user.email, 'the right one') })).statusCode).toBe(200);
    // Nor does the guessing address trying another account (its own cap is per address).
    expect((await postFrom(t, '10.0.1.1', '/auth/login', { loginToken: loginToken('other@example.co.za', 'x') })).statusCode).toBe(401);
  });

  it('login: per address, whichever emails are tried', async () => {
    for (let i = 0; i < DEFAULT_ADDRESS_LIMITS.login.max; i += 1) {
      const response = await postFrom(t, '10.0.2.1', '/auth/login', { loginToken: loginToken(`user${i}@example.co.za`, 'x') });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await postFrom(t, '10.0.2.1', '/auth/login', { loginToken: loginToken('fresh@example.co.za', 'x') });
    expect(blocked.statusCode).toBe(429);
    expect((await postFrom(t, '10.0.2.2', '/auth/login', { loginToken: loginToken('fresh@example.co.za', 'x') })).statusCode).toBe(401);
  });

  it("staff login: wrong passwords from one address never lock an owner's right password out from another", async () => {
    const owner = await createStaff(t.app, 'boss@blitz.example', 'owner', 'owner password');
    const staffLogin = (remoteAddress: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/staff/auth/login',
        payload: { loginToken: loginToken(owner.email, password) },
        remoteAddress,
      });
    for (let i = 0; i < DEFAULT_EMAIL_LIMITS.login.max; i += 1) expect((await staffLogin('10.0.8.1', 'guess')).statusCode).toBe(401);
    expect((await staffLogin('10.0.8.1', 'owner password')).statusCode).toBe(429);
    expect((await staffLogin('10.0.8.2', 'owner password')).statusCode).toBe(200);
  });

  it.each([
    ['/auth/forgot', 'forgot', 'reset'],
    ['/auth/magiclink', 'magic-link', 'magic'],
  ] as const)('%s: 429 per address; per email only quietly (202, no more links)', async (path, action, purpose) => {
    const net = path === '/auth/forgot' ? '10.0.3' : '10.0.4';
    const user = await signUpUser(t.app, `same-${action}@example.co.za`, `Same${action.length}`);
    for (let i = 0; i < DEFAULT_EMAIL_LIMITS[action].max + 2; i += 1) {
      expect((await postFrom(t, `${net}.${i + 1}`, path, { email: user.email.toUpperCase() })).statusCode).toBe(202);
    }
    // The background sends have had time to run; only the allowed number of links exists.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [row] = await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from auth_tokens where email = ${user.email} and purpose = ${purpose}`,
    );
    expect(Number(row!.n)).toBe(DEFAULT_EMAIL_LIMITS[action].max);
    for (let i = 0; i < DEFAULT_ADDRESS_LIMITS[action].max; i += 1) {
      expect((await postFrom(t, `${net}.101`, path, { email: `n${i}@example.co.za` })).statusCode).toBe(202);
    }
    expect((await postFrom(t, `${net}.101`, path, { email: 'last@example.co.za' })).statusCode).toBe(429);
  });

  it('signup: per address', async () => {
    const body = (i: number) => ({
      email: `signup${i}@example.co.za`,
      firstName: 'A',
      lastName: 'B',
      nickname: `Signer${i}`,
      password: digest('pw'),
      emailToken: 'not-a-token',
    });
    for (let i = 0; i < DEFAULT_ADDRESS_LIMITS.signup.max; i += 1) {
      expect((await postFrom(t, '10.0.9.1', '/auth/signup', body(i))).statusCode).toBe(401);
    }
    expect((await postFrom(t, '10.0.9.1', '/auth/signup', body(99))).statusCode).toBe(429);
    expect((await postFrom(t, '10.0.9.2', '/auth/signup', body(98))).statusCode).toBe(401);
  });

  it('register and /auth/email share one limit per email', async () => {
    for (let i = 0; i < DEFAULT_EMAIL_LIMITS.register.max; i += 1) {
      const path = i % 2 === 0 ? '/auth/register' : '/auth/email';
      expect((await postFrom(t, `10.0.5.${i + 1}`, path, { email: 'eager@example.co.za' })).statusCode).toBeLessThan(300);
    }
    expect((await postFrom(t, '10.0.5.100', '/auth/email', { email: 'eager@example.co.za' })).statusCode).toBe(429);
  });

  it('report: per address and per email', async () => {
    const report = (i: number) => ({
      fullName: 'Test Person',
      email: `reporter${i}@example.co.za`,
      cellNumber: '082 123 4567',
      message: 'The page froze',
      type: 'Issue',
    });
    for (let i = 0; i < DEFAULT_ADDRESS_LIMITS.report.max; i += 1) {
      expect((await postFrom(t, '10.0.6.1', '/report/create', report(i))).statusCode).toBe(202);
    }
    expect((await postFrom(t, '10.0.6.1', '/report/create', report(99))).statusCode).toBe(429);
    for (let i = 0; i < DEFAULT_EMAIL_LIMITS.report.max; i += 1) {
      expect((await postFrom(t, `10.0.7.${i + 1}`, '/report/create', report(50))).statusCode).toBe(202);
    }
    expect((await postFrom(t, '10.0.7.100', '/report/create', report(50))).statusCode).toBe(429);
  });
});

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

describe('TRUST_PROXY: X-Forwarded-For decides the rate-limit address only when the proxy is trusted', () => {
  const PROXY = '10.8.0.1';
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((t) => t.close())));

  const forgotVia = (t: TestApp, remoteAddress: string, forwardedFor: string, i: number) =>
    t.app
      .inject({
        method: 'POST',
        url: '/api/auth/forgot',
        payload: { email: `proxied${i}@example.co.za` },
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
      })
      .then((r) => r.statusCode);

  it('trusted proxy: each forwarded client has its own budget; other peers are keyed on their own address', async () => {
    const t = await buildTestApp({ seed: false, env: { TRUST_PROXY: `${PROXY},10.9.0.0/16` } });
    apps.push(t);
    const max = DEFAULT_ADDRESS_LIMITS.forgot.max;
    for (let i = 0; i < max; i += 1) expect(await forgotVia(t, PROXY, '203.0.113.5', i)).toBe(202);
    expect(await forgotVia(t, PROXY, '203.0.113.5', 100)).toBe(429);
    // Another shopper behind the same proxy, and one behind a second proxy of the trusted range.
    expect(await forgotVia(t, PROXY, '203.0.113.6', 101)).toBe(202);
    expect(await forgotVia(t, '10.9.3.4', '203.0.113.7', 102)).toBe(202);
    // A peer outside the list cannot borrow a fresh address: its own one is used up by now.
    for (let i = 0; i < max; i += 1) expect(await forgotVia(t, '198.51.100.9', `192.0.2.${i + 1}`, 200 + i)).toBe(202);
    expect(await forgotVia(t, '198.51.100.9', '192.0.2.200', 300)).toBe(429);
  });

  it('by default X-Forwarded-For is ignored: every visitor behind the proxy shares its address', async () => {
    const t = await buildTestApp({ seed: false });
    apps.push(t);
    expect(t.config.trustProxy).toBe(false);
    const max = DEFAULT_ADDRESS_LIMITS.forgot.max;
    for (let i = 0; i < max; i += 1) expect(await forgotVia(t, PROXY, `203.0.113.${i + 1}`, i)).toBe(202);
    expect(await forgotVia(t, PROXY, '203.0.113.250', 100)).toBe(429);
  });
});
