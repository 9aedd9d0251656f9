/**
 * Compressed answers for phones on slow networks. Every JSON, HTML or text answer of 1 kB or more
 * goes out brotli- or gzip-encoded when the browser accepts it (@fastify/compress; brotli at
 * quality 4, fast enough to run per request). Cached listing answers (CheckedJson) keep encoded
 * copies of their own, made once per cached answer, so the busiest calls spend no CPU on
 * compression per request. The shop's browser files are compressed at build time (static-files.ts).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Smaller answers gain less than the encoding headers and the work cost. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export type ContentEncoding = 'br' | 'gzip';

/** In order of preference when the browser accepts both equally. */
const ENCODINGS: ContentEncoding[] = ['br', 'gzip'];

/** Cached answers are encoded once, so they can afford a better ratio than per-request ones. */
const CACHED_BROTLI_QUALITY = 6;
const CACHED_GZIP_LEVEL = 6;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { encodings: ENCODINGS, threshold: COMPRESS_THRESHOLD_BYTES });
}

/** The encoding to answer `request` with, or null when it accepts none of ours. */
export function acceptedEncoding(request: FastifyRequest): ContentEncoding | null {
  const header = request.headers['accept-encoding'];
  return header ? negotiate(header, ENCODINGS) : null;
}

export function encode(body: string, encoding: ContentEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: CACHED_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : gzipSync(body, { level: CACHED_GZIP_LEVEL });
}

/** Adds Accept-Encoding to the Vary header, keeping what is there. */
export function varyOnEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const values =
    current === undefined
      ? []
      : String(current)
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean);
  if (values.includes('*') || values.some((v) => v.toLowerCase() === 'accept-encoding')) return;
  void reply.header('vary', [...values, 'Accept-Encoding'].join(', '));
}
