// Wire-valid products for tests; every helper returns data that passes the contract's schemas.
import type { HomePageItems, PlacedBid, ShortProduct } from '@blitz/contract';

let nextId = 1;

export function makeBid(overrides: Partial<PlacedBid> = {}): PlacedBid {
  return {
    productID: 1,
    bidAmount: '1234.50',
    date: '2025-03-01T10:00:00.000Z',
    bidder: { nickname: 'ThandiW', profileImage: null },
    ...overrides,
  };
}

export function makeProduct(overrides: Partial<ShortProduct> = {}): ShortProduct {
  const id = overrides.id ?? nextId++;
  return {
    id,
    title: `Samsung Galaxy A55 ${id}`,
    categoryID: 3,
    startingAmount: '0.00',
    mainImage: { full: `/media/catalogue/phone-${id}.webp`, thumb: `/media/catalogue/phone-${id}-thumb.webp` },
    auctionTime: '2025-03-01T08:00:00.000Z',
    endTime: '2025-03-01T10:00:10.000Z',
    bidType: 'Standard',
    status: 'Open',
    bidBuddy: true,
    activeBuddy: false,
    buyNow: true,
    auctionTimer: 10,
    buyNowPrice: '8999.00',
    currentBidBuddyAmount: 0,
    winner: null,
    lastPlacedBid: makeBid({ productID: id }),
    ...overrides,
  };
}

export function makeHomePage(overrides: Partial<HomePageItems> = {}): HomePageItems {
  return {
    featuredProducts: [makeProduct({ title: 'Featured TV' })],
    products: [makeProduct(), makeProduct()],
    totalsProducts: 2,
    ...overrides,
  };
}
