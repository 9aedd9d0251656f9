/**
 * What every socket command passes before its handler (after the command gate): a throttle per
 * connection and per signed-in account, answered 'Too many requests' like the HTTP calls' 429, and
 * for the commands that act for the account a fresh look at it: a connection whose session has
 * ended since it signed in (sign-out, password reset, ban) is signed out before the handler runs,
 * so the handler answers as it does to a visitor.
 */
import { ERROR_MESSAGES } from '@blitz/contract';
import type { FastifyInstance } from 'fastify';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { Event } from 'socket.io';
import { findSessionUserById } from '../modules/auth';
import type { GatewaySocket } from './commands';
import { userRoom } from './rooms';

/**
 * Commands one connection may send per second. A shopper tapping the bid button as fast as a
 * finger can stays well under it; a script sending bids in a loop does not.
 */
export const CONNECTION_COMMANDS_PER_SECOND = 30;
/** Commands one account may send per second over all its connections on a node (a few tabs and the phone). */
const ACCOUNT_COMMANDS_PER_SECOND = 60;

/** The commands that act for the signed-in account: each re-checks that its session still stands. */
const ACCOUNT_COMMANDS = new Set(['create-bid', 'add-to-cart', 'new-favorite-product']);

export type CommandGuard = (socket: GatewaySocket, packet: Event, next: (error?: Error) => void) => void;

export function createCommandGuard(app: FastifyInstance): CommandGuard {
  const perConnection = new RateLimiterMemory({ points: CONNECTION_COMMANDS_PER_SECOND, duration: 1 });
  const perAccount = new RateLimiterMemory({ points: ACCOUNT_COMMANDS_PER_SECOND, duration: 1 });

  /** False when over a limit (the library rejects `consume` then). */
  const withinLimits = async (socket: GatewaySocket) => {
    try {
      await perConnection.consume(socket.id);
      if (socket.data.userId !== null) await perAccount.consume(String(socket.data.userId));
      return true;
    } catch {
      return false;
    }
  };

  /** Signs the connection out when its account is gone, banned or on a newer token version. */
  const recheckSession = async (socket: GatewaySocket) => {
    const { userId, tokenVersion } = socket.data;
    if (userId === null) return;
    const row = await findSessionUserById(app.db, userId);
    if (row && !row.bannedAt && row.tokenVersion === tokenVersion) return;
    socket.data.userId = null;
    socket.data.tokenVersion = null;
    await socket.leave(userRoom(userId));
  };

  const guard = async (socket: GatewaySocket, packet: Event) => {
    if (!(await withinLimits(socket))) return false;
    if (ACCOUNT_COMMANDS.has(String(packet[0]))) await recheckSession(socket);
    return true;
  };

  return (socket, packet, next) => {
    guard(socket, packet).then(
      (pass) => {
        if (pass) return next();
        const ack = packet[packet.length - 1] as unknown;
        if (typeof ack === 'function') (ack as (answer: unknown) => void)({ status: 'error', message: ERROR_MESSAGES.TOO_MANY_REQUESTS });
      },
      (error: unknown) => {
        app.log.error({ err: error, event: packet[0] }, 'socket command check failed');
        const ack = packet[packet.length - 1] as unknown;
        if (typeof ack === 'function') (ack as (answer: unknown) => void)({ status: 'error', message: ERROR_MESSAGES.NETWORK_ERROR });
      },
    );
  };
}
