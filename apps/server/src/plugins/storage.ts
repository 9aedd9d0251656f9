/**
 * Object storage for uploads (`app.storage`): signed upload URLs the browser PUTs to, and reading,
 * writing and deleting objects by key. Local by default: files under DATA_DIR/uploads (in memory
 * for `memory://`), uploads through `PUT /api/uploads/{key}` with an HMAC-signed expiry, served at
 * /media/uploads/. With S3_* set: an S3-compatible bucket with SigV4 presigned URLs (aws4fetch).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { AwsClient } from 'aws4fetch';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MEMORY_DATA_DIR, type AppConfig, type S3Config } from '../config';

export interface ObjectStorage {
  /** A URL the browser may PUT the object to until it expires. */
  signUpload(key: string, contentType: string): Promise<string>;
  read(key: string): Promise<Buffer | null>;
  write(key: string, body: Buffer, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** Where browsers read a stored object. */
  publicUrl(key: string): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: ObjectStorage;
  }
}

export const UPLOAD_URL_SECONDS = 15 * 60;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
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

function diskStorage(config: AppConfig): ObjectStorage & { root: string | null } {
  const memory = new Map<string, Buffer>();
  const root = config.dataDir === MEMORY_DATA_DIR ? null : resolve(config.dataDir, 'uploads');
  const fileOf = (key: string) => {
    const file = resolve(root!, key);
    if (!file.startsWith(root! + sep)) throw new Error('storage key escapes the uploads folder');
    return file;
  };
  return {
    root,
    async signUpload(key) {
      const expires = Math.floor(Date.now() / 1000) + UPLOAD_URL_SECONDS;
      const signature = localUploadSignature(config.jwtSecret, key, expires);
      return `${config.publicUrl}${LOCAL_UPLOAD_PATH}${key}?expires=${expires}&signature=${signature}`;
    },
    async read(key) {
      if (!root) return memory.get(key) ?? null;
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async write(key, body) {
      if (!root) {
        memory.set(key, body);
        return;
      }
      const file = fileOf(key);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async remove(key) {
      if (!root) memory.delete(key);
      else await rm(fileOf(key), { force: true });
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

async function storagePlugin(app: FastifyInstance): Promise<void> {
  const { config } = app;
  if (config.s3) {
    app.decorate('storage', s3Storage(config.s3));
    return;
  }
  const storage = diskStorage(config);
  app.decorate('storage', storage);

  // The browser's PUT of a signed upload: any body up to the limit, kept as it came.
  await app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_request, body, done) => done(null, body));
    uploads.put(`${LOCAL_UPLOAD_PATH}*`, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      if (!isStorageKey(key) || !key.startsWith('incoming/')) return reply.status(404).send({ message: 'No data found' });
      if (!verifiedLocalUpload(config.jwtSecret, key, request.query as Record<string, string>)) {
        return reply.status(403).send({ message: 'No Permission' });
      }
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) return reply.status(400).send({ message: 'Data format error' });
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
      allowedPath: (path) => !path.startsWith('/incoming/') && !path.startsWith('incoming/'),
      cacheControl: false,
      setHeaders: (reply) => void reply.header('cache-control', 'public, max-age=31536000, immutable'),
    });
  } else {
    app.get(`${LOCAL_MEDIA_PREFIX}*`, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const body = isStorageKey(key) && !key.startsWith('incoming/') ? await storage.read(key) : null;
      if (!body) return reply.status(404).send({ message: 'Page not found' });
      return reply.type('image/webp').send(body);
    });
  }
}

export default fp(storagePlugin, { name: 'storage' });
