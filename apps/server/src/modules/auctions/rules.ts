/**
 * The bid rules of DESIGN.md 'Auctions' as pure functions: whether a bid is accepted (and what it
 * does to price, clock and wallet). The engine feeds them rows it has locked, so the answer holds
 * when it writes. `rule-sql.ts` is their SQL form for the one-statement bid, built from the same
 * constants; a property test keeps the two in agreement.
 */
import {
  AUCTION_END_RETAIL_PERCENT,
  checkBidType,
  endTimeAfterBid,
  WIN_LIMITS,
  type AuctionStatus,
  type BidRefusal,
  type BidType,
  type WinLimits,
} from '@blitz/contract';

/**
 * What the win limits count for a bid, this auction left out: auctions won within the limit's
 * window and auctions led now (each of which may become a win). `major`: the bidder's major ones
 * in WIN_LIMITS.majorDays; `shopper`: the bidder's in WIN_LIMITS.weekDays; `address`: those of
 * every shopper sharing one of the bidder's delivery addresses (the bidder too) in weekDays, 0
 * without an address.
 */
export interface WinCounts {
  major: number;
  shopper: number;
  address: number;
}

/** The win limit a bid would pass (see WIN_LIMITS), or null. `major`: the auction is a major one. */
export function winLimitRefusal(counts: WinCounts, major: boolean, limits: WinLimits = WIN_LIMITS): BidRefusal | null {
  if (major && counts.major >= limits.majorWins) return 'major-limit';
  if (counts.shopper >= limits.weeklyPerShopper) return 'weekly-limit';
  if (counts.address >= limits.weeklyPerAddress) return 'address-limit';
  return null;
}

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
  /** A major auction (categoryID 0). */
  major: boolean;
  /** The bidder's standing against the win limits, read after taking their turn. */
  wins: WinCounts;
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

export function decideBid(s: BidState): BidDecision {
  if (s.status === 'Not Started') return refuse('not-open');
  if (s.status !== 'Open' || !s.endTime || s.now.getTime() >= s.endTime.getTime()) return refuse('ended');
  if (s.leaderId === s.userId) return refuse('leading');
  const payment = checkBidType(s);
  if (!payment.ok) return refuse(payment.reason);
  const limit = winLimitRefusal(s.wins, s.major);
  if (limit) return refuse(limit);

  const priceCents = s.priceCents + s.incrementCents;
  return {
    ok: true,
    paid: payment.paid,
    priceCents,
    endTime: endTimeAfterBid(s.endTime, s.now, s.auctionTimer),
    endsNow: reachesRetailLimit(priceCents, s.retailCents),
  };
}
