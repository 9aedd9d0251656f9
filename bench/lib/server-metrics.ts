/**
 * The server's side of a benchmark's run, read from its /metrics (prom-client's text format) before
 * and after: its own bid times (`blitz_bid_duration_seconds`), its garbage collections and its event
 * loop's longest delay. The server must run with METRICS_TOKEN set to the token given here.
 */
/** What the server's /metrics says at one moment: its bid times' buckets, its collections' time. */
export interface ServerSide {
  /** Bids acknowledged within each bucket's bound (seconds), every outcome together. */
  bidBuckets: Map<number, number>;
  gcSeconds: number;
  gcCount: number;
  /** The event loop's longest delay since the last read of /metrics (prom-client resets it on each read). */
  loopMaxSeconds: number;
}

export async function readServerSide(baseUrl: string, token: string): Promise<ServerSide> {
  const text = await (await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } })).text();
  const side: ServerSide = { bidBuckets: new Map(), gcSeconds: 0, gcCount: 0, loopMaxSeconds: 0 };
  for (const line of text.split('\n')) {
    const [series = '', value = '0'] = line.split(' ');
    const number = Number(value);
    const bucket = /^blitz_bid_duration_seconds_bucket\{.*le="([^"]+)"/.exec(series);
    if (bucket) {
      const bound = bucket[1] === '+Inf' ? Infinity : Number(bucket[1]);
      side.bidBuckets.set(bound, (side.bidBuckets.get(bound) ?? 0) + number);
    } else if (series.startsWith('nodejs_gc_duration_seconds_sum')) side.gcSeconds += number;
    else if (series.startsWith('nodejs_gc_duration_seconds_count')) side.gcCount += number;
    else if (series === 'nodejs_eventloop_lag_max_seconds') side.loopMaxSeconds = number;
  }
  return side;
}

/** The server's side of a run: the share of its bids it answered within 5, 10 and 25 ms, and its pauses. */
export function describeServerSide(before: ServerSide, after: ServerSide): string {
  const total = (after.bidBuckets.get(Infinity) ?? 0) - (before.bidBuckets.get(Infinity) ?? 0);
  const within = (bound: number) => {
    const count = (after.bidBuckets.get(bound) ?? 0) - (before.bidBuckets.get(bound) ?? 0);
    return `${((100 * count) / Math.max(total, 1)).toFixed(1)}% within ${bound * 1000} ms`;
  };
  const gcCount = after.gcCount - before.gcCount;
  const gcMs = (after.gcSeconds - before.gcSeconds) * 1000;
  return [
    `server: ${within(0.005)}, ${within(0.01)}, ${within(0.025)}`,
    `${gcCount} collections, ${gcMs.toFixed(0)} ms`,
    `event loop's longest delay ${(after.loopMaxSeconds * 1000).toFixed(1)} ms`,
  ].join(', ');
}
