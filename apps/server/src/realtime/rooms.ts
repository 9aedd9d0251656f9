/**
 * The realtime fan-out the rest of the server uses (`app.realtime`): messages on the one
 * `messages` channel to an auction's watchers, to every connection of a user, or to everyone.
 * Through the Socket.IO Redis adapter these reach the connections of every node, and so does
 * ending a user's connections (`endSessions`).
 */
import { SOCKET_CHANNEL, type ServerToClientEvents } from '@blitz/contract';
import type { Server } from 'socket.io';
import { message, type Realtime } from '../modules/realtime-port';

export { message, type Realtime };

const AUCTION_ROOM_PREFIX = 'auction:';
export const auctionRoom = (auctionId: number) => `${AUCTION_ROOM_PREFIX}${auctionId}`;
/** The auction of an auction room's name; null for any other room. */
export function auctionIdOfRoom(room: string): number | null {
  if (!room.startsWith(AUCTION_ROOM_PREFIX)) return null;
  const id = Number(room.slice(AUCTION_ROOM_PREFIX.length));
  return Number.isInteger(id) && id > 0 ? id : null;
}
export const userRoom = (userId: number) => `user:${userId}`;

export function createRealtime(io: Server<Record<string, never>, ServerToClientEvents>): Realtime {
  return {
    toAuction(auctionId, event, data, exceptUserId) {
      const target = io.to(auctionRoom(auctionId));
      (exceptUserId === undefined ? target : target.except(userRoom(exceptUserId))).emit(SOCKET_CHANNEL, message(event, data));
    },
    toUser(userId, event, data) {
      io.to(userRoom(userId)).emit(SOCKET_CHANNEL, message(event, data));
    },
    toAll(event, data) {
      io.emit(SOCKET_CHANNEL, message(event, data));
    },
    endSessions(userId) {
      // Socket.IO's own way to reach a room across nodes: through the Redis adapter every node
      // closes its sockets of the room.
      io.in(userRoom(userId)).disconnectSockets(true);
    },
  };
}
