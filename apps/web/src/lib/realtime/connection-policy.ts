// The socket's connection rules of SPEC.md sections 4 and 9 as numbers and pure functions:
// ten first-connect attempts one second apart; once connected, up to a hundred reconnects with
// 2^n seconds between them; an acknowledgement time-out; the 5 s clock check of `auth`.
import {
  CLOCK_TOLERANCE_SECONDS,
  SOCKET_ACK_TIMEOUT_MS,
  SOCKET_FIRST_CONNECT_ATTEMPTS,
  SOCKET_FIRST_CONNECT_DELAY_MS,
  SOCKET_RECONNECT_BASE_SECONDS,
  SOCKET_RECONNECT_LIMIT,
  SOCKET_RECONNECT_MAX_DELAY_MS,
} from '@blitz/contract';

export interface ConnectionPolicy {
  /** Connection attempts before the first connection succeeds (the first one included). */
  firstConnectAttempts: number;
  firstConnectDelayMs: number;
  /** Reconnect attempts after a connection was lost, counted until one succeeds. */
  reconnectLimit: number;
  /** Milliseconds to wait before reconnect attempt `n` (0-based). */
  reconnectDelayMs: (attempt: number) => number;
  ackTimeoutMs: number;
}

/** Longest wait between two reconnects (the contract's ceiling of the 2^n backoff). */
export const RECONNECT_MAX_DELAY_MS = SOCKET_RECONNECT_MAX_DELAY_MS;

/** 2^n seconds before reconnect attempt n (0-based: 1 s, 2 s, 4 s ...), at most a minute or so. */
export function reconnectDelayMs(attempt: number): number {
  const seconds = SOCKET_RECONNECT_BASE_SECONDS ** Math.max(0, attempt);
  return Math.min(seconds * 1000, RECONNECT_MAX_DELAY_MS);
}

export const DEFAULT_CONNECTION_POLICY: ConnectionPolicy = {
  firstConnectAttempts: SOCKET_FIRST_CONNECT_ATTEMPTS,
  firstConnectDelayMs: SOCKET_FIRST_CONNECT_DELAY_MS,
  reconnectLimit: SOCKET_RECONNECT_LIMIT,
  reconnectDelayMs,
  ackTimeoutMs: SOCKET_ACK_TIMEOUT_MS,
};

export type RetryDecision = { retry: true; delayMs: number } | { retry: false };

/**
 * What to do after failed attempt number `failures` (1 for the first failure): before the first
 * connection retry every second up to the attempt limit; after it back off exponentially.
 */
export function nextRetry(policy: ConnectionPolicy, everConnected: boolean, failures: number): RetryDecision {
  if (!everConnected) {
    return failures < policy.firstConnectAttempts ? { retry: true, delayMs: policy.firstConnectDelayMs } : { retry: false };
  }
  return failures <= policy.reconnectLimit ? { retry: true, delayMs: policy.reconnectDelayMs(failures - 1) } : { retry: false };
}

/** The auth answer's clock is usable when it is within CLOCK_TOLERANCE_SECONDS of the device's. */
export function clockInSync(serverTime: number, localTime: number): boolean {
  return Number.isFinite(serverTime) && Math.abs(serverTime - localTime) <= CLOCK_TOLERANCE_SECONDS * 1000;
}
