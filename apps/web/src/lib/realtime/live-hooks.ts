// Hooks that read the live store: each picks one slice, so a component re-renders only when its
// slice changes (the store keeps unchanged slices identical).
import type { CartItem } from '@blitz/contract';
import { useCallback, useEffect, useSyncExternalStore, type RefObject } from 'react';
import { useSession } from '../session';
import { useOnScreen } from '../use-on-screen';
import { INITIAL_LIVE_STATE, type LiveAuction, type LiveState, type Wallet } from './live-state';
import { useRealtime } from './realtime-context';

export function useLiveSelector<T>(select: (state: LiveState) => T): T {
  const { store } = useRealtime();
  const read = useCallback(() => select(store.getState()), [store, select]);
  // The server rendered the page before anything live came: hydration reads the state it had (the
  // socket starts before hydration), and the render after it what has come since.
  const readAsRendered = useCallback(() => select(INITIAL_LIVE_STATE), [select]);
  return useSyncExternalStore(store.subscribe, read, readAsRendered);
}

const selectBalance = (state: LiveState) => state.balance;
const selectWallet = (state: LiveState) => state.wallet;
const selectHasWon = (state: LiveState) => state.hasWon;
const selectOffset = (state: LiveState) => state.clockOffsetMs;
const selectFavourites = (state: LiveState) => state.favourites;
const selectCart = (state: LiveState) => state.cartItems;

/** The Blitz balance the server last pushed; null until it has. */
export function useBalance(): number | null {
  return useLiveSelector(selectBalance);
}

/** What the bid-type rule needs of the signed-in user; each part null until the server has told it. */
export function useBidderStanding(): { balance: number | null; wallet: Wallet | null; hasWon: boolean | null } {
  const balance = useLiveSelector(selectBalance);
  const wallet = useLiveSelector(selectWallet);
  const hasWon = useLiveSelector(selectHasWon);
  return { balance, wallet, hasWon };
}

/** Milliseconds to add to the device clock to get the server's (0 until a signed-in socket). */
export function useClockOffset(): number {
  return useLiveSelector(selectOffset);
}

export function useFavourites(): ReadonlySet<number> | null {
  return useLiveSelector(selectFavourites);
}

const NO_ITEMS: readonly CartItem[] = [];

export function useCartItems(): readonly CartItem[] {
  return useLiveSelector(selectCart) ?? NO_ITEMS;
}

export function useLiveAuction(auctionID: number): LiveAuction | undefined {
  const select = useCallback((state: LiveState) => state.auctions.get(auctionID), [auctionID]);
  return useLiveSelector(select);
}

/** One heart: whether the auction is a favourite, and a toggle for signed-in users. */
export function useFavourite(auctionID: number): { active: boolean; toggle?: () => Promise<boolean> } {
  const realtime = useRealtime();
  const { signedIn } = useSession();
  const active = useLiveSelector(useCallback((state: LiveState) => state.favourites?.has(auctionID) ?? false, [auctionID]));
  const toggle = useCallback(
    async () => (await realtime.setFavourite(auctionID, !active)).status === 'success',
    [realtime, auctionID, active],
  );
  return signedIn ? { active, toggle } : { active: false };
}

/** Watches these auctions while the component is mounted; `priority` ones are never cut off. */
export function useWatchAuctions(auctionIDs: readonly number[], priority = false): void {
  const { watches } = useRealtime();
  const key = auctionIDs.join(',');
  useEffect(() => {
    const ids = key === '' ? [] : key.split(',').map(Number);
    return watches.add(ids, priority);
  }, [watches, key, priority]);
}

/** Watches one auction while its element is on (or near) the screen. */
export function useWatchWhenVisible(ref: RefObject<Element | null>, auctionID: number): void {
  const { watches } = useRealtime();
  const visible = useOnScreen(ref, '200px');
  useEffect(() => (visible ? watches.add([auctionID]) : undefined), [watches, visible, auctionID]);
}
