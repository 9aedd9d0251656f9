/**
 * The realtime fan-out the rest of the server uses (`app.realtime`): messages on the one
 * `messages` channel to an auction's watchers, to every connection of a user, or to everyone.
 * Through the Socket.IO Redis adapter these reach the connections of every node.
 */
import {
  SOCKET_CHANNEL,
  type ServerEventData,
  type ServerEventName,
  type ServerMessage,
  type ServerToClientEvents,
} from '@blitz/contract';
import type { Server } from 'socket.io';

export const auctionRoom = (auctionId: number) => `auction:${auctionId}`;
export const userRoom = (userId: number) => `user:${userId}`;

export function message<E extends ServerEventName>(event: E, data: ServerEventData<E>): ServerMessage {
  return { event, status: 'success', data } as ServerMessage;
}

export interface Realtime {
  toAuction<E extends ServerEventName>(auctionId: number, event: E, data: ServerEventData<E>, exceptUserId?: number): void;
  toUser<E extends ServerEventName>(userId: number, event: E, data: ServerEventData<E>): void;
  toAll<E extends ServerEventName>(event: E, data: ServerEventData<E>): void;
}

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
  };
}
