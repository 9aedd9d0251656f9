/**
 * The realtime fan-out as the domain modules see it (a port): messages to an auction's watchers,
 * to every connection of a user, or to everyone. realtime/rooms.ts implements it over Socket.IO;
 * the modules never import the realtime layer itself.
 */
import type { ServerEventData, ServerEventName, ServerMessage } from '@blitz/contract';

/** One server message in its envelope, as every realtime message goes out. */
export function message<E extends ServerEventName>(event: E, data: ServerEventData<E>): ServerMessage {
  return { event, status: 'success', data } as ServerMessage;
}

export interface Realtime {
  toAuction<E extends ServerEventName>(auctionId: number, event: E, data: ServerEventData<E>, exceptUserId?: number): void;
  toUser<E extends ServerEventName>(userId: number, event: E, data: ServerEventData<E>): void;
  toAll<E extends ServerEventName>(event: E, data: ServerEventData<E>): void;
  /**
   * Closes every connection signed in as this user, on every node (after a sign-out, a password
   * reset or a ban); the clients connect again as visitors and must sign in anew.
   */
  endSessions(userId: number): void;
}
