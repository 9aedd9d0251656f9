/**
 * Object storage for uploads (`app.storage`, the images module's storage port): signed upload URLs the browser PUTs to, and reading,
 * writing and deleting objects by key. Local by default: files under DATA_DIR/uploads (in memory
 * for `memory://`), uploads through `PUT /api/uploads/{key}` with an HMAC-signed expiry, served at
 * /media/uploads/. With S3_* set: an S3-compatible bucket with SigV4 presigned URLs (aws4fetch).
 * A presigned PUT cannot bound its size, so uploads are read back through `readUpload`, which
 * stops at MAX_UPLOAD_BYTES; uploads under `incoming/` that were never saved are removed once
 * they are older than STALE_UPLOAD_MS (every node sweeps every SWEEP_INTERVAL_MS).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir, open, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { AwsClient } from 'aws4fetch';
import { ERROR_MESSAGES } from '@blitz/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MEMORY_DATA_DIR, type AppConfig, type S3Config } from '../config';
import { sendError } from '../http/error-handler';
import { isFileUrlPath } from '../http/static-files';
import { STALE_UPLOAD_MS, type ObjectStorage } from '../modules/images';

declare module 'fastify' {
  interface FastifyInstance {
    storage: ObjectStorage;
  }
}

export const UPLOAD_URL_SECONDS = 15 * 60;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const SWEEP_INTERVAL_MS = 15 * 60_000;
const INCOMING = 'incoming/';
export const LOCAL_UPLOAD_PATH = '/api/uploads/';
export const LOCAL_MEDIA_PREFIX = '/media/uploads/';
const KEY_PATTERN = /^[a-z0-9][a-z0-9/_-]{0,200}\.(webp|png|jpe?g|gif|svg|tiff?)$/i;

export const isStorageKey = (key: string) => KEY_PATTERN.test(key) && !key.includes('..') && !key.includes('//');

function s3Storage(s3: S3Config): ObjectStorage {
  const client = new AwsClient({ accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey, service: 's3', region: s3.region });
  const objectUrl = (key: string) => `${s3.endpoint}/${s3.bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
  return {
    async signUpload(key) {
      const url = new URL(objectUrl(key));
      url.searchParams.set('X-Amz-Expires', String(UPLOAD_URL_SECONDS));
      const signed = await client.sign(url.toString(), { method: 'PUT', aws: { signQuery: true } });
      return signed.url;
    },
    async read(key) {
      const response = await client.fetch(objectUrl(key));
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`S3 read of ${key} failed with ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async readUpload(key) {
      const response = await client.fetch(objectUrl(key));
      if (response.status === 404) return null;
      if (!response.ok || !response.body) throw new Error(`S3 read of ${key} failed with ${response.status}`);
      if (Number(response.headers.get('content-length') ?? 0) > MAX_UPLOAD_BYTES) {
        await response.body.cancel();
        return 'too-large';
      }
      // The length header may be absent or lie: count what arrives.
      const chunks: Uint8Array[] = [];
      let size = 0;
      for await (const chunk of response.body) {
        size += chunk.length;
        if (size > MAX_UPLOAD_BYTES) return 'too-large';
        chunks.push(chunk);
      }
      return Buffer.concat(chunks);
    },
    async removeStaleUploads(before) {
      let removed = 0;
      let token: string | undefined;
      do {
        const url = new URL(`${s3.endpoint}/${s3.bucket}`);
        url.searchParams.set('list-type', '2');
        url.searchParams.set('prefix', INCOMING);
        if (token) url.searchParams.set('continuation-token', token);
        const response = await client.fetch(url.toString());
        if (!response.ok) throw new Error(`S3 listing of ${INCOMING} failed with ${response.status}`);
        const xml = await response.text();
        // Keys are ours (isStorageKey: no characters XML escapes), so the listing reads plainly.
        for (const [, entry] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
          const key = /<Key>([^<]*)<\/Key>/.exec(entry!)?.[1];
          const modified = Date.parse(/<LastModified>([^<]*)<\/LastModified>/.exec(entry!)?.[1] ?? '');
          if (key?.startsWith(INCOMING) && modified < before) {
            await this.remove(key);
            removed += 1;
          }
        }
        token = /<IsTruncated>true<\/IsTruncated>/.test(xml) ? /<NextContinuationToken>([^<]*)</.exec(xml)?.[1] : undefined;
      } while (token);
      return removed;
    },
    async write(key, body, contentType) {
      const response = await client.fetch(objectUrl(key), { method: 'PUT', body, headers: { 'content-type': contentType } });
      if (!response.ok) throw new Error(`S3 write of ${key} failed with ${response.status}`);
    },
    async remove(key) {
      const response = await client.fetch(objectUrl(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) throw new Error(`S3 delete of ${key} failed with ${response.status}`);
    },
    publicUrl: (key) => `${s3.publicUrl}/${key}`,
  };
}

/** The signature of a local upload URL: the key and its expiry, keyed with the JWT secret. */
export function localUploadSignature(secret: string, key: string, expires: number): string {
  return createHmac('sha256', secret).update(`upload:${key}:${expires}`).digest('base64url');
}

