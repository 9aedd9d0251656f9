/**
 * Files the server serves besides the API: the shipped catalogue images at /media/catalogue/
 * (cached for a year) and the built SPA from WEB_DIST with history fallback to index.html (hashed
 * /assets/* cached for a year, everything else revalidated), sent brotli- or gzip-encoded from the
 * build's precompressed copies when the browser accepts it. API misses answer 404 Route Not Found.
 * The apps' index.html goes out with this answer's CSP nonce in it (security-headers.ts), read
 * afresh each time so that a rebuild is served at once, and compressed per request. Its prerendered
 * home-page part (banner and card placeholders) goes out on / only; other pages keep the header.
 * Some pages get more of their first HTML than the header (page-first-html.ts). A test shop's pages
 * (ALLOW_TEST_SHOP) name in their head why it is one, for the shop's banner (TEST_SHOP_META).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { TEST_SHOP_META, withFirstHtmlStylesInHead, withPagePart, withoutHomeShell } from '@blitz/contract';
import type { AppConfig } from '../config';
import { MEDIA_CATALOGUE_PREFIX } from '../shared/media-paths';
import { isApiUrl, sendError } from './error-handler';
import { PAGE_PART_FILES, pageExtras } from './page-first-html';
import { pageWithNonce } from './security-headers';

const ONE_YEAR = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Paths that are never the SPA: a miss there is a real 404, not index.html. */
const NOT_SPA_PREFIXES = ['/media/', '/assets/', '/locales/', '/socket.io/', '/healthz', '/readyz', '/metrics'];

/**
 * Static roots serve files only: with no index file, the static plugin answers a directory URL
 * (one ending in '/') with an error that would become a logged 500; refused here, it gets the
 * not-found answer of any missing file.
 */
export const isFileUrlPath = (pathName: string) => !pathName.endsWith('/');

/** Where the staff console is served (its build's base path). */
export const STAFF_PATH = '/staff';
const isStaffPath = (path: string) => path === STAFF_PATH || path.startsWith(`${STAFF_PATH}/`);

const NOT_BUILT_HINT = 'The web app is not built yet. Run `npm run build` (or `npm start`, which builds it) and reload.\n';

const STAFF_NOT_BUILT_HINT = 'The staff console is not built yet. Run `npm run build` (or `npm start`, which builds it) and reload.\n';

/**
 * An app's index.html with this answer's nonce, never cached without revalidation; `part` in place of
 * the home page's first HTML, `head` at the end of the head, then the first HTML's styles after it.
 */
async function sendPage(reply: FastifyReply, dist: string, { home = false, head = '', part = '' } = {}): Promise<FastifyReply> {
  const built = await readFile(join(dist, 'index.html'), 'utf8');
  const page = home ? built : part ? withPagePart(built, part) : withoutHomeShell(built);
  // The extras (the preload of the page's largest picture) before the first HTML's styles.
  const html = withFirstHtmlStylesInHead(head ? page.replace('</head>', `${head}</head>`) : page);
  return reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE).send(pageWithNonce(html, reply));
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

  const spaBuilt = existsSync(join(config.webDist, 'index.html'));
  const testShopHead = config.testShop.length > 0 ? `<meta name="${TEST_SHOP_META}" content="${config.testShop.join(' ')}">` : '';
  const sendShopPage = (reply: FastifyReply, { home = false, head = '', part = '' } = {}) =>
    sendPage(reply, config.webDist, { home, head: testShopHead + head, part });
  if (spaBuilt) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      // The page itself goes through sendPage (these exact routes win over the static wildcard).
      index: false,
      // Pages' prerendered parts go out inside their pages only.
      allowedPath: (pathName) => isFileUrlPath(pathName) && !PAGE_PART_FILES.has(pathName),
      // The build writes .br and .gz beside every text file; browsers that accept them get those.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        const hashed = path.startsWith(join(config.webDist, 'assets') + sep);
        void reply.header('cache-control', hashed ? ONE_YEAR : REVALIDATE);
      },
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
      setHeaders: (reply, path) => {
        const hashed = path.startsWith(join(config.staffDist, 'assets') + sep);
        void reply.header('cache-control', hashed ? ONE_YEAR : REVALIDATE);
      },
    });
  }

  if (spaBuilt) for (const url of ['/', '/index.html']) app.get(url, (_request, reply) => sendShopPage(reply, { home: url === '/' }));
  if (staffBuilt) {
    for (const url of [`${STAFF_PATH}/`, `${STAFF_PATH}/index.html`]) app.get(url, (_request, reply) => sendPage(reply, config.staffDist));
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
      return sendPage(reply, config.staffDist);
    }
    if (!spaBuilt) return reply.type('text/plain; charset=utf-8').header('cache-control', REVALIDATE).send(NOT_BUILT_HINT);
    return pageExtras(app, config.webDist, request.url).then((extras) => sendShopPage(reply, extras));
  });
}
