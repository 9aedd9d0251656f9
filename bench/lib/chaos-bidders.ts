/**
 * The chaos run's bidders: full Socket.IO clients through the proxy, each with its own sticky
 * cookie, reconnecting by the policy of SPEC.md section 9 (2^n seconds, at most 100 attempts),
 * signing in and re-watching after every reconnect as the shop does. Each keeps the price it would
 * show per auction (the highest bid it heard or was acknowledged) and records every acknowledged
 * bid, every reconnect and how long after it the shown prices lagged the database.
 */
import {
  SOCKET_CHANNEL,
  SOCKET_PATH,
  SOCKET_RECONNECT_LIMIT,
  SOCKET_RECONNECT_MAX_DELAY_MS,
  type ClientEventAck,
  type ServerMessage,
} from '@blitz/contract';
import { io, type Socket } from 'socket.io-client';

export interface ChaosBidder {
  id: number;
  nickname: string;
  bidToken: string;
  refreshToken: string;
}

export interface AckedBid {
  userId: number;
  productId: number;
  cents: number;
}

export interface Reconnect {
  userId: number;
  /** From the lost connection to signed in again. */
  ms: number;
  /** Of which: until the new connection was open, then the `auth` and `watch` answers. */
  connectMs: number;
  authMs: number;
  watchMs: number;
  attempts: number;
  /** When it was signed in again (epoch ms), for the price check. */
  at: number;
}

export interface ChaosTally {
  acked: AckedBid[];
  refused: Record<string, number>;
  unanswered: Record<string, number>;
  reconnects: Reconnect[];
  authFailures: number;
  /** Milliseconds from each acknowledged bid's emit to its acknowledgement. */
  ackMs: number[];
}

const toCents = (wire: string) => Math.round(Number(wire) * 100);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class ChaosClient {
  readonly shown = new Map<number, number>();
  /** Every auction this client watches. */
  readonly watched: number[];
  readonly socket: Socket;
  authed = false;
  /** Why the last connection attempt or sign-in failed, for the report. */
  lastProblem = '';
  private lostAt: number | null = null;
  private connectedAt = 0;
  private attempts = 0;

  constructor(
    url: string,
    readonly bidder: ChaosBidder,
    /** The auctions it bids on; it watches these and `alsoWatched`. */
    private readonly auctionIds: number[],
    private readonly alsoWatched: number[],
    private readonly tally: ChaosTally,
    /** Called a second after each reconnect with the client, to compare its prices with the database's. */
    private readonly onSettled: (client: ChaosClient, reconnect: Reconnect) => void,
  ) {
    this.watched = [...auctionIds, ...alsoWatched];
    this.socket = io(url, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      extraHeaders: { cookie: `blitz_node=chaos-${bidder.id}` },
      // Socket.IO doubles the delay (its default factor 2): 1 s, 2 s, 4 s ... = 2^n seconds.
      reconnectionDelay: 1000,
      reconnectionDelayMax: SOCKET_RECONNECT_MAX_DELAY_MS,
      randomizationFactor: 0,
      reconnectionAttempts: SOCKET_RECONNECT_LIMIT,
    });
    this.socket.on(SOCKET_CHANNEL, (message: ServerMessage) => {
      if (message.event === 'placed-bid' && message.status === 'success') this.see(message.data.productID, toCents(message.data.bidAmount));
    });
    this.socket.on('disconnect', () => {
      this.authed = false;
      this.lostAt ??= Date.now();
    });
    this.socket.io.on('reconnect_attempt', (attempt) => (this.attempts = attempt));
    this.socket.on('connect_error', (error) => (this.lastProblem = `connect: ${error.message}`));
    this.socket.on('connect', () => {
      this.connectedAt = Date.now();
      void this.signIn();
    });
  }

  private see(productId: number, cents: number): void {
    if (cents > (this.shown.get(productId) ?? 0)) this.shown.set(productId, cents);
  }

  private async signIn(): Promise<void> {
    const { nickname, bidToken, refreshToken } = this.bidder;
    const started = Date.now();
    let authedAt: number;
    try {
      const ack = (await this.socket.timeout(30_000).emitWithAck('auth', { nickname, bidToken, refreshToken })) as { status: string };
      if (ack.status !== 'success') {
        this.tally.authFailures += 1;
        // Signed in again on the next connection; a refused auth (database down) is retried shortly.
        setTimeout(() => this.socket.connected && !this.authed && void this.signIn(), 500);
        return;
      }
      authedAt = Date.now();
      await this.socket.timeout(30_000).emitWithAck('watch', { auctionIDs: this.watched });
    } catch (error) {
      this.lastProblem = `sign-in: ${error instanceof Error ? error.message : String(error)}`;
      return;
    }
    this.authed = true;
    if (this.lostAt !== null) {
      const now = Date.now();
      const reconnect = {
        userId: this.bidder.id,
        ms: now - this.lostAt,
        connectMs: this.connectedAt - this.lostAt,
        authMs: authedAt - started,
        watchMs: now - authedAt,
        attempts: this.attempts,
        at: now,
      };
      this.tally.reconnects.push(reconnect);
      this.lostAt = null;
      this.attempts = 0;
      setTimeout(() => this.onSettled(this, reconnect), 1000);
    }
  }

  async ready(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.authed) {
      if (Date.now() > deadline) throw new Error(`${this.bidder.nickname} did not sign in`);
      await sleep(50);
    }
  }

  /** Bids with short random pauses until `until`, whenever signed in. */
  async bid(until: () => boolean, pauseMs: [number, number]): Promise<void> {
    while (!until()) {
      if (!this.authed) {
        await sleep(100);
        continue;
      }
      const productID = this.auctionIds[Math.floor(Math.random() * this.auctionIds.length)]!;
      try {
        const sent = Date.now();
        const ack = (await this.socket.timeout(30_000).emitWithAck('create-bid', { productID })) as ClientEventAck<'create-bid'>;
        if (ack.status === 'success' && ack.bid) {
          this.tally.ackMs.push(Date.now() - sent);
          const cents = toCents(ack.bid.bidAmount);
          this.tally.acked.push({ userId: this.bidder.id, productId: productID, cents });
          this.see(productID, cents);
        } else {
          const key = ack.reason ?? ack.message ?? 'unknown';
          this.tally.refused[key] = (this.tally.refused[key] ?? 0) + 1;
        }
      } catch (error) {
        const key = error instanceof Error ? error.message : String(error);
        this.tally.unanswered[key] = (this.tally.unanswered[key] ?? 0) + 1;
      }
      await sleep(pauseMs[0] + Math.random() * (pauseMs[1] - pauseMs[0]));
    }
  }

  close(): void {
    this.socket.close();
  }
}
