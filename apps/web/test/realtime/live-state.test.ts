// Folding pushes into the live state, and merging it into loaded products: bids once, prices
// and end times forward only, states in order, the winner, the buddy.
import type { PlacedBidEvent, ServerSuccessMessage } from '@blitz/contract';
import { describe, expect, it } from 'vitest';
import { INITIAL_LIVE_STATE, applyServerMessage, withoutUser, type LiveState } from '../../src/lib/realtime/live-state';
import { liveFullProduct, liveShortProduct } from '../../src/lib/realtime/live-product';
import { makeBid, makeProduct } from '../lib/product-fixtures';

function bidEvent(amount: string, seconds: number, overrides: Partial<PlacedBidEvent> = {}): PlacedBidEvent {
  return {
    productID: 7,
    bidAmount: amount,
    date: `2025-03-01T10:00:${String(seconds).padStart(2, '0')}.000Z`,
    bidder: { nickname: `bidder-${amount}`, profileImage: null },
    endTime: `2025-03-01T10:00:${String(seconds + 10).padStart(2, '0')}.000Z`,
    ...overrides,
  };
}

function fold(...messages: ServerSuccessMessage[]): LiveState {
  return messages.reduce(applyServerMessage, INITIAL_LIVE_STATE);
}

const placed = (data: PlacedBidEvent): ServerSuccessMessage => ({ event: 'placed-bid', status: 'success', data });

describe('live state', () => {
  it('keeps each bid once, highest first, and moves the end time forward only', () => {
    const state = fold(placed(bidEvent('1.10', 1)), placed(bidEvent('1.30', 3)), placed(bidEvent('1.20', 2)), placed(bidEvent('1.30', 3)));
    const auction = state.auctions.get(7);
    expect(auction?.bids.map((bid) => bid.bidAmount)).toEqual(['1.30', '1.20', '1.10']);
    expect(auction?.endTime).toBe('2025-03-01T10:00:13.000Z');
    expect(auction?.status).toBe('Open');
  });

  it('ends an auction with its winner and releases the buddy', () => {
    const state = fold(placed(bidEvent('1.10', 1, { currentBidBuddyAmount: 4 })), {
      event: 'new-auction-state',
      status: 'success',
      data: { productID: 7, status: 'Ended', winner: { nickname: 'Sam', profileImage: null } },
    });
    expect(state.auctions.get(7)).toMatchObject({ status: 'Ended', winner: { nickname: 'Sam' }, buddy: { active: false, left: 0 } });
  });

  it('keeps user data and forgets it on logout', () => {
    const state = fold(
      { event: 'new-bids-count', status: 'success', data: { bids: 9 } },
      { event: 'favorite-product', status: 'success', data: { favoriteProducts: [1, 2] } },
      { event: 'won-auction', status: 'success', data: { auctionID: 7 } },
      { event: 'won-auction', status: 'success', data: { auctionID: 7 } },
      { event: 'latest-bid', status: 'success', data: { bidAmount: '2.00', bidderLocation: 'Durban', nickname: 'Lu', productImage: null } },
    );
    expect(state).toMatchObject({ balance: 9, favourites: new Set([1, 2]), wonAuctions: [7], latestBid: { seq: 1 } });
    expect(withoutUser(state)).toMatchObject({ balance: null, favourites: null, wonAuctions: [], latestBid: { seq: 1 } });
  });
});

describe('live products', () => {
  it('brings a card up to date but never back in time', () => {
    const card = makeProduct({
      id: 7,
      status: 'Open',
      endTime: '2025-03-01T10:00:20.000Z',
      lastPlacedBid: makeBid({ productID: 7, bidAmount: '1.50' }),
    });
    const older = fold(placed(bidEvent('1.20', 2))).auctions.get(7);
    expect(liveShortProduct(card, older)).toMatchObject({ endTime: '2025-03-01T10:00:20.000Z', lastPlacedBid: { bidAmount: '1.50' } });
    const newer = fold(placed(bidEvent('1.60', 15))).auctions.get(7);
    expect(liveShortProduct(card, newer)).toMatchObject({ endTime: '2025-03-01T10:00:25.000Z', lastPlacedBid: { bidAmount: '1.60' } });
  });

  it('opens, ends and closes by the later of the two states', () => {
    const notStarted = makeProduct({ id: 7, status: 'Not Started', endTime: null });
    const opened = fold({
      event: 'new-auction-state',
      status: 'success',
      data: { productID: 7, status: 'Open', endTime: '2025-03-01T11:00:00.000Z' },
    });
    expect(liveShortProduct(notStarted, opened.auctions.get(7))).toMatchObject({ status: 'Open', endTime: '2025-03-01T11:00:00.000Z' });
    // A page loaded after the end is not reopened by an older live entry.
    expect(liveShortProduct(makeProduct({ id: 7, status: 'Ended' }), opened.auctions.get(7)).status).toBe('Ended');
  });

  it('merges the item page bid list and names the winner', () => {
    const { lastPlacedBid: _drop, ...shared } = makeProduct({ id: 7 });
    const full = {
      ...shared,
      description: '',
      reviews: [],
      additionalImages: [],
      productId: 1,
      lastPlacedBids: [makeBid({ productID: 7, bidAmount: '1.10' })],
    };
    const live = fold(placed(bidEvent('1.20', 2)), {
      event: 'new-auction-state',
      status: 'success',
      data: { productID: 7, status: 'Ended', winner: { nickname: 'bidder-1.20', profileImage: null } },
    }).auctions.get(7);
    const merged = liveFullProduct(full, live);
    expect(merged.lastPlacedBids?.map((bid) => bid.bidAmount)).toEqual(['1.20', '1.10']);
    expect(merged.status).toBe('Ended');
    expect(merged.winner?.nickname).toBe('bidder-1.20');
    // Without the pushed end, the winner is the one the page loaded, never the last bidder.
    expect(liveFullProduct({ ...full, status: 'Ended' }, fold(placed(bidEvent('1.20', 2))).auctions.get(7)).winner).toBeNull();
  });

  it("keeps the user's free and paid Blitz and whether they have won, for the bid-type rule, until they sign out", () => {
    const signedIn = fold({ event: 'new-bids-count', status: 'success', data: { bids: 5, free: 2, paid: 3, hasWon: false } });
    expect(signedIn).toMatchObject({ balance: 5, wallet: { free: 2, paid: 3 }, hasWon: false });
    // A later push without hasWon keeps what is known; one without the parts forgets the old ones.
    const spent = applyServerMessage(signedIn, { event: 'new-bids-count', status: 'success', data: { bids: 4, free: 1, paid: 3 } });
    expect(spent).toMatchObject({ balance: 4, wallet: { free: 1, paid: 3 }, hasWon: false });
    expect(applyServerMessage(spent, { event: 'new-bids-count', status: 'success', data: { bids: 4 } }).wallet).toBeNull();
    const won = applyServerMessage(spent, { event: 'won-auction', status: 'success', data: { auctionID: 7 } });
    expect(won.hasWon).toBe(true);
    expect(withoutUser(won)).toMatchObject({ balance: null, wallet: null, hasWon: null });
  });
});
