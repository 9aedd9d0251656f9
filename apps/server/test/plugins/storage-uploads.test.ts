// Uploads are bounded and swept: a local PUT past MAX_UPLOAD_BYTES answers 400 'Data format error',
// readUpload stops at the limit (on disk, in memory and from S3, where a presigned PUT cannot bound
// the size and the length header may be missing), and uploads under incoming/ that were never saved
// are removed once stale, on disk, in memory and in an S3 bucket (a loopback stand-in speaking S3's
// GET, DELETE and ListObjectsV2), leaving saved pictures alone.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, stat, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_UPLOAD_MS } from '../../src/modules/images';
import { MAX_UPLOAD_BYTES } from '../../src/plugins/storage';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { useTestApp } from '../helpers/use-test-app';

const HOUR = 60 * 60_000;

describe('uploads on disk', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'blitz-uploads-'));
    t = await buildTestApp({ seed: false, env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a PUT past the size limit with 400 Data format error and keeps nothing', async () => {
    const signed = new URL(await t.app.storage.signUpload('incoming/7/big-full.webp', 'image/webp'));
    const put = (bytes: number) =>
      t.app.inject({
        method: 'PUT',
        url: `${signed.pathname}${signed.search}`,
        headers: { 'content-type': 'image/webp' },
        payload: Buffer.alloc(bytes, 1),
      });
    const tooBig = await put(MAX_UPLOAD_BYTES + 1);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toEqual({ message: 'Data format error' });
    expect(await t.app.storage.readUpload('incoming/7/big-full.webp')).toBeNull();
    expect((await put(1000)).statusCode).toBe(200);
    expect(await t.app.storage.readUpload('incoming/7/big-full.webp')).toHaveLength(1000);
  });

  it('reads an upload only up to the limit', async () => {
    await t.app.storage.write('incoming/7/huge-full.webp', Buffer.alloc(MAX_UPLOAD_BYTES + 1), 'image/webp');
    expect(await t.app.storage.readUpload('incoming/7/huge-full.webp')).toBe('too-large');
    expect(await t.app.storage.readUpload('incoming/7/none.webp')).toBeNull();
  });

  it('removes stale uploads that were never saved and nothing else', async () => {
    const storage = t.app.storage;
    await storage.write('incoming/8/old-full.webp', Buffer.from('old'), 'image/webp');
    await storage.write('incoming/8/new-full.webp', Buffer.from('new'), 'image/webp');
    await storage.write('winners/1-saved.webp', Buffer.from('saved'), 'image/webp');
    const twoHoursAgo = new Date(Date.now() - 2 * HOUR);
    await utimes(join(dataDir, 'uploads', 'incoming', '8', 'old-full.webp'), twoHoursAgo, twoHoursAgo);
    await utimes(join(dataDir, 'uploads', 'winners', '1-saved.webp'), twoHoursAgo, twoHoursAgo);

    expect(await storage.removeStaleUploads(Date.now() - STALE_UPLOAD_MS)).toBeGreaterThanOrEqual(1);
    await expect(stat(join(dataDir, 'uploads', 'incoming', '8', 'old-full.webp'))).rejects.toThrow();
    expect(await storage.readUpload('incoming/8/new-full.webp')).toEqual(Buffer.from('new'));
    expect(await storage.read('winners/1-saved.webp')).toEqual(Buffer.from('saved'));
  });
});

describe('uploads in memory', () => {
  const t = useTestApp({ seed: false });

  it('bounds reads and sweeps by write time', async () => {
    const storage = t.app.storage;
    await storage.write('incoming/3/a-full.webp', Buffer.alloc(MAX_UPLOAD_BYTES + 1), 'image/webp');
    expect(await storage.readUpload('incoming/3/a-full.webp')).toBe('too-large');
    await storage.write('winners/3-kept.webp', Buffer.from('kept'), 'image/webp');
    expect(await storage.removeStaleUploads(Date.now() - STALE_UPLOAD_MS)).toBe(0);
    expect(await storage.removeStaleUploads(Date.now() + 1)).toBe(1);
    expect(await storage.readUpload('incoming/3/a-full.webp')).toBeNull();
    expect(await storage.read('winners/3-kept.webp')).toEqual(Buffer.from('kept'));
  });
});

describe('uploads in S3', () => {
  const objects = new Map<string, { body: Buffer; modified: Date }>();
  let server: Server;
  let t: TestApp;
  beforeAll(async () => {
    server = createServer((request, response) => {
      const url = new URL(request.url!, 'http://s3.test');
      const key = decodeURIComponent(url.pathname.replace(/^\/bucket\/?/, ''));
      if (request.method === 'GET' && key === '' && url.searchParams.get('list-type') === '2') {
        // Two pages of one object each, as S3 pages a long listing.
        const keys = [...objects.keys()].filter((k) => k.startsWith(url.searchParams.get('prefix') ?? '')).sort();
        // Like S3's, the continuation token names where the listing goes on (the last key sent), so
        // deleting listed objects between pages skips nothing.
        const after = url.searchParams.get('continuation-token');
        const rest = after === null ? keys : keys.filter((k) => k > after);
        const page = rest.slice(0, 1);
        const more = rest.length > 1;
        const contents = page.map(
          (k) => `<Contents><Key>${k}</Key><LastModified>${objects.get(k)!.modified.toISOString()}</LastModified><Size>1</Size></Contents>`,
        );
        response.writeHead(200, { 'content-type': 'application/xml' });
        response.end(
          `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><IsTruncated>${more}</IsTruncated>${contents.join('')}${more ? `<NextContinuationToken>${page[0]}</NextContinuationToken>` : ''}</ListBucketResult>`,
        );
      } else if (request.method === 'GET') {
        const object = objects.get(key);
        if (!object) return void response.writeHead(404).end();
        // Chunked, without a length header: the reader must count.
        response.writeHead(200, { 'content-type': 'application/octet-stream', 'transfer-encoding': 'chunked' });
        for (let at = 0; at < object.body.length; at += 1 << 20) response.write(object.body.subarray(at, at + (1 << 20)));
        response.end();
      } else if (request.method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204).end();
      } else response.writeHead(405).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await buildTestApp({
      seed: false,
      env: {
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_BUCKET: 'bucket',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('stops reading an object past the limit, even without a length header', async () => {
    objects.set('incoming/4/big-full.webp', { body: Buffer.alloc(MAX_UPLOAD_BYTES + 5), modified: new Date() });
    objects.set('incoming/4/ok-full.webp', { body: Buffer.from('fine'), modified: new Date() });
    expect(await t.app.storage.readUpload('incoming/4/big-full.webp')).toBe('too-large');
    expect(await t.app.storage.readUpload('incoming/4/ok-full.webp')).toEqual(Buffer.from('fine'));
    expect(await t.app.storage.readUpload('incoming/4/none.webp')).toBeNull();
  });

  it('removes stale incoming objects across listing pages and keeps the rest', async () => {
    objects.clear();
    const old = new Date(Date.now() - 2 * HOUR);
    objects.set('incoming/5/a-full.webp', { body: Buffer.from('a'), modified: old });
    objects.set('incoming/5/b-thumb.webp', { body: Buffer.from('b'), modified: old });
    objects.set('incoming/5/c-full.webp', { body: Buffer.from('c'), modified: new Date() });
    objects.set('winners/5-saved.webp', { body: Buffer.from('s'), modified: old });
    expect(await t.app.storage.removeStaleUploads(Date.now() - STALE_UPLOAD_MS)).toBe(2);
    expect([...objects.keys()].sort()).toEqual(['incoming/5/c-full.webp', 'winners/5-saved.webp']);
  });
});
