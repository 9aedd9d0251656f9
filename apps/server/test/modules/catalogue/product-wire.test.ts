import { shortProductSchema } from '@blitz/contract';
import { describe, expect, it } from 'vitest';
import { toShortProduct } from '../../../src/modules/catalogue/product-wire';
import type { ProductRow } from '../../../src/modules/catalogue/repository';

const base: ProductRow = {
  id: 7,
  itemId: 3,
  title: 'Kettle Braai',
  description: 'Round and black.',
  categoryId: null,
  departmentId: 2,
  retailPriceCents: 249_900,
  startingAmountCents: 0,
  currentPriceCents: 1_230,
  bidIncrementCents: 10,
  lockPriceCents: null,
  auctionTime: new Date('2026-01-01T08:00:00Z'),
  openingSeconds: 3600,
  endTime: new Date('2026-01-01T09:00:00Z'),
  auctionTimer: 10,
  bidType: 'Standard',
  status: 'Open',
  winnerId: null,
  leaderId: null,
  buddyDueAt: null,
  bidCount: 123,
  lastBidAt: null,
  featured: false,
  buyNowEnabled: true,
  buyNowPriceCents: null,
  buddyAllowed: true,
  closedAt: null,
  createdAt: new Date('2025-12-31T08:00:00Z'),
  updatedAt: new Date('2025-12-31T08:00:00Z'),
};

describe('toShortProduct', () => {
  it('shapes a major auction for the wire', () => {
    const card = toShortProduct(base, null, {
      productId: 7,
      userId: 3,
      amountCents: 1_230,
      placedAt: new Date('2026-01-01T08:30:00Z'),
      nickname: 'KasiKing',
      profileImage: null,
    });
    expect(shortProductSchema.parse(card)).toEqual(card);
    expect(card).toMatchObject({
      categoryID: 0,
      startingAmount: '0.00',
      buyNowPrice: '2499.00',
      auctionTime: '2026-01-01T08:00:00.000Z',
      endTime: '2026-01-01T09:00:00.000Z',
      bidBuddy: true,
      buyNow: true,
      lastPlacedBid: { productID: 7, bidAmount: '12.30', bidder: { nickname: 'KasiKing', profileImage: null } },
    });
  });

  it('closes buy now and the buddy once an auction is over', () => {
    const card = toShortProduct({ ...base, status: 'Ended', categoryId: 4 }, { full: '/media/catalogue/x.webp' }, undefined);
    expect(card).toMatchObject({ categoryID: 4, buyNow: false, bidBuddy: false, lastPlacedBid: null, winner: null });
  });

  it('names the winner the auction row names, told by its latest bid, and nobody while it runs', () => {
    const latest = {
      productId: 7,
      userId: 3,
      amountCents: 1_240,
      placedAt: new Date('2026-01-01T08:59:59Z'),
      nickname: 'KasiKing',
      profileImage: null,
    };
    expect(toShortProduct({ ...base, status: 'Ended', winnerId: 3 }, null, latest).winner).toEqual({
      nickname: 'KasiKing',
      profileImage: null,
    });
    expect(toShortProduct({ ...base, status: 'Open', winnerId: null }, null, latest).winner).toBeNull();
    expect(toShortProduct({ ...base, status: 'Ended', winnerId: 4 }, null, latest).winner).toBeNull();
  });
});
