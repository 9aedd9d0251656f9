/**
 * The staff namespace of the realtime socket: the console's live monitor. A connection shows a
 * staff token in its handshake (refused with 'Auth failed', or 'No Permission' for a shopper's
 * token or a role without the auctions section, as the staff calls answer 401 and 403). While a
 * node holds monitor connections it pushes them a snapshot of the running auctions once a
 * second; each node serves only its own connections, so nothing is sent twice through the
 * Redis adapter. Tokens are checked again every minute, so a disabled account drops out.
 */
import {
  ERROR_MESSAGES,
  MONITOR_PUSH_INTERVAL_MS,
  STAFF_MONITOR_EVENT,
  STAFF_SOCKET_NAMESPACE,
  staffRoleMayOpen,
  staffSocketAuthSchema,
  type MonitorSnapshot,
} from '@blitz/contract';
import type { FastifyInstance } from 'fastify';
import type { Namespace, Server } from 'socket.io';
import { checkStaffToken, runningAuctions } from '../modules/staff';
import { auctionIdOfRoom, auctionRoom } from './rooms';

const RECHECK_EVERY_PUSHES = 60;

/** Why a token may not watch (the staff calls' 401 and 403 texts), or null when it may. */
async function refusal(app: FastifyInstance, token: string): Promise<string | null> {
  const check = await checkStaffToken(app.db, app.config.jwtSecret, token);
  if (!check.ok) return check.reason === 'wrong-kind' ? ERROR_MESSAGES.NO_PERMISSION : ERROR_MESSAGES.AUTH_FAILED;
  return staffRoleMayOpen(check.staff.role, 'auctions') ? null : ERROR_MESSAGES.NO_PERMISSION;
}

/** Watchers per auction across nodes (through the adapter), or this node's alone if that fails. */
async function countWatchers(io: Server, auctionIds: number[]): Promise<(id: number) => number> {
  const counts = new Map<number, number>();
  try {
    const sockets = await io.of('/').in(auctionIds.map(auctionRoom)).fetchSockets();
    for (const socket of sockets) {
      for (const room of socket.rooms) {
        const id = auctionIdOfRoom(room);
        if (id !== null) counts.set(id, (counts.get(id) ?? 0) + 1);
      }
    }
  } catch {
    for (const id of auctionIds) counts.set(id, io.of('/').adapter.rooms.get(auctionRoom(id))?.size ?? 0);
  }
  return (id) => counts.get(id) ?? 0;
}

export async function monitorSnapshot(app: FastifyInstance, io: Server): Promise<MonitorSnapshot> {
  const now = app.clock.now();
  const open = await runningAuctions(app.db, now);
  const watchers = await countWatchers(
    io,
    open.map((auction) => auction.id),
  );
  return { serverTime: now.toISOString(), auctions: open.map((auction) => ({ ...auction, watchers: watchers(auction.id) })) };
}

/** Sets up the namespace; the returned function stops the pushes and drops the connections. */
export function registerStaffMonitor(app: FastifyInstance, io: Server): () => void {
  const namespace: Namespace = io.of(STAFF_SOCKET_NAMESPACE);
  namespace.use((socket, next) => {
    const auth = staffSocketAuthSchema.safeParse(socket.handshake.auth ?? {});
    if (!auth.success) return next(new Error(ERROR_MESSAGES.AUTH_FAILED));
    refusal(app, auth.data.staffToken).then(
      (refused) => next(refused === null ? undefined : new Error(refused)),
      (error: unknown) => {
        app.log.error({ err: error }, 'staff socket check failed');
        next(new Error(ERROR_MESSAGES.SERVER_ERROR));
      },
    );
  });

  let pushes = 0;
  let busy = false;
  const push = async () => {
    if (busy || namespace.sockets.size === 0) return;
    busy = true;
    try {
      const snapshot = await monitorSnapshot(app, io);
      namespace.local.emit(STAFF_MONITOR_EVENT, snapshot);
      if (++pushes % RECHECK_EVERY_PUSHES === 0) {
        for (const socket of namespace.sockets.values()) {
          const { staffToken } = socket.handshake.auth as { staffToken: string };
          if ((await refusal(app, staffToken)) !== null) socket.disconnect(true);
        }
      }
    } catch (error) {
      app.log.error({ err: error }, 'live monitor snapshot failed');
    } finally {
      busy = false;
    }
  };

  // A new connection gets a snapshot at once rather than within the second.
  namespace.on('connection', (socket) => {
    monitorSnapshot(app, io).then(
      (snapshot) => socket.emit(STAFF_MONITOR_EVENT, snapshot),
      (error: unknown) => app.log.error({ err: error }, 'live monitor snapshot failed'),
    );
  });
  const timer = setInterval(() => void push(), MONITOR_PUSH_INTERVAL_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    for (const socket of namespace.sockets.values()) socket.conn.close();
  };
}
