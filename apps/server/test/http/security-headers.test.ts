import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { CSP_NONCE_PLACEHOLDER, HIDDEN_INPUT_STYLE_HASH } from '@blitz/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { useTestApp } from '../helpers/use-test-app';
import { builtShop } from '../helpers/built-shop';

// A page as Vite builds it with html.pageNonce, long enough (over 1 kB) to go out compressed.
const PAGE = `<!doctype html><html><head><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}"><style nonce="${CSP_NONCE_PLACEHOLDER}">body{margin:0}</style><script type="module" src="/assets/index.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script></head><body><div id="root"></div><!-- ${'x'.repeat(1200)} --></body></html>`;

/** The policy's directives by name. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'blitz-headers-'));
  await mkdir(join(folder, 'staff'));
  await writeFile(join(folder, 'staff', 'index.html'), PAGE.replace('<div', '<div data-app="staff"'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      seed: false,
      env: {
        WEB_DIST: builtShop(),
        STAFF_DIST: join(folder, 'staff'),
        S3_ENDPOINT: 'https://s3.af-south-1.example.com',
        S3_BUCKET: 'blitz-photos',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PUBLIC_URL: 'https://photos.example.co.za/blitz',
      },
    });
  });
  afterAll(() => t?.close());

  it.each(['/', '/item/12', '/staff/', '/staff/auctions', '/api/dashboard/get-header-data', '/healthz', '/api/no-such-call'])(
    'sends the baseline headers on %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toBeTruthy();
      expect(response.headers['content-security-policy-report-only']).toBeUndefined();
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['permissions-policy']).toContain('camera=()');
      expect(response.headers['permissions-policy']).toContain('geolocation=()');
      // Plain http: no HSTS (browsers would ignore it, and it must not be claimed).
      expect(response.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it('enforces a policy without eval, with inline scripts and styles only under a fresh nonce per answer', async () => {
    const first = directives((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    const second = directives((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    const nonceOf = (policy: Map<string, string[]>) => policy.get('style-src')!.find((value) => value.startsWith("'nonce-"));
    expect(first.get('script-src')).toEqual(["'self'", nonceOf(first)]);
    expect(first.get('script-src-attr')).toEqual(["'none'"]);
    expect(first.get('object-src')).toEqual(["'none'"]);
    expect(first.get('frame-ancestors')).toEqual(["'none'"]);
    expect(first.get('base-uri')).toEqual(["'self'"]);
    expect(first.get('default-src')).toEqual(["'self'"]);
    expect(first.get('style-src')).toEqual(["'self'", nonceOf(first)]);
    expect(first.get('style-src-attr')).toEqual(["'unsafe-hashes'", `'${HIDDEN_INPUT_STYLE_HASH}'`]);
    expect(nonceOf(first)).toMatch(/^'nonce-[A-Za-z0-9+/]{22}=='$/);
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    for (const values of first.values()) {
      expect(values).not.toContain("'unsafe-inline'");
      expect(values).not.toContain("'unsafe-eval'");
    }
    // Pictures and presigned uploads reach the S3 bucket; forms post only to the shop.
    expect(first.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:', 'https://photos.example.co.za']));
    expect(first.get('connect-src')).toEqual(expect.arrayContaining(["'self'", 'https://s3.af-south-1.example.com']));
    expect(first.get('form-action')).toEqual(["'self'", t.config.publicUrl]);
    expect(first.has('upgrade-insecure-requests')).toBe(false);
  });

  it.each(['/', '/dashboard', '/item/12'])('puts the answer nonce on every inline script of the shop page at %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))![1]!;
    const inline = [...response.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]);
    expect(inline.length).toBeGreaterThan(0);
    for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  it.each([
    ['/staff/', 'staff'],
    ['/staff/index.html', 'staff'],
    ['/staff/audit', 'staff'],
  ])('puts the answer nonce into the page at %s', async (url, app) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(`data-app="${app}"`);
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))![1]!;
    expect(response.body).not.toContain(CSP_NONCE_PLACEHOLDER);
    expect(response.body.split(`nonce="${nonce}"`)).toHaveLength(4);
  });

  it('compresses the page per answer for browsers that accept it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/winners', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))![1]!;
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain(`<script nonce="${nonce}">`);
  });

  it('lets the sandbox gateway page style itself with the nonce', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sandbox-payfast/eng/process?merchant_id=1' });
    expect(response.statusCode).toBe(400);
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))![1]!;
    expect(response.body).toContain(`<style nonce="${nonce}">`);
  });

  it('lets other sites show catalogue pictures, and only the shop its other answers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/media/catalogue/none.webp' })).headers['cross-origin-resource-policy']).toBe(
      'cross-origin',
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/no-such-call' })).headers['cross-origin-resource-policy']).toBe('same-site');
  });
});

describe('security headers over https', () => {
  const t = useTestApp({ seed: false, env: { PUBLIC_URL: 'https://shop.example.co.za', TRUST_PROXY: 'loopback' } });

  it('adds Strict-Transport-Security and upgrades insecure requests', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(directives(response.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
  });
});

describe('Strict-Transport-Security behind a TLS proxy', () => {
  const t = useTestApp({ seed: false, env: { TRUST_PROXY: 'loopback' } });

  it('follows the trusted proxy forwarded protocol', async () => {
    const viaTls = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(viaTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});
