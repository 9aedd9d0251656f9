/**
 * The realtime gateway (SPEC.md section 4 'Realtime socket', DESIGN.md 'Realtime channel'):
 * Socket.IO on the API's origin, websocket first then polling, with the Redis adapter when
 * REDIS_URL is set so any node's broadcast reaches every node's connections. It decorates
 * `app.realtime` (the fan-out) and `app.auctions` (the engine and its broadcaster).
 */
import { createAdapter } from '@socket.io/redis-adapter';
import { handshakeAuthSchema, SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@blitz/contract';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { createAuctionBroadcaster, type AuctionBroadcaster } from '../modules/auctions/broadcast';
import { createAuctionEngine, type AuctionEngine } from '../modules/auctions/engine';
import { createLatestBidFeed } from '../modules/auctions/latest-bid-feed';
import { registerAuctionHandlers } from './auction.handlers';
import type { GatewaySocket, SocketData } from './commands';
import { registerCartHandlers } from './cart.handlers';
import { registerFavouriteHandlers } from './favourites.handlers';
import { createRealtime, type Realtime } from './rooms';
import { registerSessionHandlers } from './session.handlers';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
    auctions: { engine: AuctionEngine; broadcaster: AuctionBroadcaster };
  }
}

const LATEST_BID_SLOT_KEY = 'blitz:latest-bid-slot';
/** Largest message a client may send: commands are a few ids. */
const MAX_CLIENT_MESSAGE_BYTES = 16 * 1024;

async function connectRedis(url: string): Promise<{ pub: Redis; sub: Redis }> {
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const sub = pub.duplicate();
  await Promise.all([pub.connect(), sub.connect()]);
  return { pub, sub };
}

const gateway: FastifyPluginAsync = async (app: FastifyInstance) => {
  const io = new Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>(app.server, {
    path: SOCKET_PATH,
    transports: ['websocket', 'polling'],
    serveClient: false,
    maxHttpBufferSize: MAX_CLIENT_MESSAGE_BYTES,
  });
  const redis = app.config.redisUrl ? await connectRedis(app.config.redisUrl) : null;
  if (redis) {
    redis.pub.on('error', (error) => app.log.error({ err: error }, 'redis (publish) error'));
    redis.sub.on('error', (error) => app.log.error({ err: error }, 'redis (subscribe) error'));
    io.adapter(createAdapter(redis.pub, redis.sub));
  }

  const realtime = createRealtime(io as never);
  const feed = createLatestBidFeed({
    db: app.db,
    realtime,
    claimSlot: redis
      ? async (intervalMs) => (await redis.pub.set(LATEST_BID_SLOT_KEY, '1', 'PX', intervalMs, 'NX')) === 'OK'
      : undefined,
    onError: (error) => app.log.error({ err: error }, 'latest-bid feed failed'),
  });
  const engine = createAuctionEngine(app.db);
  app.decorate('realtime', realtime);
  app.decorate('auctions', { engine, broadcaster: createAuctionBroadcaster(app.db, realtime, feed) });

  io.on('connection', (raw) => {
    const socket = raw as GatewaySocket;
    const handshake = handshakeAuthSchema.safeParse(socket.handshake.auth ?? {});
    socket.data = { userId: null, deviceId: handshake.success ? (handshake.data.deviceId ?? null) : null, watching: [] };
    registerSessionHandlers(app, socket);
    registerAuctionHandlers(app, socket);
    registerFavouriteHandlers(app, socket);
    registerCartHandlers(app, socket);
    socket.on('test-emit', (_payload: unknown, ack: unknown) => {
      if (typeof ack === 'function') ack({ status: 'success' });
    });
  });

  app.addHook('preClose', async () => {
    feed.close();
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    if (redis) await Promise.allSettled([redis.pub.quit(), redis.sub.quit()]);
  });
};

Object.assign(gateway, {
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: 'blitz-realtime',
});

export default gateway;
