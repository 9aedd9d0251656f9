// Directory URLs under the static roots (the shop's build, its locales, the catalogue pictures and
// the uploads) answer the same 404 as a missing file, never a 500, and leave no stack trace in the log.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { captureLog } from '../helpers/log-capture';

describe('directories under the static roots', () => {
  const { lines, logger } = captureLog('info');
  let t: TestApp;
  let webDist: string;
  let dataDir: string;

  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'blitz-dirs-web-'));
    dataDir = await mkdtemp(join(tmpdir(), 'blitz-dirs-data-'));
    await mkdir(join(webDist, 'assets'));
    await mkdir(join(webDist, 'locales', 'zu'), { recursive: true });
    await writeFile(join(webDist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    await writeFile(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1);');
    await writeFile(join(webDist, 'locales', 'zu', 'translation.json'), '{}');
    t = await buildTestApp({ seed: false, env: { WEB_DIST: webDist, DATA_DIR: dataDir }, logger });
  });
  afterAll(async () => {
    await t?.close();
    await rm(webDist, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  });

  it.each([
    '/assets/',
    '/locales/',
    '/locales/zu/',
    '/media/uploads/',
    '/media/uploads/winners/',
    '/media/catalogue/',
    '/media/catalogue/electronics/',
  ])('%s answers 404 like a missing file', async (url) => {
    const missing = await t.app.inject({ method: 'GET', url: `${url.replace(/\/?$/, '/')}no-such-file.webp` });
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(missing.json());
    expect(response.body).not.toContain('<html');
  });

  it('logs no error or stack trace for them', async () => {
    for (const url of ['/assets/', '/locales/', '/media/uploads/', '/media/catalogue/']) await t.app.inject({ method: 'GET', url });
    const errors = lines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50 || line.includes('"stack"'));
    expect(errors).toEqual([]);
  });
});
