/**
 * Files the server serves besides the API: the shipped catalogue images at /media/catalogue/
 * (cached for a year) and the built SPA from WEB_DIST with history fallback to index.html (hashed
 * /assets/* cached for a year, everything else revalidated), sent brotli- or gzip-encoded from the
 * build's precompressed copies when the browser accepts it. API misses answer 404 Route Not Found.
 */
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_MESSAGES } from '@blitz/contract';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { MEDIA_CATALOGUE_PREFIX } from '../media-paths';
import { isApiUrl, routeNotFound } from './error-handler';

const ONE_YEAR = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Paths that are never the SPA: a miss there is a real 404, not index.html. */
const NOT_SPA_PREFIXES = ['/media/', '/assets/', '/locales/', '/socket.io/', '/healthz'];

const NOT_BUILT_HINT =
  'The web app is not built yet. Run `npm run build` (or `npm start`, which builds it) and reload.\n';

export async function registerStaticFiles(app: FastifyInstance, config: AppConfig): Promise<void> {
  await app.register(fastifyStatic, {
    root: config.catalogueDir,
    prefix: MEDIA_CATALOGUE_PREFIX,
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply) => void reply.header('cache-control', ONE_YEAR),
  });

  const spaBuilt = existsSync(join(config.webDist, 'index.html'));
  if (spaBuilt) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      // The build writes .br and .gz beside every text file; browsers that accept them get those.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        const hashed = path.startsWith(join(config.webDist, 'assets') + sep);
        void reply.header('cache-control', hashed ? ONE_YEAR : REVALIDATE);
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isApiUrl(path)) return reply.status(404).send(routeNotFound());
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') && !NOT_SPA_PREFIXES.some((p) => path.startsWith(p));
    if (!isPageRequest) return reply.status(404).send({ message: ERROR_MESSAGES.PAGE_NOT_FOUND });
    if (!spaBuilt) return reply.type('text/plain; charset=utf-8').header('cache-control', REVALIDATE).send(NOT_BUILT_HINT);
    return reply.header('cache-control', REVALIDATE).sendFile('index.html');
  });
}