/** Every file under `folder`, with its path. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

function diskStorage(config: AppConfig): ObjectStorage & { root: string | null } {
  const memory = new Map<string, Buffer>();
  const writtenAt = new Map<string, number>();
  const root = config.dataDir === MEMORY_DATA_DIR ? null : resolve(config.dataDir, 'uploads');
  const fileOf = (key: string) => {
    const file = resolve(root!, key);
    if (!file.startsWith(root! + sep)) throw new Error('storage key escapes the uploads folder');
    return file;
  };
  async function readBounded(key: string, limit: number): Promise<Buffer | null | 'too-large'> {
    if (!root) {
      const body = memory.get(key) ?? null;
      return body && body.length > limit ? 'too-large' : body;
    }
    let file;
    try {
      file = await open(fileOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    try {
      if ((await file.stat()).size > limit) return 'too-large';
      return await file.readFile();
    } finally {
      await file.close();
    }
  }
  return {
    root,
    async signUpload(key) {
      const expires = Math.floor(Date.now() / 1000) + UPLOAD_URL_SECONDS;
      const signature = localUploadSignature(config.jwtSecret, key, expires);
      return `${config.publicUrl}${LOCAL_UPLOAD_PATH}${key}?expires=${expires}&signature=${signature}`;
    },
    read: async (key) => {
      const body = await readBounded(key, Infinity);
      return body === 'too-large' ? null : body;
    },
    readUpload: (key) => readBounded(key, MAX_UPLOAD_BYTES),
    async removeStaleUploads(before) {
      if (!root) {
        const stale = [...writtenAt].filter(([key, at]) => key.startsWith(INCOMING) && at < before).map(([key]) => key);
        for (const key of stale) await this.remove(key);
        return stale.length;
      }
      let removed = 0;
      for (const file of await filesUnder(join(root, INCOMING))) {
        const info = await stat(file).catch(() => null);
        if (info && info.mtimeMs < before) {
          await rm(file, { force: true });
          removed += 1;
        }
      }
      return removed;
    },
    async write(key, body) {
      if (!root) {
        memory.set(key, body);
        writtenAt.set(key, Date.now());
        return;
      }
      const file = fileOf(key);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async remove(key) {
      if (!root) {
        memory.delete(key);
        writtenAt.delete(key);
      } else await rm(fileOf(key), { force: true });
    },
    publicUrl: (key) => `${LOCAL_MEDIA_PREFIX}${key}`,
  };
}

function verifiedLocalUpload(secret: string, key: string, query: Record<string, string | undefined>): boolean {
  const expires = Number(query.expires);
  if (!Number.isInteger(expires) || expires < Date.now() / 1000 || !query.signature) return false;
  const expected = Buffer.from(localUploadSignature(secret, key, expires));
  const given = Buffer.from(query.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Removes uploads that were never saved, now and then, on every node (removal is idempotent). */
function sweepStaleUploads(app: FastifyInstance, storage: ObjectStorage): void {
  const sweep = () =>
    storage.removeStaleUploads(Date.now() - STALE_UPLOAD_MS).then(
      (removed) => removed > 0 && app.log.info({ removed }, 'removed uploads that were never saved'),
      (error: unknown) => app.log.warn({ err: error }, 'removing stale uploads failed'),
    );
  const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onReady', async () => void sweep());
  app.addHook('onClose', async () => clearInterval(timer));
}

async function storagePlugin(app: FastifyInstance): Promise<void> {
  const { config } = app;
  if (config.s3) {
    const storage = s3Storage(config.s3);
    app.decorate('storage', storage);
    sweepStaleUploads(app, storage);
    return;
  }
  const storage = diskStorage(config);
  app.decorate('storage', storage);
  sweepStaleUploads(app, storage);

  // The browser's PUT of a signed upload: any body up to the limit, kept as it came.
  await app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    // Past the limit Fastify would answer 413, which the shop's wrapper does not know: 400 'Data format error' (SPEC.md section 8).
    uploads.setErrorHandler((error: { code?: string; statusCode?: number }, _request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.status(400).send({ message: ERROR_MESSAGES.DATA_FORMAT_ERROR });
      throw error;
    });
    uploads.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_request, body, done) => done(null, body));
    uploads.put(`${LOCAL_UPLOAD_PATH}*`, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      if (!isStorageKey(key) || !key.startsWith('incoming/')) return sendError(reply, 'NO_DATA_FOUND');
      if (!verifiedLocalUpload(config.jwtSecret, key, request.query as Record<string, string>)) {
        return sendError(reply, 'NO_PERMISSION');
      }
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) return sendError(reply, 'DATA_FORMAT_ERROR');
      await storage.write(key, body, String(request.headers['content-type'] ?? 'application/octet-stream'));
      return reply.status(200).send({ key });
    });
  });

  if (storage.root) {
    await mkdir(join(storage.root, 'winners'), { recursive: true });
    await app.register(fastifyStatic, {
      root: storage.root,
      prefix: LOCAL_MEDIA_PREFIX,
      decorateReply: false,
      index: false,
      allowedPath: (path) => isFileUrlPath(path) && !path.startsWith('/incoming/') && !path.startsWith('incoming/'),
      cacheControl: false,
      setHeaders: (reply) => void reply.header('cache-control', 'public, max-age=31536000, immutable'),
    });
  } else {
    app.get(`${LOCAL_MEDIA_PREFIX}*`, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const body = isStorageKey(key) && !key.startsWith('incoming/') ? await storage.read(key) : null;
      if (!body) return sendError(reply, 'PAGE_NOT_FOUND');
      return reply.type('image/webp').send(body);
    });
  }
}

export default fp(storagePlugin, { name: 'storage' });
