import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../src/http/app-error';
import { z } from 'zod';
import { accepted, CheckedJson, noContent, ok, okShared, withStatus, type CallResult } from '../../src/http/call-result';
import { installErrorHandler } from '../../src/http/error-handler';
import { registerCall } from '../../src/http/register-call';

// A bare Fastify instance with the error handler: the call plumbing without a database.
let app: FastifyInstance;
afterEach(() => app?.close());

async function appWith(result: (request: { body: unknown }) => Promise<CallResult<unknown>>): Promise<FastifyInstance> {
  app = Fastify({ logger: false });
  installErrorHandler(app);
  registerCall(app, '/auction/get', result as never);
  await app.ready();
  return app;
}

const call = (body: unknown) => app.inject({ method: 'POST', url: '/api/auction/get', payload: body as object });

describe('registerCall', () => {
  it('parses the body with the contract and hands the handler the parsed value', async () => {
    let seen: unknown;
    await appWith(async ({ body }) => {
      seen = body;
      return noContent();
    });
    const response = await call({ auctionID: 3, lanIso: 'zu' });
    expect(response.statusCode).toBe(204);
    expect(seen).toEqual({ auctionID: 3, lanIso: 'zu' });
  });

  it('takes null for an optional field as "not set" (the forgiving wire)', async () => {
    let seen: unknown;
    await appWith(async ({ body }) => {
      seen = body;
      return noContent();
    });
    const response = await call({ auctionID: 3, lanIso: null, refreshToken: null, referrerToken: null });
    expect(response.statusCode).toBe(204);
    expect(seen).toEqual({ auctionID: 3 });
    expect((await call({ auctionID: null })).statusCode).toBe(400);
  });

  it.each([[{}], [{ auctionID: 'seven' }], [{ auctionID: -1 }], [{ auctionID: 2 ** 31 }], [[1, 2]], [{ auctionID: 1, refreshToken: 5 }]])(
    'answers 400 Data format error for the body %j',
    async (body) => {
      await appWith(async () => noContent());
      const response = await call(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Data format error' });
    },
  );

  it('answers 202 and 204 without a body', async () => {
    await appWith(async () => accepted());
    const a = await call({ auctionID: 1 });
    expect(a.statusCode).toBe(202);
    expect(a.body).toBe('');
    await app.close();
    await appWith(async () => noContent());
    const b = await call({ auctionID: 1 });
    expect(b.statusCode).toBe(204);
    expect(b.body).toBe('');
  });

  it.each([206, 209, 406] as const)('answers %i with its JSON data', async (status) => {
    await appWith(async () => withStatus(status, { message: 'email' }));
    const response = await call({ auctionID: 1 });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ message: 'email' });
  });

  it('answers an AppError with its status and message', async () => {
    await appWith(async () => {
      throw AppError.unauthorized();
    });
    const response = await call({ auctionID: 1 });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Auth failed' });
  });

  it('turns 200 data that breaks the contract into a 500 without details', async () => {
    await appWith(async () => ok({ id: 'not a product' }));
    const response = await call({ auctionID: 1 });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Server error' });
  });

  it('serialises a checked body once, and cannot build one that breaks its schema', () => {
    const schema = z.object({ products: z.array(z.int()) });
    const checked = CheckedJson.of(schema, { products: [1, 2], extra: 'dropped' } as never);
    expect(checked.json).toBe('{"products":[1,2]}');
    expect(checked.bytes).toBe(18);
    expect(() => CheckedJson.of(schema, { products: ['x'] } as never)).toThrow();
  });

  it('checks and serialises a shared answer object once, however many requests send it', async () => {
    let reads = 0;
    const department = { id: 4, department: 'Home', banner: { full: '/media/home.webp' }, extra: 'dropped' };
    const shared = [
      Object.defineProperty(department, 'subDepartments', {
        enumerable: true,
        get: () => {
          reads += 1;
          return [{ id: 9, name: 'Kitchen', thumb: '/media/kitchen.webp' }];
        },
      }),
    ];
    app = Fastify({ logger: false });
    installErrorHandler(app);
    registerCall(app, '/departments/get', async () => okShared(shared as never));
    await app.ready();
    const expected =
      '[{"id":4,"department":"Home","banner":{"full":"/media/home.webp"},"subDepartments":[{"id":9,"name":"Kitchen","thumb":"/media/kitchen.webp"}]}]';
    for (let i = 0; i < 3; i += 1) {
      const response = await app.inject({ method: 'POST', url: '/api/departments/get', payload: {} });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.body).toBe(expected);
    }
    expect(reads).toBe(1);
  });

  it('answers 500 for a shared answer that breaks the contract', async () => {
    app = Fastify({ logger: false });
    installErrorHandler(app);
    registerCall(app, '/departments/get', async () => okShared([{ id: 'four' }] as never));
    await app.ready();
    const response = await app.inject({ method: 'POST', url: '/api/departments/get', payload: {} });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Server error' });
  });
});
