/**
 * pgbench beside the bid benchmark (bench/bids.ts): the engine's write without the record, run by
 * PostgreSQL's own load tool on the same database, as the baseline of each load.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** One row of the bid benchmark's table. */
export interface Row {
  name: string;
  perSecond: number;
  p50: number | null;
  p99: number | null;
  note: string;
}

/** pgbench with the engine's write: raise the price and clock on one row, insert the bid. */
export async function pgbench(
  databaseUrl: string,
  load: { auctionIds: number[]; spread: boolean; name: string; clients: number; bidders: number; durationMs: number },
): Promise<Row> {
  const { auctionIds, spread, name, clients, bidders, durationMs } = load;
  const folder = await mkdtemp(join(tmpdir(), 'blitz-pgbench-'));
  const script = join(folder, 'bid.sql');
  const first = auctionIds[0]!;
  const last = auctionIds[auctionIds.length - 1]!;
  await writeFile(
    script,
    [
      spread ? `\\set pid random(${first}, ${last})` : `\\set pid ${first}`,
      `\\set uid random(1, ${bidders})`,
      'BEGIN;',
      `UPDATE products SET current_price_cents = current_price_cents + 10, bid_count = bid_count + 1, leader_id = :uid, last_bid_at = clock_timestamp(), end_time = greatest(end_time, clock_timestamp() + interval '10 seconds') WHERE id = :pid;`,
      `INSERT INTO bids (product_id, user_id, amount_cents, placed_at, via_buddy, paid) VALUES (:pid, :uid, 10, clock_timestamp(), false, false);`,
      'END;',
      '',
    ].join('\n'),
  );
  try {
    const { stdout } = await run('pgbench', [
      '-n',
      '-c',
      String(clients),
      '-j',
      '2',
      '-T',
      String(durationMs / 1000),
      '-f',
      script,
      databaseUrl,
    ]);
    const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1] ?? 0);
    const latency = Number(/latency average = ([\d.]+) ms/.exec(stdout)?.[1] ?? 0);
    return { name, perSecond: tps, p50: null, p99: null, note: `${clients} clients, average latency ${latency.toFixed(1)} ms` };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
