// What an auction's countdown shows, from the server's data only (SPEC.md section 4, DESIGN.md
// "Auctions"): before the start it counts down to auctionTime; while open it counts down to the
// server's end time, capped by the bid timer once the end time is set by the last bid (the
// "min(timer, seconds to end)" rule); closed and ended auctions show no clock.
import { remainingSeconds, toEpochMs, type PlacedBid, type SharedProduct } from '@blitz/contract';

export type ClockProduct = Pick<SharedProduct, 'status' | 'auctionTime' | 'endTime' | 'auctionTimer'> & {
  lastPlacedBid?: PlacedBid | null;
};

export type AuctionClock =
  | { phase: 'starts'; seconds: number }
  | { phase: 'ends'; seconds: number }
  /** Open, but the server has not set an end time yet. */
  | { phase: 'live' }
  | { phase: 'over' };

/** Seconds under which the countdown is shown as urgent. */
export const URGENT_SECONDS = 10;

function endIsSetByLastBid(product: ClockProduct): boolean {
  const { lastPlacedBid, endTime, auctionTimer } = product;
  if (!lastPlacedBid || !endTime) return false;
  return toEpochMs(endTime) - toEpochMs(lastPlacedBid.date) <= auctionTimer * 1000;
}

export function auctionClock(product: ClockProduct, now: number): AuctionClock {
  switch (product.status) {
    case 'Not Started':
      return { phase: 'starts', seconds: remainingSeconds({ endTime: product.auctionTime, now }) };
    case 'Open': {
      if (!product.endTime) return { phase: 'live' };
      const auctionTimer = endIsSetByLastBid(product) ? product.auctionTimer : null;
      return { phase: 'ends', seconds: remainingSeconds({ auctionTimer, endTime: product.endTime, now }) };
    }
    default:
      return { phase: 'over' };
  }
}

export function isUrgent(clock: AuctionClock): boolean {
  return clock.phase === 'ends' && clock.seconds < URGENT_SECONDS;
}
