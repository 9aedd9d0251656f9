/**
 * Simulated bidders for the load, restart and multi-node tests: each is a real Socket.IO client
 * that signs in, watches the auctions and keeps sending `create-bid` with short random pauses,
 * counting how the server answered.
 */
import { SOCKET_PATH, type ClientEventAck } from '@blitz/contract';
import { io, type Socket } from 'socket.io-client';
import type { Bidder } from '../modules/auctions/auction-fixtures';

export interface SimulationResult {
  accepted: number;
  refused: Record<string, number>;
  /** Acknowledgements that never came or were not the contract's shape. */
  failures: number;
  /** Milliseconds from emit to acknowledgement, for every bid sent. */
  latencies: number[];
}

export interface SimulationOptions {
  /** Server base URLs; bidder i connects to urls[i % urls.length]. */
  urls: string[];
  bidders: Bidder[];
  auctionIds: number[];
  durationMs: number;
  pauseMs?: [number, number];
  /** Random numbers (seeded in tests that want repeatable choices). */
  random?: () => number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function connect(url: string, bidder: Bidder): Promise<Socket> {
  const socket = io(url, { path: SOCKET_PATH, transports: ['websocket'], reconnection: true, reconnectionDelay: 200 });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('socket did not connect')), 15_000);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  const auth = () =>
    socket.timeout(15_000).emitWithAck('auth', { nickname: bidder.nickname, bidToken: bidder.bidToken, refreshToken: bidder.refreshToken });
  const ack = (await auth()) as { status: string };
  if (ack.status !== 'success') throw new Error(`auth failed for ${bidder.nickname}`);
  // Re-authenticate after every reconnect, as the shop does.
  socket.io.on('reconnect', () => void auth().catch(() => undefined));
  return socket;
}

export async function simulateBidders(options: SimulationOptions): Promise<SimulationResult> {
  const { urls, bidders, auctionIds, durationMs, pauseMs = [20, 200], random = Math.random } = options;
  const result: SimulationResult = { accepted: 0, refused: {}, failures: 0, latencies: [] };
  const sockets = await Promise.all(bidders.map((bidder, i) => connect(urls[i % urls.length]!, bidder)));
  await Promise.all(sockets.map((socket) => socket.timeout(15_000).emitWithAck('watch', { auctionIDs: auctionIds.slice(0, 200) })));
  const deadline = Date.now() + durationMs;
  await Promise.all(
    sockets.map(async (socket) => {
      while (Date.now() < deadline) {
        const productID = auctionIds[Math.floor(random() * auctionIds.length)]!;
        const sent = performance.now();
        try {
          const ack = (await socket.timeout(30_000).emitWithAck('create-bid', { productID })) as ClientEventAck<'create-bid'>;
          result.latencies.push(performance.now() - sent);
          if (ack.status === 'success') result.accepted += 1;
          else if (ack.reason) result.refused[ack.reason] = (result.refused[ack.reason] ?? 0) + 1;
          else result.failures += 1;
        } catch {
          result.failures += 1;
        }
        await sleep(pauseMs[0] + random() * (pauseMs[1] - pauseMs[0]));
      }
    }),
  );
  for (const socket of sockets) socket.close();
  return result;
}
