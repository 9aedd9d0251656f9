import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/use-test-app';
import { builtShop } from '../helpers/built-shop';

let emptyDist: string;
let webDist: string;
/** A hashed script of the build, with its precompressed copies beside it. */
let script: string;

beforeAll(async () => {
  webDist = builtShop();
  emptyDist = await mkdtemp(join(tmpdir(), 'blitz-empty-'));
  const assets = await readdir(join(webDist, 'client', 'assets'));
  script = assets.find((name) => name.endsWith('.js') && existsSync(join(webDist, 'client', 'assets', `${name}.br`)))!;
});
afterAll(async () => {
  await rm(emptyDist, { recursive: true, force: true });
});

describe('with the shop built', () => {
  const t = useTestApp(() => ({ env: { WEB_DIST: webDist } }));
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('renders / on the server for its visitor alone, with every card of its first page and a nonce on every inline script', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(String(response.headers.vary)).toMatch(/^Cookie, Accept-Language/);
    expect(response.body).toMatch(/^<!DOCTYPE html><html lang="en" data-theme="dark">/);
    expect(response.body).toContain('<title>Home | Blitz Auctions</title>');
    // The whole first page of cards, not only the first few (crawlers and visitors without scripts).
    expect(new Set(response.body.match(/data-product-id="\d+"/g)).size).toBeGreaterThan(4);
    expect(response.body).toContain(`<meta property="og:image" content="${t.config.publicUrl}/link-preview.png"/>`);
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    const inline = [...response.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]);
    expect(inline.length).toBeGreaterThan(0);
    for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  it("renders an auction's page with its title, price and first picture in its link-preview tags", async () => {
    const item = await t.app.inject({ method: 'POST', url: '/api/auction/getHomePageItems', payload: { pageNumber: 1, pageSize: 1 } });
    const [product] = item.json<{ products: Array<{ id: number; title: string; mainImage: { full: string } | null }> }>().products;
    const page = await get(`/item/${product!.id}`);
    expect(page.statusCode).toBe(200);
    const escaped = product!.title.replaceAll("'", '&#x27;').replaceAll('&', '&amp;');
    expect(page.body).toContain(`<meta property="og:title" content="${escaped} | Blitz Auctions"/>`);
    expect(page.body).toMatch(/<meta property="og:description" content="(Starting|Current|Winning) bid: R[\d ]+\.\d{2}"\/>/);
    expect(page.body).toContain(`<meta property="og:image" content="${t.config.publicUrl}${product!.mainImage!.full}"/>`);
    expect(page.body).toContain(`<link rel="canonical" href="${t.config.publicUrl}/item/${product!.id}"/>`);
  });

  it('speaks the language of the cookie, else of Accept-Language, and shows the theme of the cookie', async () => {
    const zulu = await get('/winners', { 'accept-language': 'fr-FR, zu-ZA;q=0.8, en;q=0.5' });
    expect(zulu.body).toMatch(/^<!DOCTYPE html><html lang="zu" data-theme="dark">/);
    const chosen = await get('/winners', { 'accept-language': 'zu-ZA', cookie: 'lang=af; theme=light' });
    expect(chosen.body).toMatch(/^<!DOCTYPE html><html lang="af" data-theme="light">/);
    const unknown = await get('/winners', { 'accept-language': 'sw-KE', cookie: 'lang=xx; theme=pink' });
    expect(unknown.body).toMatch(/^<!DOCTYPE html><html lang="en" data-theme="dark">/);
  });

  it.each(['/no/such/page', '/item/abc/def', '/item/abc', '/item/987654321'])(
    'answers the unknown address %s with the not-found page, its status, and no canonical address',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<title>Page Not Found | Blitz Auctions</title>');
      expect(response.body).toContain('<meta name="robots" content="noindex"/>');
      expect(response.body).not.toContain('rel="canonical"');
    },
  );

  it("names a page's own address only: the search text kept, a referral code, a token or another host left out", async () => {
    const canonical = async (url: string) => /<link rel="canonical" href="([^"]+)"\/>/.exec((await get(url)).body)?.[1];
    expect(await canonical('/?ref=ABC123&utm_source=whatsapp')).toBe(`${t.config.publicUrl}/`);
    expect(await canonical('/search?s=phone&page=2')).toBe(`${t.config.publicUrl}/search?s=phone`);
    // A path that reads as another host is a path on this shop (here: no page), never an address elsewhere.
    expect((await get('//elsewhere.example/winners')).body).not.toMatch(/="https?:\/\/elsewhere/);
    const setup = await get('/setup-account/some-token?email=thandi%40example.co.za');
    expect(setup.body).toContain('<meta name="robots" content="noindex"/>');
    // The page's own scripts know its address; its tags for machines do not repeat it.
    expect(setup.body).not.toMatch(/rel="canonical"|property="og:url"/);
  });

  it('sends the precompressed copy of an asset the browser accepts, brotli first, and the plain file otherwise', async () => {
    const url = `/assets/${script}`;
    const plain = await get(url, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('caches hashed assets for a year and revalidates other files', async () => {
    const asset = await get(`/assets/${script}`);
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

  it('does not render pages for POST requests outside the API', async () => {
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

describe('without the shop built', () => {
  const t = useTestApp(() => ({ seed: false, env: { WEB_DIST: emptyDist } }));

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
