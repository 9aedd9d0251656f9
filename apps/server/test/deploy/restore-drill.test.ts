// The restore drill (issue 52, docs/operations.md): a shop with bids, payments and rewards (the
// demo shop, plus bids of this run) is backed up with `npm run backup`, restored with `npm run
// restore` into a fresh database, and a node started on it: every auction's record is the same
// chain and the verifier judges it as before (this run's auction: every check passes), every
// balance equals its ledger, nothing is missing, and bidding goes on.
// PostgreSQL is backed up while its node runs; the embedded database once its node has stopped.
// Slow (a demo seed and two starts): part of the full run.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { verifyRecord } from '@blitz/verify';
import { auctionRecordSchema } from '@blitz/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { queryRows, type Database } from '../../src/db/client';
import { ledgerMismatches } from '../../src/modules/wallet/ledger';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/test-database';
import { createAuction, createBidder } from '../modules/auctions/auction-fixtures';

const repositoryRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const JWT_SECRET = 'restore-drill-secret-restore-drill-0123456789';

/** `npm run NAME -- FILE` as an operator types it; resolves with its output, rejects on a failure. */
function npmRun(name: 'backup' | 'restore', file: string, env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', name, '--', file], {
      cwd: repositoryRoot,
      env: { ...process.env, ENV_FILE: 'off', DATABASE_URL: '', DATA_DIR: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`npm run ${name} exited ${code}:\n${output}`))));
  });
}

async function counts(db: Database) {
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql`select (select count(*)::int from bids) as bids, (select count(*)::int from payments) as payments,
          (select count(*)::int from rewards) as rewards, (select count(*)::int from blitz_ledger) as ledger,
          (select count(*)::int from users) as users, (select count(*)::int from products) as auctions`,
  );
  return row!;
}

/**
 * Each auction's record as the verifier judges it: its head hash and the checks it fails. The demo
 * shop's auctions hold imported history the verifier cannot check ('history'), so a restore must
 * give the same judgement, not a clean one; auctions bid on in this run must be clean.
 */
async function recordReports(app: FastifyInstance): Promise<Map<number, string>> {
  const auctions = await queryRows<{ id: number }>(app.db, sql`select id from products where status <> 'Not Started' order by id`);
  const reports = new Map<number, string>();
  for (const { id } of auctions) {
    const response = await app.inject({ method: 'GET', url: `/api/fair-play/record/${id}` });
    if (response.statusCode !== 200) {
      reports.set(Number(id), `status ${response.statusCode}`);
      continue;
    }
    const report = verifyRecord(auctionRecordSchema.parse(response.json()));
    const failing = report.checks.filter((check) => !check.ok).map((check) => check.name);
    reports.set(Number(id), `${report.head} ${report.entries} entries; failing: ${failing.join(',') || 'none'}`);
  }
  return reports;
}

async function startNode(env: Record<string, string>, seed: boolean): Promise<FastifyInstance> {
  const config = loadConfig({ ...env, JWT_SECRET, SEED_DEMO: seed ? 'true' : 'false' });
  const app = await buildApp(config, { logger: false, schedulerIntervalMs: 0 });
  await app.ready();
  return app;
}

describe.each(databaseKinds)('backup and restore drill on %s', (kind) => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  it('restores a shop that verifies, balances and takes bids again', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'blitz-drill-'));
    cleanups.push(() => rm(folder, { recursive: true, force: true }));
    const databases: TestDatabase[] = [await createTestDatabase(kind), await createTestDatabase(kind)];
    for (const database of databases) cleanups.push(() => database.drop());
    const envOf = (i: number): Record<string, string> =>
      kind === 'postgres'
        ? { DATABASE_URL: databases[i]!.databaseUrl!, DATA_DIR: join(folder, `data-${i}`) }
        : { DATA_DIR: join(folder, `data-${i}`) };
    const file = join(folder, kind === 'postgres' ? 'shop.dump' : 'shop.tar.gz');

    // The shop: the demo seed (shoppers, bids, payments, rewards) and a few bids of this run.
    const shop = await startNode(envOf(0), true);
    let shopOpen = true;
    cleanups.push(() => (shopOpen ? shop.close() : Promise.resolve()));
    const auction = await createAuction(shop.db, { endsIn: 600, auctionTimer: 300 });
    for (let i = 0; i < 3; i += 1) {
      const bidder = await createBidder(shop.db, JWT_SECRET, { free: 10 });
      expect((await shop.auctions.engine.placeBid(auction, bidder.id)).ok).toBe(true);
    }
    const before = await counts(shop.db);
    const reportsBefore = await recordReports(shop);
    expect(reportsBefore.get(auction)).toMatch(/failing: none$/);
    expect(before.payments).toBeGreaterThan(0);
    expect(before.rewards).toBeGreaterThan(0);
    expect(before.bids).toBeGreaterThan(3);

    // PostgreSQL is backed up under a running node; the embedded database needs its node stopped.
    if (kind === 'pglite') {
      await shop.close();
      shopOpen = false;
    }
    const backupStarted = Date.now();
    await npmRun('backup', file, envOf(0));
    const backupMs = Date.now() - backupStarted;
    if (shopOpen) {
      await shop.close();
      shopOpen = false;
    }
    // A second backup to the same file is refused rather than overwriting it.
    await expect(npmRun('backup', file, envOf(0))).rejects.toThrow(/exists already/);

    const restoreStarted = Date.now();
    await npmRun('restore', file, envOf(1));
    const restoreMs = Date.now() - restoreStarted;
    // Into a database that is no longer empty, a restore is refused.
    await expect(npmRun('restore', file, envOf(1))).rejects.toThrow(/not empty/);

    const node = await startNode(envOf(1), false);
    cleanups.push(() => node.close());
    expect(await counts(node.db)).toEqual(before);
    expect(await ledgerMismatches(node.db)).toEqual([]);
    // Every auction's record is the same chain (same head) and verifies as it did before.
    const reportsAfter = await recordReports(node);
    expect(reportsAfter.size).toBeGreaterThan(1);
    expect(reportsAfter).toEqual(reportsBefore);

    // Bidding goes on, on the auction of this run and on a new one.
    const next = await createBidder(node.db, JWT_SECRET, { free: 10 });
    expect((await node.auctions.engine.placeBid(auction, next.id)).ok).toBe(true);
    expect((await node.auctions.engine.placeBid(await createAuction(node.db, { endsIn: 600 }), next.id)).ok).toBe(true);
    expect(await ledgerMismatches(node.db)).toEqual([]);
    console.log(
      `restore drill on ${kind}: ${before.bids} bids, ${reportsAfter.size} auctions; backup ${backupMs} ms, restore ${restoreMs} ms`,
    );
  }, 600_000);
});
