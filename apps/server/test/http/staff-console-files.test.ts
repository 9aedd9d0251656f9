import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { builtShop } from '../helpers/built-shop';

const STAFF_HTML = '<!doctype html><title>staff</title>';

describe('the staff console served at /staff beside the shop', () => {
  let folder: string;
  let t: TestApp;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'blitz-staff-dist-'));
    await mkdir(join(folder, 'staff', 'assets'), { recursive: true });
    await writeFile(join(folder, 'staff', 'index.html'), STAFF_HTML);
    await writeFile(join(folder, 'staff', 'assets', 'index-abc.js'), 'console.log("staff")');
    t = await buildTestApp({ seed: false, env: { WEB_DIST: builtShop(), STAFF_DIST: join(folder, 'staff') } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(folder, { recursive: true, force: true });
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it.each(['/staff', '/staff/', '/staff/auctions/12', '/staff/setup/abc?email=a%40b.test'])('answers %s with the console', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(STAFF_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves its hashed assets for a year and a missing one as 404, while the shop keeps its pages', async () => {
    const asset = await get('/staff/assets/index-abc.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await get('/staff/assets/nope.js')).statusCode).toBe(404);
    expect((await get('/item/3')).body).toMatch(/^<!DOCTYPE html><html lang="en"/);
    const admin = await get('/admin');
    expect(admin.statusCode).toBe(302);
    expect(admin.headers.location).toBe('http://localhost:8080/staff');
  });
});
