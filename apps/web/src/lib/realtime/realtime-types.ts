// The realtime client's public shapes: who signs in, the acknowledgements callers get back, the
// options (server, device id, connection policy, clock and logger for tests), and the outcome of a
// command with the message each failure gives.
import { ERROR_MESSAGES, type ClientEventAck, type ClientEventName } from '@blitz/contract';
import type { Socket } from 'socket.io-client';
import type { ConnectionPolicy } from './connection-policy';

/** The untyped face of a socket: commands are checked against the contract instead. */
export type LooseSocket = Socket & { timeout(ms: number): { emitWithAck(event: string, payload: unknown): Promise<unknown> } };

export interface RealtimeCredentials {
  nickname: string;
  bidToken: string;
  refreshToken: string;
}

export type BidAck = ClientEventAck<'create-bid'>;
export type FavouriteAck = ClientEventAck<'new-favorite-product'>;
export type CartAck = ClientEventAck<'add-to-cart'>;

export interface RealtimeLogger {
  warn(...args: unknown[]): void;
}

export interface RealtimeClientOptions {
  /** Server origin; the page's own origin when absent. */
  url?: string;
  deviceId?: () => string;
  policy?: Partial<ConnectionPolicy>;
  /** Device clock (tests). */
  now?: () => number;
  logger?: RealtimeLogger;
  watchDebounceMs?: number;
}

/** Why a command got no acknowledgement to act on. */
export type Failure = 'offline' | 'timeout' | 'disconnected' | 'invalid';

/** A command's outcome; `at`: this device's clock when the acknowledgement arrived, before its check. */
export type CommandResult<E extends ClientEventName> = { ok: true; ack: ClientEventAck<E>; at: number } | { ok: false; failure: Failure };

/** The error message a caller gets for each failure. */
export const FAILURE_MESSAGES: Record<Failure, string> = {
  offline: ERROR_MESSAGES.NETWORK_ERROR,
  disconnected: ERROR_MESSAGES.NETWORK_ERROR,
  timeout: ERROR_MESSAGES.NETWORK_TIMEOUT,
  invalid: ERROR_MESSAGES.INVALID_RESPONSE_FORMAT,
};

/** The logger of a client given none. */
export const SILENT: RealtimeLogger = { warn: () => undefined };

/** Who a set of credentials signs in as (a new token of the same user is the same one). */
export function identity(credentials: RealtimeCredentials | null): string | null {
  return credentials ? `${credentials.nickname}\n${credentials.bidToken}` : null;
}
