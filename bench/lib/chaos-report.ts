/**
 * The chaos run's verdict: each check with its detail, and the Markdown report (figures, then
 * checks) that bench/README.md quotes. `chaosChecks` holds when every check does.
 */
import type { ChaosTally } from './chaos-bidders';
import type { ChaosFindings } from './chaos-checks';
import { percentile } from './load';
import { observations, quantile, type Buckets } from './node-metrics';

export interface StalePrice {
  userId: number;
  auction: number;
  shown: number;
  database: number;
  /** How long after the reconnect the client did show that price (-1: not within 30 s). */
  caughtUpMs: number;
}

export interface ChaosOutcome {
  title: string;
  events: string[];
  tally: ChaosTally;
  findings: ChaosFindings;
  auctions: number;
  /** Auctions each client watches (the stale-price check compares each of them per reconnect). */
  watched: number;
  signedOut: number;
  problems: Record<string, number>;
  stale: StalePrice[];
  /** When the last fault (the SIGTERM) was sent, epoch ms. */
  lastFaultAt: number;
  exitCode: number | null;
  shutdownMs: number;
  /** The bidders' process's event-loop delay p50, p99 and max (ms) during the run. */
  loopDelayMs: number[];
  /** The nodes' own histograms (their /metrics): accepted bids' latency, scheduler lag by task. */
  nodeMetrics: { bidSeconds: Buckets; lagSeconds: Buckets };
}

type Check = [name: string, ok: boolean, detail: string];

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const p50 = (values: number[]) => percentile(sorted(values), 50).toFixed(0);

export function chaosChecks(o: ChaosOutcome): Check[] {
  const { tally, findings } = o;
  const maxAttempts = Math.max(0, ...tally.reconnects.map((r) => r.attempts));
  const unanswered = Object.values(tally.unanswered).reduce((a, b) => a + b, 0);
  const afterLastFault = findings.lastBuddyBidAt > o.lastFaultAt;
  return [
    [
      'acknowledged bids all in the database, once, with their bidder',
      findings.ackedMissing.length === 0,
      `${tally.acked.length} acknowledged, ${findings.ackedMissing.length} missing`,
    ],
    [
      'bids in the database beyond the acknowledged ones only where an answer was lost',
      findings.unacknowledgedBids >= 0 && findings.unacknowledgedBids <= unanswered,
      `${findings.unacknowledgedBids} unacknowledged, ${JSON.stringify(tally.unanswered)} unanswered`,
    ],
    [
      'engine invariants (buddy spending included) and the Blitz ledger',
      Object.keys(findings.invariants).length === 0,
      JSON.stringify(findings.invariants).slice(0, 300) || 'none broken',
    ],
    [
      'every auction over, each won auction with exactly one order',
      findings.orderProblems.length === 0 && findings.ended + findings.closed === o.auctions,
      `${findings.ended} ended, ${findings.closed} closed`,
    ],
    [
      'BidBuddies bid on every buddy auction and still after the last fault',
      findings.buddyBidsPerAuction.every((count) => count > 0) && afterLastFault,
      `${findings.buddyBids} buddy bids (${findings.buddyBidsPerAuction.join(' / ')} per auction); last ${
        findings.lastBuddyBidAt ? `${((findings.lastBuddyBidAt - o.lastFaultAt) / 1000).toFixed(1)} s after the SIGTERM` : 'never'
      }`,
    ],
    ['every client back and signed in', o.signedOut === 0, `${o.signedOut} still signed out ${JSON.stringify(o.problems)}`],
    [
      'reconnects within the policy (at most 100 attempts)',
      maxAttempts <= 100,
      `${tally.reconnects.length} reconnects, at most ${maxAttempts} attempts`,
    ],
    [
      'no price shown behind the database 1 s after a reconnect',
      o.stale.length === 0,
      `${o.stale.length} stale (client, auction) pairs of ${tally.reconnects.length * o.watched} checked; caught up after at most ${Math.max(
        0,
        ...o.stale.map((e) => e.caughtUpMs),
      )} ms; ${JSON.stringify(o.stale.slice(0, 2))}`,
    ],
    ['SIGTERM: exit 0 within the 10 s grace', o.exitCode === 0 && o.shutdownMs < 10_000, `${o.shutdownMs} ms`],
  ];
}

export function printChaosReport(o: ChaosOutcome, checks: Check[]): void {
  const { tally, findings } = o;
  const reconnects = tally.reconnects;
  const reconnectMs = reconnects.map((r) => r.ms);
  console.log(`\n## ${o.title}\n`);
  console.log(`Faults: ${o.events.join('; ')}.\n`);
  console.log('| figure | value |\n|---|---|');
  console.log(`| bids acknowledged | ${tally.acked.length} |`);
  console.log(`| bid acknowledgement p50 / p99 | ${p50(tally.ackMs)} / ${percentile(sorted(tally.ackMs), 99).toFixed(0)} ms |`);
  console.log(`| manual bids in the database | ${findings.manualBids} |`);
  console.log(`| buddy bids | ${findings.buddyBids} |`);
  console.log(`| refused (reason or message: count) | ${JSON.stringify(tally.refused)} |`);
  console.log(
    `| reconnects; p50 / max to signed in again | ${reconnects.length}; ${p50(reconnectMs)} / ${Math.max(0, ...reconnectMs).toFixed(0)} ms |`,
  );
  console.log(
    `| of which p50: connected / auth answered / watch answered | ${p50(reconnects.map((r) => r.connectMs))} / ${p50(
      reconnects.map((r) => r.authMs),
    )} / ${p50(reconnects.map((r) => r.watchMs))} ms |`,
  );
  console.log(`| refused sign-ins (retried) | ${tally.authFailures} |`);
  console.log(`| the bidders' own event-loop delay p50 / p99 / max | ${o.loopDelayMs.map((ms) => ms.toFixed(0)).join(' / ')} ms |`);
  const ms = (seconds: number) => (Number.isNaN(seconds) ? 'n/a' : (seconds * 1000).toFixed(0));
  const bids = o.nodeMetrics.bidSeconds.get('');
  console.log(
    `| bid latency p50 / p99, the nodes' metrics (${observations(bids)} bids) | ${ms(quantile(bids, 0.5))} / ${ms(quantile(bids, 0.99))} ms |`,
  );
  for (const task of ['opening', 'ending', 'buddy_turn']) {
    const lag = o.nodeMetrics.lagSeconds.get(task);
    console.log(
      `| scheduler lag p50 / p99, ${task} (${observations(lag)}), the nodes' metrics | ${ms(quantile(lag, 0.5))} / ${ms(quantile(lag, 0.99))} ms |`,
    );
  }
  console.log(`| SIGTERM to exit | ${o.shutdownMs} ms |\n`);
  console.log('| check | result | detail |\n|---|---|---|');
  for (const [name, ok, detail] of checks) console.log(`| ${name} | ${ok ? 'holds' : 'FAILED'} | ${detail.replace(/\|/g, '/')} |`);
}
