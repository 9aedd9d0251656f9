/**
 * `/readyz`: whether this node should be sent work. 503 while it cannot reach the database (or
 * Redis when REDIS_URL is set) or while it is draining for a shutdown, so that nginx
 * (`proxy_next_upstream http_503`) and orchestrators send the request to another node; 200 once
 * it can serve again. Unlike `/healthz` a failing answer here never means "restart me".
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** A dependency that does not answer within this is as good as down for a probe. */
const CHECK_TIMEOUT_MS = 2_000;

async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function registerReadiness(app: FastifyInstance): void {
  let draining = false;
  // Fastify already answers 503 to requests arriving while it closes (return503OnClosing); the
  // probe says so in its own words too, from the first moment of the drain.
  app.addHook('preClose', async () => {
    draining = true;
  });

  app.get('/readyz', async (_request, reply) => {
    if (draining) return reply.status(503).send({ status: 'draining' });
    if (!app.dbReady) return reply.status(503).send({ status: 'starting' });
    const failing: string[] = [];
    try {
      await within(app.db.execute(sql`select 1`), CHECK_TIMEOUT_MS);
    } catch (error) {
      app.log.warn({ err: error }, 'readiness: database unreachable');
      failing.push('database');
    }
    if (app.redis) {
      try {
        // Not ready while reconnecting: a command would wait in the offline queue, not answer.
        if (app.redis.status !== 'ready') throw new Error(`connection ${app.redis.status}`);
        await within(app.redis.ping(), CHECK_TIMEOUT_MS);
      } catch (error) {
        app.log.warn({ err: error }, 'readiness: redis unreachable');
        failing.push('redis');
      }
    }
    if (failing.length > 0) return reply.status(503).send({ status: 'unavailable', failing });
    return { status: 'ready' };
  });
}
