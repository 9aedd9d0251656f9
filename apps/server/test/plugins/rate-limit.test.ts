import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { DEFAULT_ADDRESS_LIMITS, DEFAULT_EMAIL_LIMITS } from '../../src/plugins/rate-limit';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { useTestApp } from '../helpers/use-test-app';
import { digest, loginToken, signUpUser } from '../modules/auth/account-helpers';
import { createStaff } from '../modules/staff/staff-helpers';

/** POST from a given client address, so each test counts against its own address. */
const postFrom = (t: TestApp, remoteAddress: string, path: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api${path}`, payload, remoteAddress });

describe('rate limits (429 Too many requests)', () => {
  const t = useTestApp({ seed: false });

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
