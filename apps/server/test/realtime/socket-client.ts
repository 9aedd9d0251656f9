/** A real Socket.IO client for gateway tests: typed emits with acknowledgements and a message inbox. */
import {
  SOCKET_CHANNEL,
  SOCKET_PATH,
  type ClientEventAck,
  type ClientEventName,
  type ClientEventPayload,
  type ServerMessage,
} from '@blitz/contract';
import { io, type Socket } from 'socket.io-client';

export interface TestClient {
  socket: Socket;
  messages: ServerMessage[];
  emit<E extends ClientEventName>(event: E, payload: ClientEventPayload<E>): Promise<ClientEventAck<E>>;
  /** Resolves with the first message (already received or arriving) that matches. */
  waitFor(match: (message: ServerMessage) => boolean, timeoutMs?: number): Promise<ServerMessage>;
  close(): void;
}

export async function connectClient(baseUrl: string, deviceId = 'test-device'): Promise<TestClient> {
  const socket = io(baseUrl, { path: SOCKET_PATH, transports: ['websocket'], auth: { deviceId }, reconnection: false });
  const messages: ServerMessage[] = [];
  const waiters = new Set<() => void>();
  socket.on(SOCKET_CHANNEL, (message: ServerMessage) => {
    messages.push(message);
    for (const wake of [...waiters]) wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return {
    socket,
    messages,
    emit: (event, payload) => socket.timeout(10_000).emitWithAck(event, payload) as never,
    waitFor(match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching message within ${timeoutMs} ms; got ${JSON.stringify(messages.map((m) => m.event))}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => socket.close(),
  };
}

/** Lets in-flight broadcasts arrive (a message that should NOT come gets this long to show up). */
export const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));
