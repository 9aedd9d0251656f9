// /sitemap.xml lists the public pages and every live and coming auction, and no finished one, as
// absolute addresses on the shop's public address; /robots.txt points to it and keeps the signed-in,
// one-time and staff pages out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_AUCTION_STATUSES } from '@blitz/contract';
import { queryRows } from '../../../src/db/client';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';

const PUBLIC_URL = 'https://shop.example.co.za';

describe('what crawlers read', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_URL } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the public pages and the live and coming auctions, not the finished ones', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(response.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    for (const page of ['/', '/winners', '/buy-packs', '/guide', '/about', '/contact-us']) expect(locs).toContain(`${PUBLIC_URL}${page}`);
    const rows = await queryRows<{ id: number; status: string }>(t.app.db, sql`select id, status from products`);
    const live = rows.filter((row) => (LIVE_AUCTION_STATUSES as readonly string[]).includes(row.status));
    const finished = rows.filter((row) => !(LIVE_AUCTION_STATUSES as readonly string[]).includes(row.status));
    expect(live.length).toBeGreaterThan(0);
    expect(finished.length).toBeGreaterThan(0);
    const items = locs.filter((loc) => loc?.startsWith(`${PUBLIC_URL}/item/`));
    expect(items.sort()).toEqual(live.map((row) => `${PUBLIC_URL}/item/${row.id}`).sort());
    expect(locs.every((loc) => loc?.startsWith(`${PUBLIC_URL}/`))).toBe(true);
    expect(locs.some((loc) => loc?.includes('/dashboard'))).toBe(false);
  });

  it('points crawlers to the sitemap and keeps the account pages out', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of [
      '/dashboard',
      '/buy-now/',
      '/payment/',
      '/login',
      '/signup',
      '/setup-account',
      '/reset-password',
      '/auth',
      '/api/',
      '/staff',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});
