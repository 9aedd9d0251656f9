/**
 * Web benchmark (issue 15): Lighthouse 12's mobile preset (a mid-range phone on a slow 4G link,
 * simulated) on the built shop with the demo catalogue, three runs per page, beside a bare
 * React + MUI page built and served the same way in the same run. Prints the medians as a
 * Markdown table; the pages are measured in turns (baseline, /, /item, ... then again), so a
 * busy machine weighs on every row alike and the ratio to the baseline stays meaningful.
 *
 * Usage: npx tsx bench/web.ts [--runs=3] [--no-build] [--pages=/,/item] [--report-dir=folder] [--busy=1]
 * --pages measures only the pages whose names start with one of the given prefixes (the baseline
 * always runs); --report-dir writes each run's Lighthouse report there as JSON, to see what a
 * page spends its time on (long tasks, boot-up time per script, the largest paint's element);
 * --busy=N keeps N of the machine's cores busy with a loop while Lighthouse runs, to see whether
 * the goals hold on a loaded machine (a shared CI runner, a developer's build beside it).
 * Environment: CHROME_PATH (default /usr/bin/chromium).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { args, numberArg } from './lib/args';
import { busyCores } from './lib/busy';
import { chromeFlags, chromePath } from './lib/chromium';
import { freePort, startServer } from './lib/server';

const root = fileURLToPath(new URL('..', import.meta.url));
const baselineRoot = join(root, 'bench', 'web-baseline');
const baselineDist = join(baselineRoot, 'dist');
const runs = numberArg('runs', 3);
const busy = numberArg('busy', 0);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** Serves the baseline's build like the shop serves its own: brotli at the highest quality, long caching of hashed assets. */
async function serveBaseline(): Promise<{ url: string; server: Server }> {
  await build({
    root: baselineRoot,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: baselineDist, emptyOutDir: true },
  });
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(baselineDist, path === '/' ? 'index.html' : path);
    readFile(file).then(
      (body) => {
        const headers: Record<string, string> = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' };
        if (path.startsWith('/assets/')) headers['cache-control'] = 'public, max-age=31536000, immutable';
        if (String(req.headers['accept-encoding'] ?? '').includes('br')) {
          headers['content-encoding'] = 'br';
          body = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } });
        }
        res.writeHead(200, headers).end(body);
      },
      () => res.writeHead(404).end(),
    );
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/`, server };
}

interface Sample {
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  /** Compressed bytes of every script the page loaded. */
  scriptBytes: number;
}

/** Runs Lighthouse on `url`, again (twice at most) when it could not record the page's trace, as happens on a loaded machine. */
async function runLighthouse(url: string, port: number, attempt = 1): Promise<RunnerResult> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const error = result.lhr.runtimeError;
  if (!error) return result;
  if (attempt >= 3) throw new Error(`${url}: ${error.message}`);
  console.error(`${url}: ${error.code}, measuring again`);
  return runLighthouse(url, port, attempt + 1);
}

const reportDir = args.get('report-dir');
const pagePrefixes = args.get('pages')?.split(',');

async function measure(url: string, port: number, reportName: string): Promise<Sample & { version: string }> {
  const { lhr } = await runLighthouse(url, port);
  if (reportDir) {
    await mkdir(reportDir, { recursive: true });
    await writeFile(join(reportDir, `${reportName.replace(/[^a-z0-9]+/gi, '-')}.json`), JSON.stringify(lhr));
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (
    lhr.audits['network-requests']?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined
  )?.items;
  return {
    version: lhr.lighthouseVersion,
    performance: lhr.categories.performance?.score ?? Number.NaN,
    accessibility: lhr.categories.accessibility?.score ?? Number.NaN,
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcp: numeric('first-contentful-paint'),
    scriptBytes: (requests ?? []).filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function firstAuctionId(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auction/getHomePageItems`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pageNumber: 1, pageSize: 1 }),
  });
  const body = (await res.json()) as { products?: Array<{ id?: number }> };
  const id = body.products?.[0]?.id;
  if (id === undefined) throw new Error(`no auction on the home page: ${JSON.stringify(body).slice(0, 300)}`);
  return String(id);
}

async function main(): Promise<void> {
  if (!args.has('no-build')) {
    const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the build failed');
  }
  if (!existsSync(join(root, 'apps/web/dist/server/index.js'))) throw new Error('apps/web/dist is missing: build first');
  // The embedded database, seeded with the demo catalogue, as `npm start` gives it.
  delete process.env.DATABASE_URL;
  delete process.env.REDIS_URL;
  const shop = await startServer({ SEED_DEMO: 'true' });
  const baseline = await serveBaseline();
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  let load: ReturnType<typeof busyCores> | undefined;
  try {
    const itemId = await firstAuctionId(shop.baseUrl);
    const shopPages: Array<[string, string]> = [
      ['/', `${shop.baseUrl}/`],
      [`/item/{id}`, `${shop.baseUrl}/item/${itemId}`],
      ['/search?s=phone', `${shop.baseUrl}/search?s=phone`],
      ['/winners', `${shop.baseUrl}/winners`],
      ['/buy-packs', `${shop.baseUrl}/buy-packs`],
      ['/guide', `${shop.baseUrl}/guide`],
    ];
    const pages: Array<[string, string]> = [
      ['bare React + MUI page (baseline)', baseline.url],
      ...shopPages.filter(
        ([name]) => !pagePrefixes || pagePrefixes.some((prefix) => (prefix === '/' ? name === '/' : name.startsWith(prefix))),
      ),
    ];
    let version = '';
    load = busyCores(busy);
    const samples = new Map<string, Sample[]>(pages.map(([name]) => [name, []]));
    for (let run = 1; run <= runs; run += 1) {
      for (const [name, url] of pages) {
        const sample = await measure(url, chrome.port, `${run}-${name === pages[0]![0] ? 'baseline' : name}`);
        samples.get(name)!.push(sample);
        version = sample.version;
        console.error(`run ${run}/${runs} ${name}: performance ${sample.performance}, LCP ${Math.round(sample.lcp)} ms`);
      }
    }
    const rows = pages.map(([name]) => {
      const list = samples.get(name)!;
      const pick = (key: keyof Sample) => median(list.map((s) => s[key]));
      return {
        name,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        fcp: pick('fcp'),
        js: pick('scriptBytes'),
      };
    });
    const base = rows[0]!;
    const loaded = busy > 0 ? `, ${busy} of the machine's cores kept busy` : '';
    console.log(`\nLighthouse ${version} mobile preset, median of ${runs} runs per page${loaded}\n`);
    console.log('| page | performance | vs baseline | LCP s | TBT ms | CLS | FCP s | JS loaded kB (compressed) | accessibility |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const row of rows) {
      console.log(
        `| ${row.name} | ${row.performance.toFixed(2)} | ${((row.performance / base.performance) * 100).toFixed(0)}% | ${(row.lcp / 1000).toFixed(2)} | ${Math.round(row.tbt)} | ${row.cls.toFixed(3)} | ${(row.fcp / 1000).toFixed(2)} | ${(row.js / 1024).toFixed(0)} | ${row.accessibility.toFixed(2)} |`,
      );
    }
  } finally {
    await load?.stop();
    chrome.kill();
    await new Promise((resolve) => baseline.server.close(resolve));
    await shop.stop();
    await rm(baselineDist, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
