/**
 * The door of the socket commands, for a graceful shutdown: while open it counts the commands
 * being answered; once closed it refuses new ones at once (acknowledged 'Network error', so the
 * client tries again on its next connection) and tells when the last command in flight has been
 * acknowledged, so no bid that reached the database goes unanswered.
 */
import { CLIENT_EVENT_NAMES, ERROR_MESSAGES } from '@blitz/contract';
import type { Event } from 'socket.io';

export interface CommandGate {
  readonly open: boolean;
  readonly inFlight: number;
  /** Socket.IO per-socket middleware (`socket.use`) that counts or refuses each command. */
  middleware(packet: Event, next: (error?: Error) => void): void;
  /** Refuses every new command from now on. */
  close(): void;
  /** Resolves true once nothing is in flight, or false after `timeoutMs`. */
  drained(timeoutMs: number): Promise<boolean>;
}

/** Only the contract's commands are counted: each of them is always acknowledged (commands.ts). */
const COMMANDS = new Set<string>(CLIENT_EVENT_NAMES);

export function createCommandGate(): CommandGate {
  let open = true;
  let inFlight = 0;
  const waiters = new Set<() => void>();

  const leave = () => {
    inFlight -= 1;
    if (inFlight === 0) for (const wake of [...waiters]) wake();
  };

  return {
    get open() {
      return open;
    },
    get inFlight() {
      return inFlight;
    },
    middleware(packet, next) {
      const last = packet.length - 1;
      const ack = packet[last] as unknown;
      if (!open) {
        if (typeof ack === 'function') (ack as (answer: unknown) => void)({ status: 'error', message: ERROR_MESSAGES.NETWORK_ERROR });
        return;
      }
      if (typeof ack === 'function' && COMMANDS.has(String(packet[0]))) {
        // Counted until the acknowledgement goes out, whatever the handler does.
        inFlight += 1;
        let answered = false;
        packet[last] = (...answer: unknown[]) => {
          if (!answered) {
            answered = true;
            leave();
          }
          (ack as (...args: unknown[]) => void)(...answer);
        };
      }
      next();
    },
    close() {
      open = false;
    },
    drained(timeoutMs) {
      if (inFlight === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          clearTimeout(timer);
          resolve(true);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          resolve(false);
        }, timeoutMs);
        waiters.add(wake);
      });
    },
  };
}
