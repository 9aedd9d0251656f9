// The realtime client's public shapes: who signs in, the acknowledgements callers get back, and
// the options (server, device id, connection policy, clock and logger for tests).
import type { ClientEventAck } from '@blitz/contract';
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
