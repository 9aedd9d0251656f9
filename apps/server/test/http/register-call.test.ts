import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../src/http/app-error';
import { z } from 'zod';
import { accepted, CheckedJson, noContent, ok, okChecked, withStatus, type CallResult } from '../../src/http/call-result';
import { installErrorHandler } from '../../src/http/error-handler';
import { registerCall } from '../../src/http/register-call';

// A bare Fastify instance with the error handler: the call plumbing without a database.
let app: FastifyInstance;
afterEach(() => app?.close());

async function appWith(result: () => Promise<CallResult<unknown>>): Promise<FastifyInstance> {
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
    app = Fastify({ logger: false });
    installErrorHandler(app);
    registerCall(app, '/auction/get', async ({ body }) => {
      seen = body;
      return noContent();
    });
    await app.ready();
    const response = await call({ auctionID: 3, lanIso: 'zu' });
    expect(response.statusCode).toBe(204);
    expect(seen).toEqual({ auctionID: 3, lanIso: 'zu' });
  });

  it.each([[{}], [{ auctionID: 'seven' }], [{ auctionID: -1 }], [[1, 2]], [{ auctionID: 1, refreshToken: 5 }]])(
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

  it('sends a body checked and serialised beforehand as it is, and cannot build one that breaks its schema', async () => {
    const schema = z.object({ products: z.array(z.int()) });
    const checked = CheckedJson.of(schema, { products: [1, 2], extra: 'dropped' } as never);
    expect(checked.json).toBe('{"products":[1,2]}');
    await appWith(async () => okChecked(checked));
    const response = await call({ auctionID: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.body).toBe('{"products":[1,2]}');
    expect(() => CheckedJson.of(schema, { products: ['x'] } as never)).toThrow();
  });
});
