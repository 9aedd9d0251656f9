import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADDRESS_LIMITS, DEFAULT_EMAIL_LIMITS } from '../../src/plugins/rate-limit';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { loginToken } from '../modules/auth/account-helpers';

/** POST from a given client address, so each test counts against its own address. */
const postFrom = (t: TestApp, remoteAddress: string, path: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api${path}`, payload, remoteAddress });

describe('rate limits (429 Too many requests)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
  });
  afterAll(() => t?.close());

  it('login: per email, whichever address the attempts come from', async () => {
    const token = loginToken('target@example.co.za', 'guess');
    for (let i = 0; i < DEFAULT_EMAIL_LIMITS.login.max; i += 1) {
      expect((await postFrom(t, `10.0.1.${i + 1}`, '/auth/login', { loginToken: token })).statusCode).toBe(204);
    }
    const blocked = await postFrom(t, '10.0.1.200', '/auth/login', { loginToken: token });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'Too many requests' });
    // Another email from a fresh address is not affected.
    expect((await postFrom(t, '10.0.1.201', '/auth/login', { loginToken: loginToken('other@example.co.za', 'x') })).statusCode).toBe(204);
  });

  it('login: per address, whichever emails are tried', async () => {
    for (let i = 0; i < DEFAULT_ADDRESS_LIMITS.login.max; i += 1) {
      const response = await postFrom(t, '10.0.2.1', '/auth/login', { loginToken: loginToken(`user${i}@example.co.za`, 'x') });
      expect(response.statusCode).toBe(204);
    }
    const blocked = await postFrom(t, '10.0.2.1', '/auth/login', { loginToken: loginToken('fresh@example.co.za', 'x') });
    expect(blocked.statusCode).toBe(429);
    expect((await postFrom(t, '10.0.2.2', '/auth/login', { loginToken: loginToken('fresh@example.co.za', 'x') })).statusCode).toBe(204);
  });

  it.each([
    ['/auth/forgot', 'forgot'],
    ['/auth/magiclink', 'magic-link'],
  ] as const)('%s: per email and per address', async (path, action) => {
    const net = path === '/auth/forgot' ? '10.0.3' : '10.0.4';
    for (let i = 0; i < DEFAULT_EMAIL_LIMITS[action].max; i += 1) {
      expect((await postFrom(t, `${net}.${i + 1}`, path, { email: 'same@example.co.za' })).statusCode).toBe(204);
    }
    expect((await postFrom(t, `${net}.100`, path, { email: 'Same@example.co.za' })).statusCode).toBe(429);
    for (let i = 0; i < DEFAULT_ADDRESS_LIMITS[action].max; i += 1) {
      expect((await postFrom(t, `${net}.101`, path, { email: `n${i}@example.co.za` })).statusCode).toBe(204);
    }
    expect((await postFrom(t, `${net}.101`, path, { email: 'last@example.co.za' })).statusCode).toBe(429);
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
