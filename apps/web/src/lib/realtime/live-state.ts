// What the realtime channel has told this tab, as plain immutable data, and the pure functions
// that fold each server message into it (SPEC.md section 7 'Realtime socket'). Components read
// it through the live store's hooks; nothing here computes prices or winners, it only keeps what
// the server said.
import type {
  AuctionStateEvent,
  AuctionStatus,
  Bidder,
  CartItem,
  LatestBid,
  PlacedBid,
  PlacedBidEvent,
  Reward,
  ServerSuccessMessage,
} from '@blitz/contract';

/** The newest bids kept per auction (the item page shows the list). */
export const LIVE_BIDS_KEPT = 50;

export interface LiveBuddy {
  active: boolean;
  /** Reserved Blitz the buddy has not spent yet. */
  left: number;
}

/** What the socket said about one auction since this tab opened. */
export interface LiveAuction {
  status?: AuctionStatus;
  endTime?: string | null;
  /** Newest first. */
  bids: readonly PlacedBid[];
  /** Set once an Ended or Closed state arrives (null: Closed without a winner). */
  winner?: Bidder | null;
  buddy?: LiveBuddy;
}

export type ConnectionState = 'idle' | 'connecting' | 'connected' | 'disconnected' | 'failed';

/** Problems the user must see; the shell's overlays show them and clear them. */
export type RealtimeAlert = 'ack-timeout' | 'auth-failed' | 'time-not-synced' | 'gave-up';

/** The signed-in user's free and paid Blitz (new-bids-count). */
export interface Wallet {
  free: number;
  paid: number;
}

export interface LiveState {
  connection: ConnectionState;
  authenticated: boolean;
  /** serverTime minus the device clock at the last successful auth, in ms. */
  clockOffsetMs: number;
  /** The signed-in user's Blitz balance once the server has told it. */
  balance: number | null;
  /** Its free and paid parts once the server has told them (the bid-type rule needs both). */
  wallet: Wallet | null;
  /** Whether the signed-in user has won before, once the server has told it (Beginner auctions). */
  hasWon: boolean | null;
  /** The signed-in user's favourite auction ids once known. */
  favourites: ReadonlySet<number> | null;
  cartItems: readonly CartItem[] | null;
  auctions: ReadonlyMap<number, LiveAuction>;
  /** The site-wide feed; `seq` changes with every message so the popup can restart. */
  latestBid: { seq: number; bid: LatestBid } | null;
  /** The last reward granted to the user (the reward popup shows it); seq counts rewards. */
  latestReward: { seq: number; reward: Reward } | null;
  /** Auctions the user won that the winning moment has not shown yet. */
  wonAuctions: readonly number[];
  alert: RealtimeAlert | null;
}

export const INITIAL_LIVE_STATE: LiveState = {
  connection: 'idle',
  authenticated: false,
  clockOffsetMs: 0,
  balance: null,
  wallet: null,
  hasWon: null,
  favourites: null,
  cartItems: null,
  auctions: new Map(),
  latestBid: null,
  latestReward: null,
  wonAuctions: [],
  alert: null,
};

const EMPTY_AUCTION: LiveAuction = { bids: [] };

const FINAL: readonly AuctionStatus[] = ['Ended', 'Closed'];

export function isFinalStatus(status: AuctionStatus): boolean {
  return FINAL.includes(status);
}

/** The later of two ISO end times (end times only ever move forward). */
export function laterTime(a: string | null | undefined, b: string | null | undefined): string | null | undefined {
  if (!a) return b ?? a;
  if (!b) return a;
  return Date.parse(b) > Date.parse(a) ? b : a;
}

function withAuction(state: LiveState, id: number, change: (auction: LiveAuction) => LiveAuction): LiveState {
  const auctions = new Map(state.auctions);
  auctions.set(id, change(state.auctions.get(id) ?? EMPTY_AUCTION));
  return { ...state, auctions };
}

function sameBid(a: PlacedBid, b: PlacedBid): boolean {
  // Every accepted bid raises the price, so an auction never has two bids of one amount.
  return a.bidAmount === b.bidAmount;
}

/** Adds a bid (from a broadcast or from the bidder's own acknowledgement) once. */
export function applyPlacedBid(state: LiveState, event: PlacedBidEvent): LiveState {
  const { endTime, ...bid } = event;
  return withAuction(state, event.productID, (auction) => {
    const known = auction.bids.some((existing) => sameBid(existing, bid));
    const bids = known
      ? auction.bids
      : [bid, ...auction.bids].sort((x, y) => Number(y.bidAmount) - Number(x.bidAmount)).slice(0, LIVE_BIDS_KEPT);
    const left = event.currentBidBuddyAmount;
    return {
      ...auction,
      bids,
      // A bid is only accepted while the auction is Open.
      status: auction.status && isFinalStatus(auction.status) ? auction.status : 'Open',
      endTime: laterTime(auction.endTime, endTime),
      buddy: left === undefined ? auction.buddy : { active: left > 0, left },
    };
  });
}

export function applyAuctionState(state: LiveState, event: AuctionStateEvent): LiveState {
  return withAuction(state, event.productID, (auction) => {
    const final = isFinalStatus(event.status);
    return {
      ...auction,
      status: event.status,
      endTime: event.endTime === undefined ? auction.endTime : laterTime(auction.endTime, event.endTime),
      winner: final ? (event.winner ?? null) : auction.winner,
      // The server returns an unused reserve when the auction is over.
      buddy: final && auction.buddy ? { active: false, left: 0 } : auction.buddy,
    };
  });
}

export function applyBuddy(state: LiveState, auctionID: number, buddy: LiveBuddy): LiveState {
  return withAuction(state, auctionID, (auction) => ({ ...auction, buddy }));
}

/** Folds one successful server message into the state. */
export function applyServerMessage(state: LiveState, message: ServerSuccessMessage): LiveState {
  switch (message.event) {
    case 'placed-bid':
      return applyPlacedBid(state, message.data);
    case 'new-auction-state':
      return applyAuctionState(state, message.data);
    case 'new-bids-count': {
      const { bids, free, paid, hasWon } = message.data;
      const wallet = free !== undefined && paid !== undefined ? { free, paid } : null;
      return { ...state, balance: bids, wallet, hasWon: hasWon ?? state.hasWon };
    }
    case 'favorite-product':
      return { ...state, favourites: new Set(message.data.favoriteProducts) };
    case 'add-to-cart':
      return { ...state, cartItems: message.data.cartItems };
    case 'latest-bid':
      return { ...state, latestBid: { seq: (state.latestBid?.seq ?? 0) + 1, bid: message.data } };
    case 'won-auction': {
      const id = message.data.auctionID;
      return state.wonAuctions.includes(id) ? state : { ...state, wonAuctions: [...state.wonAuctions, id], hasWon: true };
    }
    case 'new-reward':
      return { ...state, latestReward: { seq: (state.latestReward?.seq ?? 0) + 1, reward: message.data.reward } };
  }
}

/** Forgets everything that belonged to the signed-in user (after a logout or failed auth). */
export function withoutUser(state: LiveState): LiveState {
  const auctions = new Map<number, LiveAuction>();
  for (const [id, auction] of state.auctions) auctions.set(id, { ...auction, buddy: undefined });
  return {
    ...state,
    authenticated: false,
    balance: null,
    wallet: null,
    hasWon: null,
    favourites: null,
    cartItems: null,
    wonAuctions: [],
    latestReward: null,
    auctions,
  };
}
