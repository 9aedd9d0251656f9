/**
 * The Redis plugin: with REDIS_URL it opens one ioredis client, waits until it is ready (start-up
 * fails with a message naming REDIS_URL when it cannot connect), decorates `app.redis` and quits
 * the client on close. Without REDIS_URL `app.redis` is undefined and everything that could share
 * state through Redis (rate limits, realtime fan-out) keeps it in the process instead.
 * `duplicateRedis` opens further connections to the same server, for subscribers and the like.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis, type RedisOptions } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared client, or undefined when REDIS_URL is not set. */
    redis: Redis | undefined;
  }
}

/** How long start-up waits for the first connection before giving up. */
export const REDIS_CONNECT_TIMEOUT_MS = 5_000;
/** How long closing waits for the connection to end. */
const CLOSE_WAIT_MS = 2_000;

const CLIENT_OPTIONS: RedisOptions = {
  lazyConnect: true,
  connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
  // A command waits for at most three reconnection attempts, then fails instead of hanging a request.
  maxRetriesPerRequest: 3,
};

/** The address without its password, for messages and logs. */
function safeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}

/**
 * Connects `client` and resolves once it is ready. A failure rejects with a message naming the
 * address; the client is disconnected so that it stops retrying in the background.
 */
export async function connectRedis(client: Redis, url: string): Promise<Redis> {
  // ioredis reports the cause (ECONNREFUSED, ETIMEDOUT, NOAUTH...) as an event and rejects
  // connect() only with 'Connection is closed.'; keep the cause for the message.
  let cause: unknown;
  const remember = (error: unknown) => {
    cause = error;
  };
  client.on('error', remember);
  try {
    await client.connect();
    return client;
  } catch (error) {
    client.disconnect();
    const failure = cause ?? error;
    const reason = failure instanceof Error ? failure.message : String(failure);
    // The client's own error event (when there was one) explains the failure better than the rejection.
    // eslint-disable-next-line preserve-caught-error -- `failure` is the caught error or the reason behind it
    throw new Error(`Cannot connect to Redis at REDIS_URL (${safeUrl(url)}): ${reason}`, { cause: failure });
  } finally {
    client.off('error', remember);
  }
}

/**
 * A new connected client with the options of `client` (for the Socket.IO adapter's pub and sub
 * pair, say); `onError` receives its later connection errors. The caller owns the copy and must
 * `quit()` it on close.
 */
export async function duplicateRedis(client: Redis, onError: (error: Error) => void): Promise<Redis> {
  const copy = client.duplicate({ lazyConnect: true });
  const { host, port } = client.options;
  await connectRedis(copy, `redis://${host ?? 'localhost'}:${port ?? 6379}`);
  copy.on('error', onError);
  return copy;
}

async function redisPlugin(app: FastifyInstance): Promise<void> {
  const url = app.config.redisUrl;
  if (!url) {
    app.decorate('redis', undefined);
    return;
  }
  const client = await connectRedis(new Redis(url, CLIENT_OPTIONS), url);
  // Without a listener ioredis prints every connection error to stderr; log them instead.
  client.on('error', (error: Error) => app.log.error({ err: error }, 'redis error'));
  client.on('reconnecting', () => app.metrics.redisReconnects.inc({ connection: 'main' }));
  app.decorate('redis', client);
  app.addHook('onClose', async () => {
    if (client.status === 'end') return;
    // quit() resolves on the server's reply; 'end' follows once the socket is closed too. A
    // server that went away may never answer, so the wait is bounded.
    const ended = new Promise((resolve) => client.once('end', resolve));
    await client.quit().catch(() => client.disconnect());
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref())]);
  });
  app.log.info({ redis: safeUrl(url) }, 'redis ready');
}

export default fp(redisPlugin, { name: 'blitz-redis', decorators: { fastify: ['config', 'metrics'] } });
