/**
 * A socket command as the contract defines it: the payload is parsed with the event's zod
 * schema, the handler's answer is the acknowledgement, and anything unexpected is logged and
 * acknowledged with 'Sending Bid failed' (for bids) or 'Invalid command', never thrown.
 */
import {
  ERROR_MESSAGES,
  socketEvents,
  type ClientEventAck,
  type ClientEventName,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@blitz/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import type { z } from 'zod';

export interface SocketData {
  userId: number | null;
  /** The token version the connection signed in with; a command finds the session ended once the account's moves on. */
  tokenVersion: number | null;
  deviceId: string | null;
  /** Auction rooms this connection watches. */
  watching: number[];
}

export type GatewaySocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

type Payload<E extends ClientEventName> = z.infer<(typeof socketEvents.clientToServer)[E]['payload']>;

export function onCommand<E extends ClientEventName>(
  socket: GatewaySocket,
  log: FastifyBaseLogger,
  event: E,
  handler: (payload: Payload<E>) => Promise<ClientEventAck<E>>,
): void {
  const schema = socketEvents.clientToServer[event].payload;
  const failure = event === 'create-bid' ? ERROR_MESSAGES.SENDING_BID_FAILED : ERROR_MESSAGES.INVALID_COMMAND;
  const listener = async (payload: unknown, ack: unknown) => {
    const reply = typeof ack === 'function' ? (ack as (answer: unknown) => void) : () => undefined;
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      reply({ status: 'error', message: ERROR_MESSAGES.INVALID_COMMAND });
      return;
    }
    try {
      reply(await handler(parsed.data as Payload<E>));
    } catch (error) {
      log.error({ err: error, event }, 'socket command failed');
      reply({ status: 'error', message: failure });
    }
  };
  (socket as unknown as { on(name: string, fn: (...args: unknown[]) => void): void }).on(
    event,
    (payload, ack) => void listener(payload, ack),
  );
}
