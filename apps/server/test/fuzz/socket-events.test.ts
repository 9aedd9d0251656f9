// Fuzzing of every socket event (issue 16, item 7): payloads generated from the contract's schemas
// and mutated, sent by a signed-in and by an anonymous connection, plus hostile frames (unknown
// events, no acknowledgement, deep nesting, an oversized message), and the staff monitor's
// handshake (it takes no events, only a staff token). Every acknowledgement is
// `{status: 'success'}` or `{status: 'error'}` with a text of the catalogue, a refusal changes no
// state, and the server keeps serving. `npm run fuzz` runs it longer (FUZZ_RUNS, FUZZ_SEED).
import {
  CLIENT_EVENT_NAMES,
  ERROR_MESSAGES,
  SOCKET_PATH,
  STAFF_SOCKET_NAMESPACE,
  socketEvents,
  type ClientEventName,
} from '@blitz/contract';
import fc from 'fast-check';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CLIENT_MESSAGE_BYTES } from '../../src/realtime/gateway';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createBidder, type Bidder } from '../modules/auctions/auction-fixtures';
import { connectClient, type TestClient } from '../realtime/socket-client';
import { fuzzRuns, fuzzSeed, stateProbe } from './fuzz-checks';
import { bodyFor, nested, oddStrings } from './fuzz-inputs';

const MESSAGES = new Set<string>(Object.values(ERROR_MESSAGES));

let t: TestApp;
let url: string;
let shopper: Bidder;
let probe: () => Promise<string>;
let signedIn: TestClient;
let anonymous: TestClient;

/** Emits `payload` (JSON text, parsed so prototype keys arrive as sent) and checks the acknowledgement. */
async function check(client: TestClient, event: string, text: string): Promise<void> {
  const before = await probe();
  const ack = (await client.socket.timeout(10_000).emitWithAck(event, JSON.parse(text))) as { status?: unknown; message?: unknown };
  const what = `${event} ${text.slice(0, 300)}`;
  if (ack.status === 'success') return;
  if (ack.status !== 'error') throw new Error(`${what}: acknowledged with ${JSON.stringify(ack).slice(0, 300)}`);
  if (typeof ack.message !== 'string' || !MESSAGES.has(ack.message))
    throw new Error(`${what}: error message ${JSON.stringify(ack.message)} is not in the catalogue`);
  const after = await probe();
  if (after !== before) throw new Error(`${what} was refused but changed state:\n${before}\n${after}`);
}

beforeAll(async () => {
  t = await buildTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  shopper = await createBidder(t.app.db, t.config.jwtSecret, { free: 20, paid: 20 });
  probe = await stateProbe(t.app.db);
  signedIn = await connectClient(url);
  expect(
    (await signedIn.emit('auth', { nickname: shopper.nickname, bidToken: shopper.bidToken, refreshToken: shopper.refreshToken })).status,
  ).toBe('success');
  anonymous = await connectClient(url);
});
afterAll(async () => {
  signedIn?.close();
  anonymous?.close();
  await t?.close();
});

describe('fuzzing the socket commands', () => {
  it.each(CLIENT_EVENT_NAMES.filter((event) => event !== 'auth'))('%s', async (event: ClientEventName) => {
    await fc.assert(
      fc.asyncProperty(bodyFor(socketEvents.clientToServer[event].payload), fc.boolean(), async (payload, asShopper) => {
        // A message over the size limit ends its connection (the hostile frames below check that),
        // so here the payloads stay under it and both connections live through the whole run.
        fc.pre(Buffer.byteLength(payload.text) < MAX_CLIENT_MESSAGE_BYTES - 1024);
        await check(asShopper ? signedIn : anonymous, event, payload.text);
      }),
      { numRuns: fuzzRuns(15), ...fuzzSeed() },
    );
    expect(signedIn.socket.connected && anonymous.socket.connected).toBe(true);
  });

  it('auth, each on a connection of its own', async () => {
    const session = { nickname: shopper.nickname, bidToken: shopper.bidToken, refreshToken: shopper.refreshToken };
    await fc.assert(
      fc.asyncProperty(bodyFor(socketEvents.clientToServer.auth.payload, session), async (payload) => {
        fc.pre(Buffer.byteLength(payload.text) < MAX_CLIENT_MESSAGE_BYTES - 1024);
        const client = await connectClient(url);
        try {
          await check(client, 'auth', payload.text);
        } finally {
          client.close();
        }
      }),
      { numRuns: fuzzRuns(15), ...fuzzSeed() },
    );
  });
});

