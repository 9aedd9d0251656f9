/**
 * A small bounded load generator: `concurrency` clients, each sending its next request as soon as
 * the previous answer arrived, for a fixed duration, over keep-alive connections (node:http).
 * Reports requests per second and latency percentiles; a non-expected status counts as an error.
 */
import { Agent, request } from 'node:http';

export interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** Request bodies used in turn (POST only). */
  bodies?: unknown[];
  expectStatus: number;
  /** Sent as Accept-Encoding, as browsers do; the byte count is then what crosses the network. */
  acceptEncoding?: string;
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
  /** Average body size as sent, so that a short or empty answer cannot pass for a fast one. */
  bytesPerAnswer: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/**
 * One request over node:http with a keep-alive agent: far less client CPU than fetch, which matters
 * when the load generator shares the machine's cores with the server it measures. Bodies are
 * serialised once per target.
 */
function send(agent: Agent, url: URL, target: Target, bodies: Buffer[], turn: number): Promise<{ status: number; bytes: number }> {
  const body = bodies.length > 0 ? bodies[turn % bodies.length] : undefined;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        hostname: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: target.method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': body.length }),
          ...(target.acceptEncoding ? { 'accept-encoding': target.acceptEncoding } : {}),
        },
      },
      (response) => {
        // Read and drop the answer: the client measures, it does not parse.
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
        response.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export async function runLoad(
  baseUrl: string,
  target: Target,
  options: { concurrency: number; durationMs: number; warmupMs: number },
): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const url = new URL(baseUrl + target.path);
  const bodies = (target.bodies ?? []).map((body) => Buffer.from(JSON.stringify(body)));
  // Warm-up: connections, JIT and database caches; not measured.
  const warmupEnd = Date.now() + options.warmupMs;
  await Promise.all(
    Array.from({ length: options.concurrency }, async (_, client) => {
      for (let turn = client; Date.now() < warmupEnd; turn += options.concurrency) await send(agent, url, target, bodies, turn);
    }),
  );

  const latencies: number[] = [];
  let errors = 0;
  let bytes = 0;
  const started = performance.now();
  const end = started + options.durationMs;
  await Promise.all(
    Array.from({ length: options.concurrency }, async (_, client) => {
      for (let turn = client; performance.now() < end; turn += options.concurrency) {
        const sent = performance.now();
        try {
          const answer = await send(agent, url, target, bodies, turn);
          if (answer.status !== target.expectStatus) errors += 1;
          bytes += answer.bytes;
        } catch {
          errors += 1;
        }
        latencies.push(performance.now() - sent);
      }
    }),
  );
  const elapsedSeconds = (performance.now() - started) / 1000;
  agent.destroy();
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
    bytesPerAnswer: latencies.length > 0 ? bytes / latencies.length : 0,
  };
}
