/**
 * The metrics plugin: decorates `app.metrics` (metrics/metrics.ts) for the other plugins to count
 * into, times every HTTP call by its route pattern, and serves the registry at `/metrics` in the
 * Prometheus text format, only with `Authorization: Bearer METRICS_TOKEN`. Without METRICS_TOKEN
 * there is no `/metrics` at all (404): the counts are still kept, nobody can read them.
 * With METRICS_PORT, `/metrics` is served by a small listener of its own on that port (and HOST)
 * instead, opened when the app is ready and closed with it; there METRICS_TOKEN is asked for when
 * set, and without it the port's firewall is the only guard.
 */
import { timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from '../http/error-handler';
import { requestIdOptions } from '../http/request-id';
import { requestLogOptions } from '../http/request-log';
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

  const { metricsToken: token, metricsPort: port, host } = app.config;
  if (port === undefined) {
    if (token) serveMetrics(app, metrics, token);
    return;
  }
  const listener = Fastify({ loggerInstance: app.log.child({ listener: 'metrics' }), ...requestIdOptions, ...requestLogOptions() });
  serveMetrics(listener, metrics, token);
  listener.setNotFoundHandler((_request, reply) => sendError(reply, 'PAGE_NOT_FOUND'));
  // A port that cannot be opened fails the start, as PORT does.
  app.addHook('onReady', async () => {
    await listener.listen({ port, host });
  });
  app.addHook('onClose', async () => {
    await listener.close();
  });
}

function serveMetrics(server: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  server.get('/metrics', async (request, reply) => {
    if (token && !bearerMatches(request, token)) {
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
