/**
 * The metrics plugin: decorates `app.metrics` (metrics/metrics.ts) for the other plugins to count
 * into, times every HTTP call by its route pattern, and serves the registry at `/metrics` in the
 * Prometheus text format, only with `Authorization: Bearer METRICS_TOKEN`. Without METRICS_TOKEN
 * there is no `/metrics` at all (404): the counts are still kept, nobody can read them.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createMetrics, type Metrics } from '../metrics/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function metricsPlugin(app: FastifyInstance): Promise<void> {
  const metrics = createMetrics();
  app.decorate('metrics', metrics);

  // By route pattern (`/api/auction/:id`), never the raw path: a scanner's random URLs are one
  // 'unmatched' series, not thousands.
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status_code: String(reply.statusCode),
    };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });

  const token = app.config.metricsToken;
  if (!token) return;
  app.get('/metrics', async (request, reply) => {
    if (!bearerMatches(request, token)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send({ message: 'Auth failed' });
    }
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  });
}

// fastify-plugin: the decoration and the hook reach the root instance.
export default fp(metricsPlugin, { name: 'blitz-metrics', decorators: { fastify: ['config'] } });
