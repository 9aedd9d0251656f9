import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, postApi, type TestApp } from './helpers/build-test-app';
import { databaseKinds } from './helpers/test-database';

describe.each(databaseKinds)('app basics on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      kind,
      seed: false,
      beforeReady: (app) => {
        app.post('/api/test/explode', async () => {
          throw new Error('secret internal detail');
        });
      },
    });
  });
  afterAll(() => t?.close());

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

  it('answers invalid JSON with 400 Data format error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auction/get',
      headers: { 'content-type': 'application/json' },
      payload: '{"auctionID": 1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Data format error' });
  });

  it('answers a body that is not JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auction/get',
      headers: { 'content-type': 'text/plain' },
      payload: 'auctionID=1',
    });
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
