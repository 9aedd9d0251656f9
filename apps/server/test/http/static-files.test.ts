import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

// The build prerenders the home page's first HTML between these comments (issue 15), each part
// with emotion's styles in one element, which the server moves into the head.
const HOME_SHELL =
  '<!--home-shell--><style data-emotion="css h1">.css-h1{margin:0}</style><h1 class="css-h1">Penny auctions</h1><!--/home-shell-->';
const frame = (shell: string, head = '') =>
  `<!doctype html><html><head>${head}</head><body><div id="first-paint">${shell}</div><div id="root"></div></body></html>`;
const FRAME_STYLE = '<style data-emotion="css f1">.css-f1{display:flex}</style><header class="css-f1">Blitz</header>';
const INDEX_HTML = frame(`${FRAME_STYLE}${HOME_SHELL}`);
const FRAME_STYLE_IN_HEAD = '<style data-first-styles="f1">.css-f1{display:flex}</style>';
/** The home page as it goes out: its first HTML's styles in the head. */
const HOME_PAGE_HTML = frame(
  '<header class="css-f1">Blitz</header><!--home-shell--><h1 class="css-h1">Penny auctions</h1><!--/home-shell-->',
  `${FRAME_STYLE_IN_HEAD}<style data-first-styles="h1">.css-h1{margin:0}</style>`,
);
/** What every page but the home page gets: the header's shell without the home page's part (or its styles). */
const OTHER_PAGE_HTML = frame('<header class="css-f1">Blitz</header>', FRAME_STYLE_IN_HEAD);
let webDist: string;
let emptyDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'blitz-web-'));
  emptyDist = await mkdtemp(join(tmpdir(), 'blitz-empty-'));
  await mkdir(join(webDist, 'assets'));
  await mkdir(join(webDist, 'locales', 'zu'), { recursive: true });
  await writeFile(join(webDist, 'index.html'), INDEX_HTML);
  await writeFile(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1);');
  // The build writes brotli and gzip copies beside its text files (vite.config.ts).
  for (const file of [join(webDist, 'index.html'), join(webDist, 'assets', 'index-abc123.js')]) {
    const text = file.endsWith('.html') ? INDEX_HTML : 'console.log(1);';
    await writeFile(`${file}.br`, brotliCompressSync(text));
    await writeFile(`${file}.gz`, gzipSync(text));
  }
  await writeFile(join(webDist, 'locales', 'zu', 'translation.json'), '{"home":"Ikhaya"}');
});
afterAll(async () => {
  await rm(webDist, { recursive: true, force: true });
  await rm(emptyDist, { recursive: true, force: true });
});

describe('with a built SPA', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false, env: { WEB_DIST: webDist } });
  });
  afterAll(() => t?.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it("serves index.html at / without long caching, with its home page part and its first HTML's styles in the head", async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(HOME_PAGE_HTML);
  });

  it.each(['/item/12', '/dashboard?page=rewards', '/auth/eyJhbGciOi.eyJzdWIi.c2ln', '/no/such/page', '/index.html'])(
    'falls back to index.html without the home page part for the client route %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(OTHER_PAGE_HTML);
    },
  );

  it('sends the precompressed copy of an asset the browser accepts, brotli first, and the plain file otherwise', async () => {
    const asBrowser = (url: string, encoding: string) => t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
    const br = await asBrowser('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1);');
    const gz = await asBrowser('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log(1);');
    const plain = await asBrowser('/assets/index-abc123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1);');
    // index.html carries each answer's CSP nonce, so it is encoded per answer, from 1 kB on
    // (security-headers.test.ts); this small one goes out plain, still revalidated.
    const page = await asBrowser('/item/12', 'br');
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toBe(OTHER_PAGE_HTML);
  });

  it('caches hashed assets for a year and revalidates other files', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const locale = await get('/locales/zu/translation.json');
    expect(locale.statusCode).toBe(200);
    expect(locale.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404 instead of index.html (so chunk failures are detected)', async () => {
    const response = await get('/assets/index-gone.js');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<html');
  });

  it('keeps API misses as 404 Route Not Found', async () => {
    const response = await get('/api/departments/get');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Route Not Found' });
  });

  it('does not serve the SPA for POST requests outside the API', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/item/12' });
    expect(response.statusCode).toBe(404);
  });

  it('serves catalogue media with immutable caching', async () => {
    const file = (await readdir(t.config.catalogueDir, { recursive: true })).find((name) => name.endsWith('.webp'));
    expect(file).toBeDefined();
    const response = await get(`/media/catalogue/${file!.split(sep).join('/')}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.subarray(8, 12).toString('ascii')).toBe('WEBP');
  });

  it('answers missing media with 404 and never escapes the catalogue folder', async () => {
    expect((await get('/media/catalogue/electronics/no-such-file.webp')).statusCode).toBe(404);
    const escape = await get('/media/catalogue/..%2f..%2fpackage.json');
    expect(escape.statusCode).toBe(404);
    expect(escape.body).not.toContain('"name"');
  });
});

describe('without a built SPA', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false, env: { WEB_DIST: emptyDist } });
  });
  afterAll(() => t?.close());

  it('answers / with a plain-text hint to build the web app', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('npm run build');
  });

  it('still answers the API', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/departments/get', payload: {} });
    expect(response.statusCode).toBe(200);
  });
});