describe("the staff monitor's handshake", () => {
  it('refuses any sign-in but a staff token with a text of the catalogue, never a server error', async () => {
    const staffToken = fc.oneof(oddStrings, fc.constant(shopper.refreshToken), fc.jsonValue({ maxDepth: 2 }));
    const auth = fc.oneof(
      fc.record({ staffToken }),
      fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
    );
    await fc.assert(
      fc.asyncProperty(auth, async (handshake) => {
        const socket = io(`${url}${STAFF_SOCKET_NAMESPACE}`, {
          path: SOCKET_PATH,
          transports: ['websocket'],
          reconnection: false,
          auth: handshake,
        });
        try {
          const refused = await new Promise<string | null>((resolve) => {
            socket.once('connect', () => resolve(null));
            socket.once('connect_error', (error) => resolve(error.message));
          });
          if (refused === null) throw new Error(`signed in to the staff monitor with ${JSON.stringify(handshake)}`);
          expect([ERROR_MESSAGES.AUTH_FAILED, ERROR_MESSAGES.NO_PERMISSION]).toContain(refused);
        } finally {
          socket.close();
        }
      }),
      { numRuns: fuzzRuns(15), ...fuzzSeed() },
    );
  });
});

describe('hostile frames', () => {
  it('unknown events, prototype names and odd payloads go unanswered or refused, and the connection stays', async () => {
    const names = fc.oneof(
      fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'messages', 'connect', 'error'),
      oddStrings,
    );
    await fc.assert(
      fc.asyncProperty(names, fc.jsonValue({ maxDepth: 3 }), async (name, payload) => {
        if (!name || ['connect', 'connect_error', 'disconnect', 'disconnecting', 'newListener', 'removeListener'].includes(name)) return;
        signedIn.socket.emit(name, payload, () => undefined);
        signedIn.socket.emit(name, payload);
      }),
      { numRuns: fuzzRuns(20), ...fuzzSeed() },
    );
    await check(signedIn, 'watch', '{"auctionIDs":[1]}');
    expect(signedIn.socket.connected).toBe(true);
  });

  it('commands without an acknowledgement, with a non-function one, and with several arguments', async () => {
    for (const event of CLIENT_EVENT_NAMES) {
      signedIn.socket.emit(event, { productID: 1 });
      signedIn.socket.emit(event);
      signedIn.socket.emit(event, null, 'not a function', 3);
    }
    // The unacknowledged commands may still be running (a bid among them, which changes state) and
    // count against the connection's command limit for their second: the server answers again once
    // that second has passed.
    const watch = async () =>
      ((await signedIn.socket.timeout(10_000).emitWithAck('watch', { auctionIDs: [1] })) as { status?: unknown }).status;
    await expect.poll(watch, { timeout: 5_000, interval: 250 }).toBe('success');
    expect(signedIn.socket.connected).toBe(true);
  });

  it('a deeply nested payload is refused', async () => {
    await check(signedIn, 'create-bid', `{"productID":${nested(2000)}}`);
    await check(signedIn, 'add-to-cart', `{"type":"bids","productId":1,"quantity":${'{"a":'.repeat(1000)}1${'}'.repeat(1000)}}`);
  });

  it('an oversized message ends only that connection; the server keeps serving', async () => {
    const socket = io(url, { path: SOCKET_PATH, transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const closed = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
    socket.emit('create-bid', { productID: 1, padding: 'x'.repeat(100_000) }, () => undefined);
    expect(await closed).toBe('transport close');
    await check(signedIn, 'watch', '{"auctionIDs":[1]}');
    await check(anonymous, 'create-bid', '{"productID":1}');
  });
});
