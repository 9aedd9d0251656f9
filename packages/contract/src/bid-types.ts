// What each bid type of DESIGN.md 'Auctions' asks of a bidder, written once: Beginner auctions
// refuse those who have won before, Locked ones past their lock point refuse those who never bid
// on them, Paid Blitz only ones take no free Blitz, and elsewhere free Blitz go first. The
// server's bid rules decide with it (and its SQL guard is checked against them).
import { BID_COST_BLITZ, type BidRefusal, type BidType } from './constants';

/** The bid type whose bids only paid Blitz may pay for. */
export const PAID_ONLY_BID_TYPE = 'Paid Blitz only' satisfies BidType;

export interface BidTypeCheck {
  bidType: BidType;
  priceCents: number;
  lockPriceCents: number | null;
  /** The bidder has won an auction before. */
  hasWon: boolean;
  /** The bidder has bid on this auction before. */
  hasBid: boolean;
  /** Free and paid Blitz the bid may be paid from (a balance, or a buddy's reserve). */
  free: number;
  paid: number;
}

type BidTypeAnswer = { ok: true; paid: boolean } | { ok: false; reason: BidRefusal };

/** The Beginner rule alone: a shopper who has won before may not bid (the win limits' notice asks it). */
export function beginnerRefuses(bidType: string, hasWon: boolean): boolean {
  return bidType === 'Beginner' && hasWon;
}

/** Whether the auction's bid type lets this bidder bid, and whether a paid Blitz pays for it. */
export function checkBidType(s: BidTypeCheck): BidTypeAnswer {
  if (beginnerRefuses(s.bidType, s.hasWon)) return { ok: false, reason: 'beginner-only' };
  if (s.bidType === 'Locked' && s.lockPriceCents !== null && s.priceCents >= s.lockPriceCents && !s.hasBid) {
    return { ok: false, reason: 'locked' };
  }
  if (s.bidType === PAID_ONLY_BID_TYPE) return s.paid >= BID_COST_BLITZ ? { ok: true, paid: true } : { ok: false, reason: 'no-blitz' };
  if (s.free >= BID_COST_BLITZ) return { ok: true, paid: false };
  if (s.paid >= BID_COST_BLITZ) return { ok: true, paid: true };
  return { ok: false, reason: 'no-blitz' };
}
