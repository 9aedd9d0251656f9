// The one place the realtime state lives: a small external store (subscribe / getState) that
// React reads with useSyncExternalStore. Every change replaces the state object, and the parts
// that did not change keep their identity, so a card re-renders only when its auction changed.
import type { CartItem, ServerSuccessMessage } from '@blitz/contract';
import {
  INITIAL_LIVE_STATE,
  applyBuddy,
  applyPlacedBid,
  applyServerMessage,
  withoutUser,
  type ConnectionState,
  type LiveBuddy,
  type LiveState,
  type RealtimeAlert,
} from './live-state';
import type { PlacedBidEvent } from '@blitz/contract';

type Listener = () => void;

export class LiveStore {
  private state: LiveState;
  private readonly listeners = new Set<Listener>();

  constructor(initial: LiveState = INITIAL_LIVE_STATE) {
    this.state = initial;
  }

  getState = (): LiveState => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Replaces the state with `change(state)` and tells the listeners when it differs. */
  update(change: (state: LiveState) => LiveState): void {
    const next = change(this.state);
    if (next === this.state) return;
    this.state = next;
    for (const listener of [...this.listeners]) listener();
  }

  apply(message: ServerSuccessMessage): void {
    this.update((state) => applyServerMessage(state, message));
  }

  addBid(bid: PlacedBidEvent): void {
    this.update((state) => applyPlacedBid(state, bid));
  }

  setBuddy(auctionID: number, buddy: LiveBuddy): void {
    this.update((state) => applyBuddy(state, auctionID, buddy));
  }

  setBalance(balance: number): void {
    this.update((state) => (state.balance === balance ? state : { ...state, balance }));
  }

  setFavourites(ids: Iterable<number>): void {
    this.update((state) => ({ ...state, favourites: new Set(ids) }));
  }

  /** Marks or unmarks one favourite (at once, before the server's answer). */
  markFavourite(productID: number, on: boolean): void {
    this.update((state) => {
      const ids = new Set(state.favourites ?? []);
      if (on) ids.add(productID);
      else ids.delete(productID);
      return { ...state, favourites: ids };
    });
  }

  setCartItems(cartItems: readonly CartItem[]): void {
    this.update((state) => ({ ...state, cartItems }));
  }

  setConnection(connection: ConnectionState): void {
    this.update((state) => (state.connection === connection ? state : { ...state, connection }));
  }

  setAuthenticated(clockOffsetMs: number): void {
    this.update((state) => ({ ...state, authenticated: true, clockOffsetMs }));
  }

  /** The connection is no longer signed in (connection lost, logout, failed auth). */
  setUnauthenticated(forgetUser: boolean): void {
    this.update((state) => {
      if (forgetUser) return withoutUser(state);
      return state.authenticated ? { ...state, authenticated: false } : state;
    });
  }

  raise(alert: RealtimeAlert): void {
    this.update((state) => (state.alert === alert ? state : { ...state, alert }));
  }

  clearAlert(): void {
    this.update((state) => (state.alert === null ? state : { ...state, alert: null }));
  }

  /** The winning moment has been shown for this auction. */
  dismissWon(auctionID: number): void {
    this.update((state) => ({ ...state, wonAuctions: state.wonAuctions.filter((id) => id !== auctionID) }));
  }
}
