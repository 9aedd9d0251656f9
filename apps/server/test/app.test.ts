import { afterAll, describe, expect, it } from 'vitest';
import { TEST_SHOP_META } from '@blitz/contract';
import { builtShop } from './helpers/built-shop';
import { buildTestApp, postApi, type TestApp } from './helpers/build-test-app';
import { useTestApp } from './helpers/use-test-app';
import { databaseKinds } from './helpers/test-database';

describe.each(databaseKinds)('app basics on %s', (kind) => {
  const t = useTestApp({
    kind,
    seed: false,
    beforeReady: (app) => {
      app.post('/api/test/explode', async () => {
        throw new Error('secret internal detail');
      });
    },
  });

  it('answers /healthz once migrated', async () => {
    expect(t.app.dbReady).toBe(true);
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('sends /admin to the configured staff site', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/admin' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(t.app.config.adminUrl);
  });

  it.each([
    ['POST', '/api/no/such/call'],
    ['GET', '/api/auction/get'],
    ['POST', '/api'],
    ['DELETE', '/api/departments/get'],
  ] as const)('answers %s %s with 404 Route Not Found', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Route Not Found' });
  });

  it.each([
    ['invalid JSON', 'application/json', '{"auctionID": 1'],
    ['a body that is not JSON', 'text/plain', 'auctionID=1'],
  ])('answers %s with 400 Data format error', async (_what, contentType, payload) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auction/get', headers: { 'content-type': contentType }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Data format error' });
  });

  it('answers a body failing its schema with 400', async () => {
    const response = await postApi(t.app, '/auction/getHomePageItems', { pageNumber: 0, pageSize: 10 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Data format error' });
  });

  it('answers an unexpected error with 500 and no stack trace or detail', async () => {
    const response = await postApi(t.app, '/test/explode');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Server error' });
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('at ');
  });

  it('answers with an empty catalogue when seeding is off', async () => {
    const response = await postApi(t.app, '/departments/get');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});

describe('a production start (issue 46)', () => {
  describe('with ALLOW_TEST_SHOP=true', () => {
    const shops: TestApp[] = [];
    const shop = async (env: Record<string, string>) => {
      const built = await buildTestApp({ seed: false, env: { WEB_DIST: builtShop(), NODE_ENV: 'production', ...env } });
      shops.push(built);
      return built.app;
    };
    afterAll(async () => {
      await Promise.all(shops.map((built) => built.close()));
    });

    it('starts, and every page of the shop names in its head why it is a test shop, for its banner', async () => {
      const app = await shop({ ALLOW_TEST_SHOP: 'true' });
      // An auction that does not exist is a page too (its not-found view, 404).
      for (const [url, status] of [
        ['/', 200],
        ['/item/987654321', 404],
        ['/search?s=tv', 200],
        ['/login', 200],
      ] as const) {
        const page = await app.inject({ method: 'GET', url });
        expect(page.statusCode, url).toBe(status);
        expect(page.body, url).toContain(`<meta name="${TEST_SHOP_META}" content="payments email"/>`);
        expect(page.body, url).toContain('data-testid="test-shop-banner"');
      }
    });

    it('a real shop (PayFast taking money, SMTP) has no such element', async () => {
      const app = await shop({
        ALLOW_TEST_SHOP: 'true',
        SMTP_URL: 'smtp://127.0.0.1:1',
        PAYMENT_GATEWAY: 'payfast',
        PAYFAST_MERCHANT_ID: '10012345',
        PAYFAST_MERCHANT_KEY: 'abc123',
        PAYFAST_PASSPHRASE: 'a passphrase',
        PAYFAST_URL: 'https://www.payfast.co.za',
      });
      const page = await app.inject({ method: 'GET', url: '/' });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain(TEST_SHOP_META);
    });
  });
});
