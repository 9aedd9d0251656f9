/**
 * The probes. `/healthz`: the process runs (liveness), 200 for as long as it answers at all, through
 * a database outage and a shutdown's drain alike, so that no orchestrator restarts a node for what
 * a restart cannot mend. `/readyz`: whether this node should be sent work. 503 while it cannot
 * reach the database (or Redis when REDIS_URL is set) or while it is draining for a shutdown, so
 * that nginx (`proxy_next_upstream http_503`) and orchestrators send the request to another node;
 * 200 once it can serve again. Unlike `/healthz` a failing answer here never means "restart me".
 * From the first moment of a shutdown every other request gets 503 as well (`installDrain`).
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

const LIVENESS_PATH = '/healthz';
const READINESS_PATH = '/readyz';

/** Whether the node has begun to shut down. */
export interface Drain {
  readonly draining: boolean;
}

/**
 * The shutdown's load shedding, in place of Fastify's return503OnClosing (which answers /healthz
 * 503 too): from the first moment of app.close(), every request still arriving on an open
 * connection gets 503, but the liveness probe, and the readiness probe answers 503 in its own
 * words. Installed before any other hook, so its preClose runs first and its onRequest sheds
 * before any other work; Fastify itself still closes each of these connections after its answer.
 */
export function installDrain(app: FastifyInstance): Drain {
  const drain = { draining: false };
  app.addHook('preClose', async () => {
    drain.draining = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!drain.draining) return;
    const path = request.url.split('?', 1)[0];
    if (path === LIVENESS_PATH || path === READINESS_PATH) return;
    return reply.status(503).send({ error: 'Service Unavailable', message: 'Service Unavailable', statusCode: 503 });
  });
  return drain;
}

export function registerProbes(app: FastifyInstance, drain: Drain): void {
  app.get(LIVENESS_PATH, async () => ({ status: 'ok' }));

  app.get(READINESS_PATH, async (_request, reply) => {
    if (drain.draining) return reply.status(503).send({ status: 'draining' });
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
