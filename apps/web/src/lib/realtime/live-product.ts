// A product as the server last described it: the HTTP answer the page loaded, brought up to date
// with what the socket said since. Every field only moves one way (bids raise the price, end
// times move forward, an auction goes Not Started -> Open -> Ended or Closed), so whichever
// source is further along wins, and an old live entry never undoes a newer page load.
import type { AuctionStatus, FullProduct, PlacedBid, SharedProduct, ShortProduct } from '@blitz/contract';
import { isFinalStatus, laterTime, type LiveAuction } from './live-state';

const STATUS_RANK: Record<AuctionStatus, number> = { 'Not Started': 0, Open: 1, Ended: 2, Closed: 2 };

function amount(bid: PlacedBid): number {
  return Number(bid.bidAmount);
}

function newest(a: PlacedBid | null | undefined, b: PlacedBid | null | undefined): PlacedBid | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return amount(b) > amount(a) ? b : a;
}

function liveStatus(product: AuctionStatus, live: AuctionStatus | undefined): AuctionStatus {
  if (!live) return product;
  return STATUS_RANK[live] >= STATUS_RANK[product] ? live : product;
}

function mergeShared<P extends SharedProduct>(product: P, live: LiveAuction): P {
  const status = liveStatus(product.status, live.status);
  const over = isFinalStatus(status);
  const buddy = live.buddy;
  return {
    ...product,
    status,
    endTime: laterTime(product.endTime, live.endTime) ?? null,
    activeBuddy: over ? false : (buddy?.active ?? product.activeBuddy),
    currentBidBuddyAmount: over ? 0 : (buddy?.left ?? product.currentBidBuddyAmount),
    // The server's word: the end it pushed, else the one the page loaded.
    winner: live.winner !== undefined ? live.winner : product.winner,
  };
}

/** A listing card with the live price, last bidder, end time and status. */
export function liveShortProduct(product: ShortProduct, live: LiveAuction | undefined): ShortProduct {
  if (!live) return product;
  return { ...mergeShared(product, live), lastPlacedBid: newest(product.lastPlacedBid, live.bids[0]) };
}

/** Every known bid once, highest (newest) first. */
export function mergeBids(loaded: readonly PlacedBid[], live: readonly PlacedBid[]): PlacedBid[] {
  const byAmount = new Map<string, PlacedBid>();
  for (const bid of [...live, ...loaded]) if (!byAmount.has(bid.bidAmount)) byAmount.set(bid.bidAmount, bid);
  return [...byAmount.values()].sort((a, b) => amount(b) - amount(a));
}

/** The item page's product with the live bid list, end time, status and buddy. */
export function liveFullProduct(product: FullProduct, live: LiveAuction | undefined): FullProduct {
  if (!live) return product;
  return { ...mergeShared(product, live), lastPlacedBids: mergeBids(product.lastPlacedBids ?? [], live.bids) };
}

/** The leading (or winning) bid of a full product. */
export function leadingBid(product: FullProduct): PlacedBid | null {
  return (product.lastPlacedBids ?? []).reduce<PlacedBid | null>((best, bid) => newest(best, bid), null);
}

/** The price an item shows, with its label's key: the winning bid once ended, the current bid, else the starting bid. */
export function itemPrice(product: FullProduct): { labelKey: string; amount: FullProduct['startingAmount'] } {
  const leader = leadingBid(product);
  if (!leader) return { labelKey: 'product.startingBid', amount: product.startingAmount };
  return { labelKey: product.status === 'Ended' ? 'product.winningBid' : 'product.currentBid', amount: leader.bidAmount };
}
