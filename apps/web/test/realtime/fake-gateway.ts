// A real Socket.IO server on a random loopback port that speaks the realtime protocol of
// SPEC.md section 7 in the simplest way, recording what clients sent, for the client's tests.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SOCKET_CHANNEL, SOCKET_PATH, type ServerMessage } from '@blitz/contract';
import { Server, type Socket } from 'socket.io';

type Ack = (answer: unknown) => void;
type Handler = (payload: unknown, socket: Socket) => unknown | undefined;

export interface FakeGateway {
  url: string;
  io: Server;
  /** Every command received, in order, with the connection it came on. */
  received: { event: string; payload: unknown; socketId: string }[];
  /** Handshake device ids of every connection. */
  deviceIds: (string | undefined)[];
  /** Websocket handshakes attempted (also refused ones). */
  websocketAttempts: number;
  /** Answers per command; undefined from a handler means "never acknowledge". */
  handlers: Partial<Record<string, Handler>>;
  push(message: ServerMessage | Record<string, unknown>): void;
  eventsOf(event: string): unknown[];
  close(): Promise<void>;
}

const COMMANDS = ['auth', 'watch', 'create-bid', 'new-favorite-product', 'add-to-cart', 'test-emit'];

export async function startFakeGateway(options: { refuseConnections?: boolean } = {}): Promise<FakeGateway> {
  const http = createServer();
  const gateway: FakeGateway = {
    url: '',
    io: undefined as unknown as Server,
    received: [],
    deviceIds: [],
    websocketAttempts: 0,
    handlers: {
      auth: () => ({ status: 'success', serverTime: Date.now() }),
      watch: () => ({ status: 'success' }),
    },
    push: (message) => gateway.io.emit(SOCKET_CHANNEL, message),
    eventsOf: (event) => gateway.received.filter((entry) => entry.event === event).map((entry) => entry.payload),
    close: async () => {
      gateway.io.disconnectSockets(true);
      // The callback comes once the HTTP server has closed too; the promise, before that.
      await new Promise<void>((resolve, reject) => {
        gateway.io.close(() => resolve()).catch(reject);
      });
    },
  };
  const io = new Server(http, {
    path: SOCKET_PATH,
    transports: ['websocket', 'polling'],
    allowRequest: (request: IncomingMessage, callback) => {
      if (request.url?.includes('transport=websocket')) gateway.websocketAttempts += 1;
      callback(options.refuseConnections ? 'refused' : null, !options.refuseConnections);
    },
  });
  gateway.io = io;
  io.on('connection', (socket) => {
    gateway.deviceIds.push((socket.handshake.auth as { deviceId?: string }).deviceId);
    for (const event of COMMANDS) {
      socket.on(event, (payload: unknown, ack: unknown) => {
        gateway.received.push({ event, payload, socketId: socket.id });
        const answer = gateway.handlers[event]?.(payload, socket);
        // A handler may answer later, with a promise.
        if (answer !== undefined && typeof ack === 'function') void Promise.resolve(answer).then((value) => (ack as Ack)(value));
      });
    }
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  gateway.url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return gateway;
}

/** Polls until `check` passes (or fails after `timeoutMs`). */
export async function eventually(check: () => void, timeoutMs = 4000): Promise<void> {
  const start = Date.now();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() - start > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
