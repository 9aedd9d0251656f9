/**
 * Catalogue benchmark (issue 4): builds a PostgreSQL database of 10,000 auctions and 1,000,000
 * bids, starts the real server on a free port, and loads /auction/getHomePageItems and
 * /search/auction with 50 concurrent clients beside a constant route (GET /admin, a redirect that
 * touches nothing) and /healthz, all in the same run; the two calls once more with a browser's
 * Accept-Encoding (compressed answers). Prints a Markdown table.
 *
 * Usage: npx tsx bench/catalogue.ts [--duration=10] [--concurrency=50] [--keep]
 * Environment: BENCH_ADMIN_URL, a PostgreSQL connection string allowed to create databases
 * (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { cpus } from 'node:os';
import { apiCalls } from '@blitz/contract';
import { loadConfig } from '../apps/server/src/config';
import { buildCatalogue, createDatabase, dropDatabase } from './lib/catalogue-data';
import { runLoad, type LoadResult, type Target } from './lib/load';
import { startServer } from './lib/server';
import { adminUrl, args, numberArg } from './lib/args';

const durationMs = numberArg('duration', 10) * 1000;
const concurrency = numberArg('concurrency', 50);
const keep = args.has('keep');
const databaseName = 'blitz_bench_catalogue';

const searchBodies = [
  { pageNumber: 1, pageSize: 24, searchText: 'wireless' },
  { pageNumber: 1, pageSize: 24, searchText: 'gaming headset', sort: 'prAsc' },
  { pageNumber: 2, pageSize: 24, sort: 'new' },
  { pageNumber: 1, pageSize: 24, departmentID: 1, status: ['Open'], sort: 'prDesc' },
  { pageNumber: 1, pageSize: 24, categoryID: [0], bidType: ['Standard', 'Locked'] },
  { pageNumber: 1, pageSize: 24, searchText: 'blendr' },
  { pageNumber: 3, pageSize: 24, minPrice: 10, maxPrice: 40, sort: 'rat' },
];

const homeBodies = [1, 2, 3, 4, 5].map((pageNumber) => ({ pageNumber, pageSize: 24, lanIso: 'en' }));
/** What Chromium sends: the listing calls then go out in their cached brotli copies. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

const targets: Target[] = [
  { name: 'GET /admin (constant)', method: 'GET', path: '/admin', expectStatus: 302 },
  { name: 'GET /healthz', method: 'GET', path: '/healthz', expectStatus: 200 },
  {
    name: 'POST /api/auction/getHomePageItems',
    method: 'POST',
    path: '/api/auction/getHomePageItems',
    bodies: homeBodies,
    expectStatus: 200,
  },
  { name: 'POST /api/search/auction', method: 'POST', path: '/api/search/auction', bodies: searchBodies, expectStatus: 200 },
  {
    name: 'POST /api/auction/getHomePageItems, brotli',
    method: 'POST',
    path: '/api/auction/getHomePageItems',
    bodies: homeBodies,
    expectStatus: 200,
    acceptEncoding: BROWSER_ENCODINGS,
  },
  {
    name: 'POST /api/search/auction, brotli',
    method: 'POST',
    path: '/api/search/auction',
    bodies: searchBodies,
    expectStatus: 200,
    acceptEncoding: BROWSER_ENCODINGS,
  },
];

const ms = (value: number) => value.toFixed(1);

function table(results: LoadResult[], constant: LoadResult): string {
  const lines = [
    '| route | requests/s | share of constant | p50 ms | p90 ms | p99 ms | max ms | errors | bytes per answer |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of results) {
    const share = `${((100 * r.requestsPerSecond) / constant.requestsPerSecond).toFixed(0)}%`;
    lines.push(
      `| ${r.name} | ${r.requestsPerSecond.toFixed(0)} | ${share} | ${ms(r.p50)} | ${ms(r.p90)} | ${ms(r.p99)} | ${ms(r.max)} | ${r.errors} | ${r.bytesPerAnswer.toFixed(0)} |`,
    );
  }
  return lines.join('\n');
}

/**
 * Before measuring, every body of every call is sent once and its answer checked against the
 * contract's response schema, with cards in it: the load then only counts statuses and bytes.
 */
async function checkAnswers(baseUrl: string, target: Target): Promise<void> {
  const schema = apiCalls[target.path.replace(/^\/api/, '') as keyof typeof apiCalls]?.response;
  if (!schema) return;
  for (const body of target.bodies ?? []) {
    const response = await fetch(baseUrl + target.path, {
      method: 'POST',
      // fetch decodes brotli and gzip itself, so a compressed answer is checked whole too.
      headers: { 'content-type': 'application/json', 'accept-encoding': target.acceptEncoding ?? 'identity' },
      body: JSON.stringify(body),
    });
    const answer = schema.safeParse(await response.json());
    const cards = answer.success ? (JSON.stringify(answer.data).match(/"title":/g)?.length ?? 0) : 0;
    const encoding = response.headers.get('content-encoding');
    if (target.acceptEncoding && encoding !== 'br') throw new Error(`${target.name}: sent ${encoding ?? 'uncompressed'}, not brotli`);
    if (response.status !== target.expectStatus || !answer.success || cards === 0) {
      throw new Error(
        `${target.name} ${JSON.stringify(body)}: status ${response.status}, ${answer.success ? `${cards} cards` : 'breaks the contract'}`,
      );
    }
  }
}

async function main(): Promise<void> {
  const config = loadConfig({ DATA_DIR: 'memory://' });
  console.log(`creating ${databaseName} with 10,000 auctions and 1,000,000 bids...`);
  const databaseUrl = await createDatabase(adminUrl, databaseName);
  const started = Date.now();
  const size = await buildCatalogue(databaseUrl, config.catalogueDir, { auctions: 10_000, bids: 1_000_000 });
  console.log(`built ${JSON.stringify(size)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const server = await startServer({ DATABASE_URL: databaseUrl });
  const { baseUrl } = server;
  try {
    const results: LoadResult[] = [];
    for (const target of targets) await checkAnswers(baseUrl, target);
    for (const target of targets) {
      const result = await runLoad(baseUrl, target, { concurrency, durationMs, warmupMs: 2000 });
      console.log(
        `${target.name}: ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${ms(result.p50)} ms, p99 ${ms(result.p99)} ms, errors ${result.errors}`,
      );
      results.push(result);
    }
    console.log(`\n${concurrency} clients, ${durationMs / 1000} s per route, ${cpus().length} CPU cores, Node ${process.version}\n`);
    console.log(table(results, results[0]!));
  } finally {
    await server.stop();
    if (!keep) await dropDatabase(adminUrl, databaseName);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
