// The realtime socket of SPEC.md section 4: Socket.IO (its own chunk, socket-runtime.ts) on the
// page's origin, websocket first, the device id in the handshake. It signs in after every
// (re)connect, checks the server clock, keeps the watched auctions in step, checks every push (off
// the main thread, lib/checks, in order) into the live store, sends commands with an ack time-out
// and reconnects as connection-policy.ts says, so SPEC.md section 9's numbers hold exactly.
import {
  type AddToCartPayload,
  ERROR_MESSAGES,
  SOCKET_CHANNEL,
  SOCKET_PATH,
  type ClientEventAck,
  type ClientEventName,
  type ClientEventPayload,
  type ServerMessage,
} from '@blitz/contract';
import { DEFAULT_CONNECTION_POLICY, clockInSync, nextRetry, type ConnectionPolicy } from './connection-policy';
import { applyPush } from './apply-push';
import { LiveStore } from './live-store';
import type { BidAck, CartAck, FavouriteAck, RealtimeClientOptions, RealtimeCredentials, RealtimeLogger } from './realtime-types';
import { FAILURE_MESSAGES, SILENT, identity, type CommandResult, type LooseSocket } from './realtime-types';
import { WatchRegistry } from './watch-registry';
import { ConnectionWaiters } from './connection-waiters';
import { loadSocketRuntime, type SocketRuntime } from './socket-runtime-loader';
import { check, prepareChecks } from '../checks/checks';

export type { BidAck, CartAck, FavouriteAck, RealtimeClientOptions, RealtimeCredentials, RealtimeLogger } from './realtime-types';

export class RealtimeClient {
  readonly store = new LiveStore();
  readonly watches: WatchRegistry;
  private readonly policy: ConnectionPolicy;
  private readonly now: () => number;
  private readonly logger: RealtimeLogger;
  private socket: LooseSocket | null = null;
  /** Set while Socket.IO's chunk is on its way after start(); cleared by stop(). */
  private starting = false;
  private credentials: RealtimeCredentials | null = null;
  /** Whom the server may consider this connection signed in as. */
  private authedAs: string | null = null;
  /** The sign-in on its way: the account's commands wait for it (the server runs them side by side). */
  private signingIn: Promise<void> | null = null;
  private everConnected = false;
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  /** The watch set last sent on this connection. */
  private lastWatched = '';
  /** Commands waiting for the page's first connection. */
  private readonly connectWaiters = new ConnectionWaiters();

  constructor(private readonly options: RealtimeClientOptions = {}) {
    this.policy = { ...DEFAULT_CONNECTION_POLICY, ...options.policy };
    this.now = options.now ?? Date.now;
    this.logger = options.logger ?? SILENT;
    this.watches = new WatchRegistry((ids) => this.sendWatch(ids), options.watchDebounceMs);
  }

  start(): void {
    if (this.socket || this.starting) return;
    this.starting = true;
    this.store.setConnection('connecting');
    prepareChecks();
    loadSocketRuntime().then(
      (runtime) => {
        if (!this.starting) return;
        this.starting = false;
        this.open(runtime);
      },
      () => {
        if (!this.starting) return;
        this.starting = false;
        this.retryTimer = setTimeout(() => {
          this.retryTimer = null;
          this.start();
        }, this.policy.firstConnectDelayMs);
      },
    );
  }

  private open({ io }: SocketRuntime): void {
    const settings = {
      path: SOCKET_PATH,
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
      reconnection: false,
      autoConnect: false,
      auth: { deviceId: this.options.deviceId?.() },
    };
    const socket = (this.options.url ? io(this.options.url, settings) : io(settings)) as LooseSocket;
    socket.on('connect', () => this.onConnect());
    socket.on('connect_error', () => this.onFailure());
    socket.on('disconnect', (reason: string) => this.onDisconnect(reason));
    socket.on(SOCKET_CHANNEL, (raw: unknown) => this.onMessage(raw));
    this.socket = socket;
    socket.connect();
  }

  stop(): void {
    this.starting = false;
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const socket = this.socket;
    this.socket = null;
    socket?.removeAllListeners();
    socket?.disconnect();
    this.everConnected = false;
    this.failures = 0;
    this.authedAs = null;
    this.store.setConnection('idle');
    this.store.setUnauthenticated(false);
    this.connectWaiters.releaseAll();
  }

  get connected(): boolean {
    return this.socket?.connected ?? false;
  }

  /**
   * Who is signed in. A new token of the same user is only remembered (it is sent on the next
   * reconnect); another user signs the connection in again; nobody drops the signed-in
   * connection by reconnecting.
   */
  setCredentials(next: RealtimeCredentials | null): void {
    const before = identity(this.credentials);
    this.credentials = next;
    if (before === identity(next)) return;
    // Nothing of a user is kept while nobody is signed in, so signing in has nothing to forget.
    this.store.setUnauthenticated(before !== null);
    if (!this.socket?.connected) return;
    if (next) void this.authenticate();
    else if (this.authedAs !== null) {
      this.authedAs = null;
      this.socket.disconnect();
      this.socket.connect();
    }
  }

  async placeBid(productID: number): Promise<BidAck> {
    const result = await this.command('create-bid', { productID });
    if (!result.ok) return { status: 'error', message: FAILURE_MESSAGES[result.failure] };
    const { ack } = result;
    if (ack.status === 'success') {
      if (ack.bid) this.store.addBid(ack.bid);
      if (ack.bids !== undefined) this.store.setBalance(ack.bids);
    }
    return ack;
  }

