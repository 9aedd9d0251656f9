/**
 * A small bounded load generator: `concurrency` clients, each sending its next request as soon as
 * the previous answer arrived, for a fixed duration, over keep-alive connections (Node's fetch).
 * Reports requests per second and latency percentiles; a non-expected status counts as an error.
 */
export interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** Request bodies used in turn (POST only). */
  bodies?: unknown[];
  expectStatus: number;
}

export interface LoadResult {
  name: string;
  requests: number;
  errors: number;
  requestsPerSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

async function send(baseUrl: string, target: Target, turn: number): Promise<number> {
  const bodies = target.bodies ?? [];
  const body = bodies.length > 0 ? JSON.stringify(bodies[turn % bodies.length]) : undefined;
  const response = await fetch(baseUrl + target.path, {
    method: target.method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body,
    redirect: 'manual',
  });
  await response.arrayBuffer();
  return response.status;
}

export async function runLoad(
  baseUrl: string,
  target: Target,
  options: { concurrency: number; durationMs: number; warmupMs: number },
): Promise<LoadResult> {
  // Warm-up: connections, JIT and database caches; not measured.
  const warmupEnd = Date.now() + options.warmupMs;
  await Promise.all(
    Array.from({ length: options.concurrency }, async (_, client) => {
      for (let turn = client; Date.now() < warmupEnd; turn += options.concurrency) await send(baseUrl, target, turn);
    }),
  );

  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const end = started + options.durationMs;
  await Promise.all(
    Array.from({ length: options.concurrency }, async (_, client) => {
      for (let turn = client; performance.now() < end; turn += options.concurrency) {
        const sent = performance.now();
        try {
          const status = await send(baseUrl, target, turn);
          if (status !== target.expectStatus) errors += 1;
        } catch {
          errors += 1;
        }
        latencies.push(performance.now() - sent);
      }
    }),
  );
  const elapsedSeconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name: target.name,
    requests: latencies.length,
    errors,
    requestsPerSecond: latencies.length / elapsedSeconds,
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? 0,
  };
}
