/**
 * Turns committed engine outcomes into realtime messages (SPEC.md section 7 'Realtime socket'):
 * bids and state changes to the auction's watchers, balances, wins and carts to the user, and the
 * site-wide latest-bid feed at most once a second.
 */
import { centsToWire, type PlacedBidEvent } from '@blitz/contract';
import type { Database } from '../../db/client';
import type { Realtime } from '../realtime-port';
import { cartItemsOf } from '../cart';
import { blitzCount } from '../wallet';
import type { AcceptedBid } from './bid-paths';
import type { TickOutcome } from './engine';
import type { FinishedAuction } from './finish-auction';
import type { ReleasedBuddy } from './buddy-repository';
import type { LatestBidFeed } from './latest-bid-feed';

export function placedBidEvent(bid: AcceptedBid): PlacedBidEvent {
  return {
    productID: bid.productId,
    bidAmount: centsToWire(bid.priceCents),
    date: bid.placedAt.toISOString(),
    bidder: { nickname: bid.bidder.nickname, profileImage: bid.bidder.profileImage },
    endTime: bid.endTime.toISOString(),
  };
}

export interface AuctionBroadcaster {
  bidAccepted(bid: AcceptedBid): void;
  finished(auction: FinishedAuction): Promise<void>;
  tick(outcome: TickOutcome): Promise<void>;
}

export function createAuctionBroadcaster(db: Database, realtime: Realtime, feed: LatestBidFeed): AuctionBroadcaster {
  const released = (list: ReleasedBuddy[]) => {
    for (const { userId, balance } of list) realtime.toUser(userId, 'new-bids-count', blitzCount(balance));
  };

  const bidAccepted = (bid: AcceptedBid) => {
    const event = placedBidEvent(bid);
    if (bid.buddyLeft === null) {
      realtime.toAuction(bid.productId, 'placed-bid', event);
    } else {
      // Only the owner learns what is left of their buddy's reserve.
      realtime.toAuction(bid.productId, 'placed-bid', event, bid.bidder.userId);
      realtime.toUser(bid.bidder.userId, 'placed-bid', { ...event, currentBidBuddyAmount: bid.buddyLeft });
    }
    if (bid.balance) realtime.toUser(bid.bidder.userId, 'new-bids-count', blitzCount(bid.balance));
    feed.offer(bid);
  };

  const finished = async (auction: FinishedAuction) => {
    const { winner } = auction;
    realtime.toAuction(auction.productId, 'new-auction-state', {
      productID: auction.productId,
      status: auction.status,
      endTime: auction.endTime.toISOString(),
      winner: winner ? { nickname: winner.nickname, profileImage: winner.profileImage } : null,
    });
    released(auction.released);
    if (winner) {
      realtime.toUser(winner.userId, 'won-auction', { auctionID: auction.productId });
      realtime.toUser(winner.userId, 'add-to-cart', { cartItems: await cartItemsOf(db, winner.userId) });
    }
  };

  return {
    bidAccepted,
    finished,
    async tick(outcome) {
      for (const opened of outcome.opened) {
        realtime.toAuction(opened.id, 'new-auction-state', {
          productID: opened.id,
          status: 'Open',
          endTime: opened.endTime.toISOString(),
        });
      }
      for (const { bid, finished: ended } of outcome.buddyBids) {
        bidAccepted(bid);
        if (ended) await finished(ended);
      }
      for (const auction of outcome.finished) await finished(auction);
      released(outcome.released);
    },
  };
}
