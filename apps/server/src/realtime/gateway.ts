/**
 * The realtime gateway (SPEC.md section 4 'Realtime socket', DESIGN.md 'Realtime channel'):
 * Socket.IO on the API's origin, websocket first then polling, with the Redis adapter when
 * REDIS_URL is set so any node's broadcast reaches every node's connections. It decorates
 * `app.realtime` (the fan-out, the realtime port of the domain modules) and
 * `app.claimLatestBidSlot` (the nodes' shared once-a-second slot of the latest-bid feed); the
 * auctions plugin builds the engine on them.
 */
import fp from 'fastify-plugin';
import { createAdapter } from '@socket.io/redis-adapter';
import { handshakeAuthSchema, SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@blitz/contract';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { registerAuctionHandlers } from './auction.handlers';
import { logBids } from './bid-log';
import { createCommandGate } from './command-gate';
import { createCommandGuard } from './command-guard';
import { closeGracefully } from './graceful-close';
import type { GatewaySocket, SocketData } from './commands';
import { registerCartHandlers } from './cart.handlers';
import { registerFavouriteHandlers } from './favourites.handlers';
import { auctionIdOfRoom, createRealtime, type Realtime } from './rooms';
import { registerSessionHandlers } from './session.handlers';
import { registerStaffMonitor } from './staff-monitor';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
    /** Claims the latest-bid slot for `intervalMs` across nodes; undefined on a single node. */
    claimLatestBidSlot: ((intervalMs: number) => Promise<boolean>) | undefined;
  }
}

const LATEST_BID_SLOT_KEY = 'blitz:latest-bid-slot';
/** Largest message a client may send: commands are a few ids. A larger one ends its connection. */
export const MAX_CLIENT_MESSAGE_BYTES = 16 * 1024;

async function connectRedis(url: string, onPublishError: (error: unknown) => void): Promise<{ pub: Redis; sub: Redis }> {
  // Through a Redis outage the adapter's publishes wait in ioredis's offline queue and go out when
  // it is back, instead of failing: broadcasts are late, not lost, and the node keeps serving.
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: null });
  const sub = pub.duplicate();
  await Promise.all([pub.connect(), sub.connect()]);
  // The adapter publishes without waiting for the answer, so a publish that still fails (a late
  // broadcast once the client has quit at shutdown: "Connection is closed.") would be an unhandled
  // rejection that ends the process. Each publish gets a handler that logs it instead.
  const publish = pub.publish.bind(pub) as (channel: string | Buffer, message: string | Buffer) => Promise<number>;
  pub.publish = ((channel: string | Buffer, message: string | Buffer) => {
    const sent = publish(channel, message);
    sent.catch(onPublishError);
    return sent;
  }) as Redis['publish'];
  return { pub, sub };
}

const gateway: FastifyPluginAsync = async (app: FastifyInstance) => {
  const gate = createCommandGate();
  const guard = createCommandGuard(app);
  const io = new Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>(app.server, {
    path: SOCKET_PATH,
    transports: ['websocket', 'polling'],
    serveClient: false,
    maxHttpBufferSize: MAX_CLIENT_MESSAGE_BYTES,
    // A node shutting down takes no new connection, even on a kept-alive HTTP connection.
    allowRequest: (_request, callback) => callback(gate.open ? null : 'shutting down', gate.open),
  });
  const redis = app.config.redisUrl
    ? await connectRedis(app.config.redisUrl, (error) => app.log.warn({ err: error }, 'realtime broadcast not published'))
    : null;
  if (redis) {
    redis.pub.on('error', (error) => app.log.error({ err: error }, 'redis (publish) error'));
    redis.sub.on('error', (error) => app.log.error({ err: error }, 'redis (subscribe) error'));
    redis.pub.on('reconnecting', () => app.metrics.redisReconnects.inc({ connection: 'publish' }));
    redis.sub.on('reconnecting', () => app.metrics.redisReconnects.inc({ connection: 'subscribe' }));
    io.adapter(createAdapter(redis.pub, redis.sub));
  }

  // This node's own connections and auction rooms (the adapter's rooms are the local ones).
  app.metrics.sources.sockets = () => ({
    connected: io.engine.clientsCount,
    rooms: [...io.of('/').adapter.rooms.keys()].filter((room) => auctionIdOfRoom(room) !== null).length,
  });
  const realtime = createRealtime(io as never);
  app.decorate('realtime', realtime);
  app.decorate(
    'claimLatestBidSlot',
    redis ? async (intervalMs: number) => (await redis.pub.set(LATEST_BID_SLOT_KEY, '1', 'PX', intervalMs, 'NX')) === 'OK' : undefined,
  );

  io.on('connection', (raw) => {
    const socket = raw as GatewaySocket;
    const handshake = handshakeAuthSchema.safeParse(socket.handshake.auth ?? {});
    socket.data = {
      userId: null,
      tokenVersion: null,
      deviceId: handshake.success ? (handshake.data.deviceId ?? null) : null,
      watching: [],
    };
    // First, so that the bid log sees every answer, the gate's and the guard's refusals included.
    socket.use(logBids(app.log, socket));
    socket.use((packet, next) => gate.middleware(packet, next));
    socket.use((packet, next) => guard(socket, packet, next));
    registerSessionHandlers(app, socket);
    registerAuctionHandlers(app, socket);
    registerFavouriteHandlers(app, socket);
    registerCartHandlers(app, socket);
    socket.on('test-emit', (_payload: unknown, ack: unknown) => {
      if (typeof ack === 'function') ack({ status: 'success' });
    });
  });

  const stopMonitor = registerStaffMonitor(app, io as never);

  // A deploy: see graceful-close.ts. The auctions plugin's preClose then lets the scheduler's pass finish.
  app.addHook('preClose', () => {
    stopMonitor();
    return closeGracefully(app, io, gate);
  });
  app.addHook('onClose', async () => {
    if (redis) await Promise.allSettled([redis.pub.quit(), redis.sub.quit()]);
  });
};

// fastify-plugin: decorations and hooks reach the root instance; the names say what it needs.
export default fp(gateway, { name: 'blitz-realtime', dependencies: ['blitz-db'], decorators: { fastify: ['config', 'metrics', 'clock'] } });