  /** Marks or unmarks a favourite at once, and undoes it when the server refuses. */
  async setFavourite(productID: number, favorite: boolean): Promise<FavouriteAck> {
    this.store.markFavourite(productID, favorite);
    const result = await this.command('new-favorite-product', { productID, favorite });
    if (result.ok && result.ack.status === 'success') {
      if (result.ack.favoriteProducts) this.store.setFavourites(result.ack.favoriteProducts);
      return result.ack;
    }
    this.store.markFavourite(productID, !favorite);
    return result.ok ? result.ack : { status: 'error', message: FAILURE_MESSAGES[result.failure] };
  }

  /** Sets, changes or removes a cart line; the server prices the cart and pushes it to every tab. */
  async changeCart(payload: AddToCartPayload): Promise<CartAck> {
    const result = await this.command('add-to-cart', payload);
    if (!result.ok) return { status: 'error', message: FAILURE_MESSAGES[result.failure] };
    if (result.ack.status === 'success' && result.ack.cartItems) this.store.setCartItems(result.ack.cartItems);
    return result.ack;
  }

  private async command<E extends ClientEventName>(event: E, payload: ClientEventPayload<E>): Promise<CommandResult<E>> {
    if (event !== 'auth' && event !== 'watch') {
      await this.untilFirstConnection();
      if (this.signingIn) await this.signingIn.catch(() => undefined);
    }
    const socket = this.socket;
    if (!socket?.connected) return { ok: false, failure: 'offline' };
    let raw: unknown;
    let at: number;
    try {
      raw = await socket.timeout(this.policy.ackTimeoutMs).emitWithAck(event, payload);
      at = this.now();
    } catch (error) {
      if (error instanceof Error && /timed out/.test(error.message)) {
        this.store.raise('ack-timeout');
        return { ok: false, failure: 'timeout' };
      }
      return { ok: false, failure: 'disconnected' };
    }
    let checked;
    try {
      checked = await check({ kind: 'ack', event, value: raw });
    } catch {
      // The checks could not load (no network): as good as a lost connection.
      return { ok: false, failure: 'disconnected' };
    }
    if (!checked.ok) {
      this.logger.warn(ERROR_MESSAGES.INVALID_RESPONSE_FORMAT, event, raw);
      return { ok: false, failure: 'invalid' };
    }
    return { ok: true, ack: checked.data as ClientEventAck<E>, at };
  }

  /** A command waits while the page's first connection is on its way (connection-waiters.ts). */
  private untilFirstConnection(): Promise<void> {
    if (this.everConnected || this.socket?.connected || (!this.starting && !this.socket)) return Promise.resolve();
    return this.connectWaiters.wait(this.policy.ackTimeoutMs);
  }

  private authenticate(): Promise<void> {
    const signingIn = this.signIn().finally(() => {
      if (this.signingIn === signingIn) this.signingIn = null;
    });
    this.signingIn = signingIn;
    return signingIn;
  }

  private async signIn(): Promise<void> {
    const credentials = this.credentials;
    if (!credentials) return;
    const result = await this.command('auth', credentials);
    // A lost connection signs in again on reconnect; a time-out has raised its alert.
    if (!result.ok || identity(credentials) !== identity(this.credentials)) return;
    if (result.ack.status !== 'success') {
      this.authedAs = null;
      this.store.setUnauthenticated(true);
      this.store.raise('auth-failed');
      return;
    }
    this.authedAs = identity(credentials);
    // The device's clock when the server's answer came, not after its check took its time.
    const local = result.at;
    const { serverTime } = result.ack;
    if (serverTime === undefined || !clockInSync(serverTime, local)) {
      this.store.setUnauthenticated(true);
      this.store.raise('time-not-synced');
      return;
    }
    this.store.setAuthenticated(serverTime - local);
  }

  private sendWatch(ids: number[]): void {
    const key = ids.join(',');
    if (!this.socket?.connected || key === this.lastWatched) return;
    this.lastWatched = key;
    void this.command('watch', { auctionIDs: ids }).then((result) => {
      // Sent again with the next change or reconnect.
      if ((!result.ok || result.ack.status !== 'success') && this.lastWatched === key) this.lastWatched = '\u0000';
    });
  }

  private onConnect(): void {
    this.everConnected = true;
    this.failures = 0;
    this.store.setConnection('connected');
    void this.authenticate();
    this.connectWaiters.releaseAll();
    this.lastWatched = '';
    this.sendWatch(this.watches.current());
  }

  private onDisconnect(reason: string): void {
    this.authedAs = null;
    this.store.setUnauthenticated(false);
    this.store.setConnection('disconnected');
    if (reason === 'io client disconnect' || !this.socket) return;
    this.failures = 1;
    this.scheduleRetry();
  }

  private onFailure(): void {
    this.failures += 1;
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    const decision = nextRetry(this.policy, this.everConnected, this.failures);
    if (!decision.retry) {
      this.store.setConnection('failed');
      this.store.raise('gave-up');
      this.connectWaiters.releaseAll();
      return;
    }
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.socket?.connect();
    }, decision.delayMs);
  }

  private onMessage(raw: unknown): void {
    const socket = this.socket;
    check({ kind: 'message', value: raw }).then(
      (checked) => {
        // Pushes checked after stop() belong to a connection that is gone.
        if (this.socket !== socket) return;
        if (checked.ok) applyPush(this.store, checked.data as ServerMessage, this.credentials !== null, this.logger);
        else this.logger.warn(ERROR_MESSAGES.INVALID_RESPONSE_FORMAT, raw);
      },
      () => this.logger.warn(ERROR_MESSAGES.INVALID_RESPONSE_FORMAT, raw),
    );
  }
}
