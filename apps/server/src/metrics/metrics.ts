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

  const metrics = {
    registry,
    sources,
    bidsAccepted: new Counter({
      name: 'blitz_bids_accepted_total',
      help: 'Bids accepted, by who placed them (a shopper, or a BidBuddy).',
      labelNames: ['via'] as const,
      registers,
    }),
    bidsRefused: new Counter({
      name: 'blitz_bids_refused_total',
      help: "Shoppers' bids refused, by the refusal's reason (error: the command failed).",
      labelNames: ['reason'] as const,
      registers,
    }),
    bidDuration: new Histogram({
      name: 'blitz_bid_duration_seconds',
      help: "A shopper's bid from the socket command's receipt to its acknowledgement.",
      labelNames: ['outcome'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    buddyTurns: new Counter({
      name: 'blitz_buddy_turns_total',
      help: 'BidBuddy turns taken by this node: a bid placed, or a buddy released because it can never bid.',
      labelNames: ['outcome'] as const,
      registers,
    }),
    schedulerLag: new Histogram({
      name: 'blitz_scheduler_lag_seconds',
      help: 'How late a due auction opening, ending or BidBuddy turn ran, after its due time.',
      // Not `job`: Prometheus gives every scraped series a `job` label of its own.
      labelNames: ['task'] as const,
      buckets: LAG_BUCKETS,
      registers,
    }),
    httpRequests: new Counter({
      name: 'blitz_http_requests_total',
      help: 'HTTP requests answered, by route pattern, method and status code.',
      labelNames: ['method', 'route', 'status_code'] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'blitz_http_request_duration_seconds',
      help: 'HTTP request latency, by route pattern, method and status code.',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    itns: new Counter({
      name: 'blitz_payment_itns_total',
      help: 'Payment notifications (ITNs) received, by outcome: settled, or the check that refused it.',
      labelNames: ['outcome'] as const,
      registers,
    }),
    emails: new Counter({
      name: 'blitz_emails_total',
      help: 'Emails handed to SMTP (sent), refused by it (failed), or kept in the outbox without SMTP_URL (pending).',
      labelNames: ['outcome'] as const,
      registers,
    }),
    redisReconnects: new Counter({
      name: 'blitz_redis_reconnects_total',
      help: "Reconnection attempts of this node's Redis connections, by connection.",
      labelNames: ['connection'] as const,
      registers,
    }),
  };

  new Gauge({
    name: 'blitz_sockets_connected',
    help: 'Socket.IO connections open on this node.',
    registers,
    collect() {
      this.set(sources.sockets?.().connected ?? 0);
    },
  });
  new Gauge({
    name: 'blitz_auction_rooms_watched',
    help: 'Auction rooms watched by at least one connection of this node.',
    registers,
    collect() {
      this.set(sources.sockets?.().rooms ?? 0);
    },
  });
  new Gauge({
    name: 'blitz_auctions_open',
    help: 'Auctions open for bidding now (the same on every node: it is read from the database).',
    registers,
    async collect() {
      if (sources.openAuctions) this.set(await sources.openAuctions());
    },
  });
  const pool = (key: 'total' | 'idle' | 'waiting', name: string, help: string) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        const stats = sources.pool?.();
        if (stats) this.set(stats[key]);
      },
    });
  pool('total', 'blitz_db_pool_connections', 'PostgreSQL connections open in the pools (absent on the embedded database).');
  pool('idle', 'blitz_db_pool_idle_connections', 'PostgreSQL connections open and idle in the pools.');
  pool(
    'waiting',
    'blitz_db_pool_waiting_requests',
    'Queries waiting for a free PostgreSQL connection: above 0, the pool is the bottleneck.',
  );
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;
