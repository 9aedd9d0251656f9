// A production build of the shop's web app in a folder of its own, for the first-paint tests of
// this folder: its pages' first HTML and the scripts of the home page's app.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompressSync } from 'node:zlib';
import type { Manifest } from 'vite';
import { BUY_PACKS_SHELL_FILE, SEARCH_SHELL_FILE, WINNERS_SHELL_FILE, WINNERS_SHELL_NO_PHOTOS_FILE } from '@blitz/contract';
import { afterAll, beforeAll } from 'vitest';
import { BROTLI_OPTIONS } from '../../../src/build/compile-hints';

const webRoot = fileURLToPath(new URL('../../..', import.meta.url));
const execFileAsync = promisify(execFile);
/** Vite's command line, as the workspace's build script runs it. */
const viteBin = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
/**
 * The modules whose static imports make up the home page's app: the page's entry (boot.ts, which
 * loads the app after the prerendered first HTML has painted), the app and the home page, whose
 * modules the build puts in the app's chunk (src/build/app-chunk.ts), not in one of their own.
 */
const FIRST_PAINT_ENTRIES = ['index.html', 'src/main.tsx', 'src/app/pages/home/home-page.tsx'];

function staticClosure(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  keys.filter((key, index) => index < 2 || key in manifest).forEach(visit);
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

export interface ProductionBuild {
  outDir: string;
  /** The home page's app: each script with its size as the server sends it (brotli, highest quality). */
  scripts: Array<{ file: string; bytes: number; code: string }>;
  entryKb: number;
  entryCode: string;
  appFile: string;
  appChunkFile: string;
  /** The home page's own chunk, if the build gave it one (it should not: its code is in the app's). */
  homeChunkFile: string | undefined;
  indexHtml: string;
  searchHtml: string;
  packsHtml: string;
  winnersHtml: string;
  winnersNoPhotosHtml: string;
  remove: () => Promise<void>;
}

/**
 * The run's one build when the test runner made it (WEB_BUILD_DIR, built with Vite's manifest in
 * `.vite/`, scripts/run-tests.mjs), else a build of this file's own in a temporary folder.
 */
async function productionBuild(): Promise<ProductionBuild> {
  const shared = process.env.WEB_BUILD_DIR;
  if (shared) return readBuild(resolve(shared), '.vite/manifest.json', async () => undefined);
  const outDir = await mkdtemp(join(tmpdir(), 'blitz-web-budget-'));
  // Built by Vite's command in a process of its own, as `npm run build` does: inside Vitest's
  // process (NODE_ENV=test, its module loader) the prerender saw a second copy of some packages.
  await execFileAsync(
    process.execPath,
    [viteBin, 'build', '--mode', 'production', '--logLevel', 'silent', '--outDir', outDir, '--emptyOutDir', '--manifest', 'manifest.json'],
    { cwd: webRoot, env: { ...process.env, NODE_ENV: 'production' } },
  );
  return readBuild(outDir, 'manifest.json', () => rm(outDir, { recursive: true, force: true }));
}

async function readBuild(outDir: string, manifestFile: string, remove: () => Promise<void>): Promise<ProductionBuild> {
  const text = (file: string) => readFile(join(outDir, file), 'utf8');
  const manifest = JSON.parse(await text(manifestFile)) as Manifest;
  const measure = (files: string[]) =>
    Promise.all(
      files.map(async (file) => {
        const code = await readFile(join(outDir, file));
        return { file, bytes: brotliCompressSync(code, BROTLI_OPTIONS).length, code: code.toString('utf8') };
      }),
    );
  const entry = await measure(staticClosure(manifest, ['index.html']));
  return {
    outDir,
    scripts: await measure(staticClosure(manifest, FIRST_PAINT_ENTRIES)),
    entryKb: entry.reduce((sum, script) => sum + script.bytes, 0) / 1024,
    entryCode: await text(manifest['index.html']!.file),
    appFile: manifest['src/main.tsx']!.file,
    homeChunkFile: manifest[FIRST_PAINT_ENTRIES[2]!]?.file,
    appChunkFile:
      (manifest['src/main.tsx']!.imports ?? []).map((key) => manifest[key]!.file).find((file) => /\/app-[\w-]+\.js$/.test(file)) ?? '',
    indexHtml: await text('index.html'),
    searchHtml: await text(SEARCH_SHELL_FILE),
    packsHtml: await text(BUY_PACKS_SHELL_FILE),
    winnersHtml: await text(WINNERS_SHELL_FILE),
    winnersNoPhotosHtml: await text(WINNERS_SHELL_NO_PHOTOS_FILE),
    remove,
  };
}

/** A test file's production build: made before its tests, removed after them; read it inside a test. */
export function productionBuildOfThisFile(): () => ProductionBuild {
  let build: ProductionBuild | undefined;
  beforeAll(async () => {
    build = await productionBuild();
  }, 180_000);
  afterAll(async () => {
    await build?.remove();
  });
  return () => {
    if (!build) throw new Error('the production build is not ready');
    return build;
  };
}
