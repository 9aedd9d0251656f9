// Compressed answers: cached listings go out in their stored brotli or gzip copy, other JSON of
// 1 kB or more is compressed per request, and small answers or browsers that accept no encoding
// get plain JSON.
import { homePageItemsSchema } from '@blitz/contract';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/use-test-app';

describe('compressed answers', () => {
  const t = useTestApp();

  const post = (path: string, body: Record<string, unknown>, encoding?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api${path}`,
      payload: body,
      headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
    });
  const homeBody = { pageNumber: 1, pageSize: 24, lanIso: 'en' };

  it('sends a cached listing in brotli or gzip, the same JSON as the plain answer', async () => {
    const plain = await post('/auction/getHomePageItems', homeBody);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    homePageItemsSchema.parse(plain.json());

    const br = await post('/auction/getHomePageItems', homeBody, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('application/json');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await post('/auction/getHomePageItems', homeBody, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const identity = await post('/auction/getHomePageItems', homeBody, 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });

  it('compresses other JSON of 1 kB or more per request, and leaves small answers plain', async () => {
    const plain = await post('/departments/get', {});
    expect(plain.statusCode).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await post('/departments/get', {}, 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const error = await post('/auction/get', { auctionID: 'not a number' }, 'br');
    expect(error.statusCode).toBe(400);
    expect(error.headers['content-encoding']).toBeUndefined();
    expect(error.json()).toHaveProperty('message');
  });
});
