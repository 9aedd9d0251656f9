// /metrics (issue 52): the Prometheus text of a node that has served a bid war, only with the
// bearer token (401 without it, 404 when no METRICS_TOKEN is set), each family with plausible
// values and no label carrying an id; with METRICS_PORT on a listener of its own instead.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setBuddy } from '../../src/modules/auctions/buddy-service';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { useTestApp } from '../helpers/use-test-app';
import { freePort } from '../helpers/server-process';
import { createAuction, createBidder, expire, makeBuddyTurnDue } from '../modules/auctions/auction-fixtures';
import { connectClient, type TestClient } from '../realtime/socket-client';

const TOKEN = 'metrics-token-for-the-test-0123456789';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The value of one series, e.g. `blitz_bids_accepted_total{via="shopper"}`; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics', () => {
  let t: TestApp;
  let url: string;
  const clients: TestClient[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ seed: false, schedulerIntervalMs: 50, env: { METRICS_TOKEN: TOKEN } });
    url = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await t?.close();
  });

  const scrape = async () => {
    const response = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text();
  };

  it('answers 401 without the token or with another one', async () => {
    const none = await fetch(`${url}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    expect((await fetch(`${url}/metrics`, { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
    expect((await fetch(`${url}/metrics`, { headers: { authorization: TOKEN } })).status).toBe(401);
  });

  it('shows every family with plausible values after a bid war', async () => {
    const db = t.app.db;
    const secret = t.config.jwtSecret;
    const war = [await createAuction(db, { endsIn: 120, auctionTimer: 30 }), await createAuction(db, { endsIn: 120, auctionTimer: 30 })];
    for (let i = 0; i < 4; i += 1) {
      const bidder = await createBidder(db, secret, { free: 50 });
      const client = await connectClient(url, `device-${i}`);
      clients.push(client);
      const auth = await client.emit('auth', { nickname: bidder.nickname, bidToken: bidder.bidToken, refreshToken: bidder.refreshToken });
      expect(auth.status).toBe('success');
      expect((await client.emit('watch', { auctionIDs: war })).status).toBe('success');
    }
    let accepted = 0;
    let refused = 0;
    for (let round = 0; round < 5; round += 1) {
      const acks = await Promise.all(clients.map((client, i) => client.emit('create-bid', { productID: war[(round + i) % 2]! })));
      accepted += acks.filter((ack) => ack.status === 'success').length;
      refused += acks.filter((ack) => ack.status !== 'success').length;
    }
    // A bid nobody may place: the auction does not exist.
    expect((await clients[0]!.emit('create-bid', { productID: 2_000_000_000 })).status).toBe('error');
    refused += 1;

    // The scheduler's work: an opening, an ending and a buddy turn, each due already.
    await createAuction(db, { status: 'Not Started', startsIn: -1 });
    const ending = await createAuction(db, { endsIn: 60 });
    await expire(db, ending);
    const buddied = await createAuction(db, { endsIn: 120, auctionTimer: 30 });
    const owner = await createBidder(db, secret, { free: 20 });
    expect((await setBuddy(db, { userId: owner.id, auctionId: buddied, active: true, amount: 3 })).ok).toBe(true);
    await makeBuddyTurnDue(db, buddied);
    // A payment notice that fails its checks, and an email kept in the outbox (no SMTP_URL).
    expect((await fetch(`${url}/api/payment/notify`, { method: 'POST', body: new URLSearchParams({ a: 'b' }) })).status).toBe(400);
    expect(await t.app.mailer.send({ kind: 'staff-setup', to: 'metrics@example.test', lanIso: 'en', linkPath: '/staff/setup/x' })).toBe(
      'pending',
    );

    let text = '';
    for (let i = 0; i < 100; i += 1) {
      await sleep(100);
      text = await scrape();
      if (
        (sample(text, 'blitz_buddy_turns_total{outcome="bid"}') ?? 0) > 0 &&
        sample(text, 'blitz_scheduler_lag_seconds_count{task="ending"}')
      )
        break;
    }

    expect(accepted).toBeGreaterThan(0);
    expect(sample(text, 'blitz_bids_accepted_total{via="shopper"}')).toBe(accepted);
    const refusedTotal = text
      .split('\n')
      .filter((line) => line.startsWith('blitz_bids_refused_total{'))
      .reduce((sum, line) => sum + Number(line.split(' ')[1]), 0);
    expect(refusedTotal).toBe(refused);
    expect(sample(text, 'blitz_bids_refused_total{reason="not-found"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'blitz_bid_duration_seconds_count{outcome="accepted"}')).toBe(accepted);
    const slowest = sample(text, 'blitz_bid_duration_seconds_bucket{le="+Inf",outcome="accepted"}');
    expect(slowest).toBe(accepted);
    expect(sample(text, 'blitz_bids_accepted_total{via="buddy"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'blitz_buddy_turns_total{outcome="bid"}')).toBeGreaterThanOrEqual(1);
    for (const task of ['opening', 'ending', 'buddy_turn']) {
      expect(sample(text, `blitz_scheduler_lag_seconds_count{task="${task}"}`), task).toBeGreaterThanOrEqual(1);
      const sum = sample(text, `blitz_scheduler_lag_seconds_sum{task="${task}"}`)!;
      // Due a moment ago, run within the next passes: more than nothing, less than a minute late.
      expect(sum).toBeGreaterThanOrEqual(0);
      expect(sum).toBeLessThan(60);
    }
    expect(sample(text, 'blitz_sockets_connected')).toBe(4);
    expect(sample(text, 'blitz_auction_rooms_watched')).toBe(2);
    // The war's two, the buddy's one and the one that opened (the ending one has ended).
    expect(sample(text, 'blitz_auctions_open')).toBe(4);
    expect(sample(text, 'blitz_http_requests_total{method="POST",route="/api/payment/notify",status_code="400"}')).toBe(1);
    expect(sample(text, 'blitz_http_request_duration_seconds_count{method="POST",route="/api/payment/notify",status_code="400"}')).toBe(1);
    expect(sample(text, 'blitz_payment_itns_total{outcome="format"}')).toBe(1);
    expect(sample(text, 'blitz_emails_total{outcome="pending"}')).toBe(1);
    // Default process metrics, and the families that need PostgreSQL or Redis are declared.
    expect(sample(text, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect(text).toContain('# TYPE blitz_db_pool_waiting_requests gauge');
    expect(text).toContain('# TYPE blitz_redis_reconnects_total counter');
    // No label value is an id: every label of a blitz_ series is one of a small, fixed set.
    const labelValues = [...text.matchAll(/^blitz_\w+\{([^}]*)\}/gm)].flatMap((match) =>
      [...match[1]!.matchAll(/(\w+)="([^"]*)"/g)].filter((m) => m[1] !== 'le').map((m) => m[2]!),
    );
    expect(labelValues.filter((value) => /^\d{2,}$/.test(value) && !/^[1-5]\d\d$/.test(value))).toEqual([]);
  }, 60_000);
});

describe('/metrics without METRICS_TOKEN', () => {
  const t = useTestApp({ seed: false });

  it('is not there at all', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer anything-at-all-0123' } });
    expect(response.statusCode).toBe(404);
  });
});

describe('/metrics on METRICS_PORT', () => {
  it('is served on that port instead of the main one, with the token when one is set, and closes with the app', async () => {
    const port = await freePort();
    const t = await buildTestApp({ seed: false, env: { METRICS_TOKEN: TOKEN, METRICS_PORT: String(port), HOST: '127.0.0.1' } });
    const metricsUrl = `http://127.0.0.1:${port}/metrics`;
    try {
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      const scraped = await fetch(metricsUrl, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(scraped.status).toBe(200);
      // The counts are the app's: the main port's request is in them.
      expect(sample(await scraped.text(), 'blitz_http_requests_total{method="GET",route="/healthz",status_code="200"}')).toBe(1);
      expect((await fetch(metricsUrl)).status).toBe(401);
      const elsewhere = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(elsewhere.status).toBe(404);
      expect(await elsewhere.json()).toEqual({ message: 'Page not found' });
      const onMainPort = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(onMainPort.statusCode).toBe(404);
    } finally {
      await t.close();
    }
    await expect(fetch(metricsUrl)).rejects.toThrow();
  });

  it('asks for no token when METRICS_TOKEN is not set', async () => {
    const port = await freePort();
    const t = await buildTestApp({ seed: false, env: { METRICS_PORT: String(port), HOST: '127.0.0.1' } });
    try {
      const scraped = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toContain('# TYPE blitz_bids_accepted_total counter');
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
