/**
 * Files the server serves besides the API: the shipped catalogue images at /media/catalogue/
 * (cached for a year), the shop's browser files from WEB_DIST/client (hashed /assets/* cached for
 * a year, everything else revalidated), sent brotli- or gzip-encoded from the build's
 * precompressed copies when the browser accepts it, and every other page address rendered by the
 * shop's server build (shop-pages.ts). The staff console is a single-page app under /staff with
 * history fallback to its index.html, which goes out with this answer's CSP nonce in it
 * (security-headers.ts), read afresh each time so that a rebuild is served at once. API misses
 * answer 404 Route Not Found.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppConfig } from '../config';
import { MEDIA_CATALOGUE_PREFIX } from '../shared/media-paths';
import { isApiUrl, sendError } from './error-handler';
import { pageWithNonce } from './security-headers';
import { loadShopBuild, shopPageRenderer } from './shop-pages';

const ONE_YEAR = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Paths that are never the SPA: a miss there is a real 404, not index.html. */
const NOT_SPA_PREFIXES = ['/media/', '/assets/', '/locales/', '/socket.io/', '/healthz', '/readyz', '/metrics'];

/**
 * Static roots serve files only: with no index file, the static plugin answers a directory URL
 * (one ending in '/') with an error that would become a logged 500; refused here, it gets the
 * not-found answer of any missing file.
 */
/** A build's caching: its hashed files (under `assets/`) for a year, every other file revalidated. */
function cacheByHash(dir: string) {
  const assets = join(dir, 'assets') + sep;
  return (reply: { header(name: string, value: string): unknown }, path: string): void => {
    void reply.header('cache-control', path.startsWith(assets) ? ONE_YEAR : REVALIDATE);
  };
}

export const isFileUrlPath = (pathName: string) => !pathName.endsWith('/');

/** Where the staff console is served (its build's base path). */
export const STAFF_PATH = '/staff';
const isStaffPath = (path: string) => path === STAFF_PATH || path.startsWith(`${STAFF_PATH}/`);

const NOT_BUILT_HINT = 'The web app is not built yet. Run `npm run build` (or `npm start`, which builds it) and reload.\n';

const STAFF_NOT_BUILT_HINT = 'The staff console is not built yet. Run `npm run build` (or `npm start`, which builds it) and reload.\n';

/** The staff console's index.html with this answer's nonce, never cached without revalidation. */
async function sendStaffPage(reply: FastifyReply, dist: string): Promise<FastifyReply> {
  const built = await readFile(join(dist, 'index.html'), 'utf8');
  return reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE).send(pageWithNonce(built, reply));
}

export async function registerStaticFiles(app: FastifyInstance, config: AppConfig): Promise<void> {
  await app.register(fastifyStatic, {
    root: config.catalogueDir,
    prefix: MEDIA_CATALOGUE_PREFIX,
    decorateReply: false,
    index: false,
    allowedPath: isFileUrlPath,
    cacheControl: false,
    setHeaders: (reply) => void reply.header('cache-control', ONE_YEAR),
  });

  // The shop's pages read the visitor's preference cookies (shop-pages.ts).
  await app.register(fastifyCookie);
  const clientDir = join(config.webDist, 'client');
  const spaBuilt = existsSync(join(config.webDist, 'server', 'index.js'));
  const sendShopPage = spaBuilt ? shopPageRenderer(app, config, await loadShopBuild(config.webDist), clientDir) : undefined;
  if (spaBuilt) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      // Pages are rendered (sendShopPage); the static root serves files only.
      index: false,
      allowedPath: isFileUrlPath,
      // The build writes .br and .gz beside every text file; browsers that accept them get those.
      preCompressed: true,
      cacheControl: false,
      setHeaders: cacheByHash(clientDir),
    });
  }

  const staffBuilt = existsSync(join(config.staffDist, 'index.html'));
  if (staffBuilt) {
    await app.register(fastifyStatic, {
      root: config.staffDist,
      prefix: `${STAFF_PATH}/`,
      // reply.sendFile comes from the shop's registration, or from this one when the shop is not built.
      decorateReply: !spaBuilt,
      index: false,
      allowedPath: isFileUrlPath,
      cacheControl: false,
      setHeaders: cacheByHash(config.staffDist),
    });
  }

  if (sendShopPage) app.get('/', sendShopPage);
  if (staffBuilt) {
    for (const url of [`${STAFF_PATH}/`, `${STAFF_PATH}/index.html`])
      app.get(url, (_request, reply) => sendStaffPage(reply, config.staffDist));
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isApiUrl(path)) return sendError(reply, 'ROUTE_NOT_FOUND');
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !NOT_SPA_PREFIXES.some((p) => path.startsWith(p));
    if (!isPageRequest || (isStaffPath(path) && path.startsWith(`${STAFF_PATH}/assets/`))) {
      return sendError(reply, 'PAGE_NOT_FOUND');
    }
    // Every other page under /staff is the console's (history fallback to its own index.html).
    if (isStaffPath(path)) {
      if (!staffBuilt) return reply.type('text/plain; charset=utf-8').header('cache-control', REVALIDATE).send(STAFF_NOT_BUILT_HINT);
      return sendStaffPage(reply, config.staffDist);
    }
    if (!sendShopPage) return reply.type('text/plain; charset=utf-8').header('cache-control', REVALIDATE).send(NOT_BUILT_HINT);
    return sendShopPage(request, reply);
  });
}
