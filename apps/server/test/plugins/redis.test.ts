import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import metricsPlugin from '../../src/plugins/metrics';
import redisPlugin, { duplicateRedis } from '../../src/plugins/redis';

const REDIS_URL = process.env.REDIS_URL;
const opened: FastifyInstance[] = [];

/** A bare Fastify instance with the configuration and the redis plugin, as buildApp registers it. */
async function appWithRedis(env: Record<string, string>): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  opened.push(app);
  app.decorate('config', loadConfig({ DATA_DIR: 'memory://', ...env }));
  await app.register(metricsPlugin);
  await app.register(redisPlugin);
  await app.ready();
  return app;
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((app) => app.close()));
});

describe('redis plugin', () => {
  it('leaves app.redis undefined without REDIS_URL', async () => {
    const app = await appWithRedis({});
    expect(app.hasDecorator('redis')).toBe(true);
    expect(app.redis).toBeUndefined();
  });

  it('stops start-up with a message naming REDIS_URL (password hidden) when Redis cannot be reached', async () => {
    // Port 1 on loopback: nothing listens there, so the connection is refused at once.
    const failure = appWithRedis({ REDIS_URL: 'redis://:hunter2@127.0.0.1:1' });
    await expect(failure).rejects.toThrow(/^Cannot connect to Redis at REDIS_URL \(redis:\/\/:\*\*\*@127\.0\.0\.1:1\/?\): .*ECONNREFUSED/);
    await expect(failure).rejects.not.toThrow(/hunter2/);
  });
});

describe.runIf(REDIS_URL)('redis plugin with REDIS_URL', () => {
  it('decorates app.redis with a ready client and quits it on close', async () => {
    const app = await appWithRedis({ REDIS_URL: REDIS_URL! });
    const client = app.redis;
    expect(client?.status).toBe('ready');
    expect(await client?.ping()).toBe('PONG');
    await app.close();
    expect(client?.status).toBe('end');
  });

  it('duplicates the client into a second connection of its own (a pub/sub pair works)', async () => {
    const app = await appWithRedis({ REDIS_URL: REDIS_URL! });
    const errors: Error[] = [];
    const sub = await duplicateRedis(app.redis!, (error) => errors.push(error));
    try {
      expect(sub).not.toBe(app.redis);
      expect(sub.status).toBe('ready');
      const channel = `blitz:test:redis-plugin:${process.pid}:${Date.now()}`;
      const received = new Promise<string>((resolve) => sub.on('message', (_channel: string, message: string) => resolve(message)));
      await sub.subscribe(channel);
      // The shared client can still run commands while the copy is in subscriber mode.
      expect(await app.redis!.publish(channel, 'hello')).toBe(1);
      expect(await received).toBe('hello');
      expect(errors).toEqual([]);
    } finally {
      await sub.quit();
    }
  });
});
