/**
 * The node's metrics in the Prometheus format (prom-client), one registry per app so that tests
 * building several apps in one process do not share counts. Names follow Prometheus's
 * conventions (`blitz_` prefix, base units, `_total` counters); every label has a small fixed set
 * of values: no user, auction or payment id ever becomes a label. docs/operations.md lists them.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the gauges read when scraped: set by the parts that own those numbers. */
export interface MetricSources {
  /** Socket.IO connections on this node, and the auction rooms they watch. */
  sockets?: () => { connected: number; rooms: number };
  /** Auctions open for bidding now (one count query per scrape). */
  openAuctions?: () => Promise<number>;
  /** The PostgreSQL pools (undefined on the embedded database). */
  pool?: () => { total: number; idle: number; waiting: number };
}

/** Latency buckets in seconds: a bid is answered in milliseconds; the alert line is 250 ms. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
/** Scheduler lag buckets in seconds: a pass every 100 ms; the alert line is 1 s. */
const LAG_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const sources: MetricSources = {};
  const registers = [registry];
  const counter = <Label extends string>(name: string, labelNames: readonly Label[], help: string) =>
    new Counter<Label>({ name, help, labelNames, registers });
  const histogram = <Label extends string>(name: string, labelNames: readonly Label[], buckets: number[], help: string) =>
    new Histogram<Label>({ name, help, labelNames, buckets, registers });
  /** A gauge read when scraped; nothing is set while `read` has no source to ask (undefined). */
  const gauge = (name: string, read: () => number | undefined | Promise<number | undefined>, help: string) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        const value = await read();
        if (value !== undefined) this.set(value);
      },
    });

  const metrics = {
    registry,
    sources,
    bidsAccepted: counter('blitz_bids_accepted_total', ['via'], 'Bids accepted, by who placed them (a shopper, or a BidBuddy).'),
    bidsRefused: counter(
      'blitz_bids_refused_total',
      ['reason'],
      "Shoppers' bids refused, by the refusal's reason (error: the command failed).",
    ),
    bidDuration: histogram(
      'blitz_bid_duration_seconds',
      ['outcome'],
      LATENCY_BUCKETS,
      "A shopper's bid from the socket command's receipt to its acknowledgement.",
    ),
    buddyTurns: counter(
      'blitz_buddy_turns_total',
      ['outcome'],
      'BidBuddy turns taken by this node: a bid placed, or a buddy released because it can never bid.',
    ),
    // Not `job`: Prometheus gives every scraped series a `job` label of its own.
    schedulerLag: histogram(
      'blitz_scheduler_lag_seconds',
      ['task'],
      LAG_BUCKETS,
      'How late a due auction opening, ending or BidBuddy turn ran, after its due time.',
    ),
    httpRequests: counter(
      'blitz_http_requests_total',
      ['method', 'route', 'status_code'],
      'HTTP requests answered, by route pattern, method and status code.',
    ),
    httpDuration: histogram(
      'blitz_http_request_duration_seconds',
      ['method', 'route', 'status_code'],
      LATENCY_BUCKETS,
      'HTTP request latency, by route pattern, method and status code.',
    ),
    itns: counter(
      'blitz_payment_itns_total',
      ['outcome'],
      'Payment notifications (ITNs) received, by outcome: settled, or the check that refused it.',
    ),
    emails: counter(
      'blitz_emails_total',
      ['outcome'],
      'Emails handed to SMTP (sent), refused by it (failed), or kept in the outbox without SMTP_URL (pending).',
    ),
    redisReconnects: counter(
      'blitz_redis_reconnects_total',
      ['connection'],
      "Reconnection attempts of this node's Redis connections, by connection.",
    ),
  };

  gauge('blitz_sockets_connected', () => sources.sockets?.().connected ?? 0, 'Socket.IO connections open on this node.');
  gauge(
    'blitz_auction_rooms_watched',
    () => sources.sockets?.().rooms ?? 0,
    'Auction rooms watched by at least one connection of this node.',
  );
  gauge(
    'blitz_auctions_open',
    () => sources.openAuctions?.(),
    'Auctions open for bidding now (the same on every node: it is read from the database).',
  );
  gauge(
    'blitz_db_pool_connections',
    () => sources.pool?.().total,
    'PostgreSQL connections open in the pools (absent on the embedded database).',
  );
  gauge('blitz_db_pool_idle_connections', () => sources.pool?.().idle, 'PostgreSQL connections open and idle in the pools.');
  gauge(
    'blitz_db_pool_waiting_requests',
    () => sources.pool?.().waiting,
    'Queries waiting for a free PostgreSQL connection: above 0, the pool is the bottleneck.',
  );
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;
