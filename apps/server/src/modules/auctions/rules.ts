/**
 * The bid rules of DESIGN.md 'Auctions' and 'BidBuddy' as pure functions: whether a bid is
 * accepted (and what it does to price, clock and wallet), and when a buddy's next turn is due.
 * The engine feeds them rows it has locked, so the answer holds when it writes.
 */
import {
  AUCTION_END_RETAIL_PERCENT,
  BUDDY_BID_WINDOW_SECONDS,
  type AuctionStatus,
  type BidRefusal,
  type BidType,
} from '@blitz/contract';

export interface BidState {
  status: AuctionStatus;
  endTime: Date | null;
  /** The database's clock, read under the auction's row lock. */
  now: Date;
  leaderId: number | null;
  userId: number;
  bidType: BidType;
  priceCents: number;
  incrementCents: number;
  retailCents: number;
  lockPriceCents: number | null;
  auctionTimer: number;
  /** Whether the user has won an auction before (Beginner auctions refuse them). */
  hasWon: boolean;
  /** Whether the user has bid on this auction before (Locked auctions past their lock point need it). */
  hasBid: boolean;
  /** Blitz the bid may be paid from: the user's balance, or a buddy's reserve. */
  free: number;
  paid: number;
}

export type BidDecision =
  | {
      ok: true;
      /** Whether the Blitz spent is a paid one (free Blitz go first, except on Paid Blitz only auctions). */
      paid: boolean;
      priceCents: number;
      endTime: Date;
      /** The bid reached 90% of the retail price: the auction ends with this bidder as winner. */
      endsNow: boolean;
    }
  | { ok: false; reason: BidRefusal };

const refuse = (reason: BidRefusal): BidDecision => ({ ok: false, reason });

/** True once `priceCents` is at or past AUCTION_END_RETAIL_PERCENT of the retail price. */
export function reachesRetailLimit(priceCents: number, retailCents: number): boolean {
  return priceCents * 100 >= retailCents * AUCTION_END_RETAIL_PERCENT;
}

/** The end time after a bid at `now`: the later of the current end and now + the auction's timer. */
export function endTimeAfterBid(endTime: Date | null, now: Date, auctionTimer: number): Date {
  const reset = now.getTime() + auctionTimer * 1000;
  return new Date(Math.max(endTime?.getTime() ?? 0, reset));
}

export function decideBid(s: BidState): BidDecision {
  if (s.status === 'Not Started') return refuse('not-open');
  if (s.status !== 'Open' || !s.endTime || s.now.getTime() >= s.endTime.getTime()) return refuse('ended');
  if (s.leaderId === s.userId) return refuse('leading');
  if (s.bidType === 'Beginner' && s.hasWon) return refuse('beginner-only');
  if (s.bidType === 'Locked' && s.lockPriceCents !== null && s.priceCents >= s.lockPriceCents && !s.hasBid) {
    return refuse('locked');
  }
  const paidOnly = s.bidType === 'Paid Blitz only';
  let paid: boolean;
  if (paidOnly) {
    if (s.paid < 1) return refuse('no-blitz');
    paid = true;
  } else if (s.free >= 1) paid = false;
  else if (s.paid >= 1) paid = true;
  else return refuse('no-blitz');

  const priceCents = s.priceCents + s.incrementCents;
  return {
    ok: true,
    paid,
    priceCents,
    endTime: endTimeAfterBid(s.endTime, s.now, s.auctionTimer),
    endsNow: reachesRetailLimit(priceCents, s.retailCents),
  };
}

/**
 * When the next buddy turn is due for an auction ending at `endTime`: a random moment between 5
 * and 1 seconds before the end, never earlier than `now`. Null when less than the window's
 * minimum is left (a buddy never bids in the last second, nor after zero).
 */
export function buddyTurnAt(endTime: Date, now: Date, random: () => number = Math.random): Date | null {
  const { min, max } = BUDDY_BID_WINDOW_SECONDS;
  const latest = endTime.getTime() - min * 1000;
  const earliest = Math.max(endTime.getTime() - max * 1000, now.getTime());
  if (latest < earliest) return null;
  return new Date(earliest + random() * (latest - earliest));
}
