import { describe, expect, it } from 'vitest';
import {
  cartItemSchema,
  departmentSchema,
  fullProductSchema,
  imageSchema,
  latestBidSchema,
  moneySchema,
  orderFilterOptionsSchema,
  orderItemSchema,
  paginationSchema,
  placedBidSchema,
  rewardHistorySchema,
  sessionUserSchema,
  shippingProfileSchema,
  shortProductSchema,
  tokenClaimsSchema,
} from '../src/index';
import { fullProduct, placedBid, shippingFields, shortProduct } from './fixtures';

describe('moneySchema', () => {
  it.each(['0.00', '0.10', '12.40', '1234.50', '1000000.00'])('accepts %s', (value) => {
    expect(moneySchema.safeParse(value).success).toBe(true);
  });

  it.each(['12', '12.4', '12.400', '-1.00', '01.00', '1,234.50', 'R12.00', ' 1.00', ''])('rejects %j', (value) =>
    expect(moneySchema.safeParse(value).success).toBe(false),
  );

  it('rejects numbers', () => {
    expect(moneySchema.safeParse(12.4).success).toBe(false);
  });
});

describe('products', () => {
  it('accepts a listing card with and without a last bid', () => {
    expect(shortProductSchema.parse(shortProduct)).toEqual(shortProduct);
    expect(shortProductSchema.safeParse({ ...shortProduct, lastPlacedBid: null }).success).toBe(true);
  });

  it('accepts a major auction (categoryID 0) without image or end time', () => {
    const major = { ...shortProduct, categoryID: 0, mainImage: null, endTime: null };
    expect(shortProductSchema.safeParse(major).success).toBe(true);
  });

  it('requires lastPlacedBid on a card and rejects wrong field spellings', () => {
    const { lastPlacedBid: _omit, ...noBid } = shortProduct;
    expect(shortProductSchema.safeParse(noBid).success).toBe(false);
    const { categoryID, ...rest } = shortProduct;
    expect(shortProductSchema.safeParse({ ...rest, categoryId: categoryID }).success).toBe(false);
  });

  it.each([
    ['an unknown status', { status: 'Running' }],
    ['an unknown bid type', { bidType: 'Gold' }],
    ['a numeric price', { buyNowPrice: 7999 }],
    ['a date without zone', { auctionTime: '2025-02-15 08:00' }],
    ['a negative timer', { auctionTimer: -1 }],
    ['a fractional id', { id: 1.5 }],
  ])('rejects %s', (_label, change) => {
    expect(shortProductSchema.safeParse({ ...shortProduct, ...change }).success).toBe(false);
  });

  it('accepts every status and bid type of DESIGN.md', () => {
    for (const status of ['Not Started', 'Open', 'Closed', 'Ended']) {
      expect(shortProductSchema.safeParse({ ...shortProduct, status }).success).toBe(true);
    }
    for (const bidType of ['Standard', 'Beginner', 'Paid Blitz only', 'Locked']) {
      expect(shortProductSchema.safeParse({ ...shortProduct, bidType }).success).toBe(true);
    }
  });

  it('accepts a full product and makes lastPlacedBids optional', () => {
    expect(fullProductSchema.parse(fullProduct)).toEqual(fullProduct);
    const { lastPlacedBids: _omit, ...rest } = fullProduct;
    expect(fullProductSchema.safeParse(rest).success).toBe(true);
    expect(fullProductSchema.safeParse({ ...fullProduct, productId: undefined }).success).toBe(false);
  });
});

describe('other entities', () => {
  it('accepts a placed bid with an optional buddy amount', () => {
    expect(placedBidSchema.safeParse({ ...placedBid, currentBidBuddyAmount: 3 }).success).toBe(true);
    expect(placedBidSchema.safeParse({ ...placedBid, bidder: { nickname: 'x' } }).success).toBe(false);
  });

  it('checks images', () => {
    expect(imageSchema.safeParse({ full: '/media/a.webp' }).success).toBe(true);
    expect(imageSchema.safeParse({ full: '' }).success).toBe(false);
    expect(imageSchema.safeParse('/media/a.webp').success).toBe(false);
  });

  it('accepts a department with categories', () => {
    const department = {
      id: 1,
      department: 'Electronics',
      banner: { full: '/media/b.webp' },
      subDepartments: [{ id: 3, name: 'Phones', thumb: '/media/p.webp' }],
    };
    expect(departmentSchema.safeParse(department).success).toBe(true);
    expect(departmentSchema.safeParse({ ...department, subDepartments: undefined }).success).toBe(false);
  });

  it('accepts orders with any status and pairs as filter options', () => {
    const order = {
      id: 1,
      title: 'Kettle',
      price: '100.00',
      finalPrice: '12.30',
      discount: '87.70',
      quantity: 1,
      status: 'Some future status',
      date: '2025-02-15T08:00:00.000Z',
      mainImage: null,
      auctionId: 4,
      uploadedPhoto: '/media/w.webp',
    };
    expect(orderItemSchema.safeParse(order).success).toBe(true);
    expect(orderFilterOptionsSchema.safeParse({ status: [['Paid', 'Paid']] }).success).toBe(true);
    expect(orderFilterOptionsSchema.safeParse({ status: [['Paid']] }).success).toBe(false);
  });

  it('accepts cart items of both types only', () => {
    const item = { amount: 99, type: 'bids', name: '50 Blitz', productId: 1, quantity: 1 };
    expect(cartItemSchema.safeParse(item).success).toBe(true);
    expect(cartItemSchema.safeParse({ ...item, type: 'gift' }).success).toBe(false);
  });

  it('accepts a latest bid and a reward history', () => {
    const latest = { bidAmount: '3.10', bidderLocation: 'Durban', nickname: 'Ayanda', productImage: null };
    expect(latestBidSchema.safeParse(latest).success).toBe(true);
    const history = {
      dates: ['2025-02-14', '2025-02-15'],
      earned: [{ id: 1, reward: 'dailyCheckIn', amount: 1 }],
    };
    expect(rewardHistorySchema.safeParse(history).success).toBe(true);
    expect(rewardHistorySchema.safeParse({ ...history, dates: ['yesterday'] }).success).toBe(false);
  });

  it('checks shipping profiles: province, four-digit postal code, phone, country', () => {
    const profile = { id: 2, ...shippingFields };
    expect(shippingProfileSchema.safeParse(profile).success).toBe(true);
    for (const change of [{ province: 'Gauteng Province' }, { postalCode: '800' }, { recipientMobile: '12345' }, { country: 'Namibia' }]) {
      expect(shippingProfileSchema.safeParse({ ...profile, ...change }).success).toBe(false);
    }
  });

  it('checks session users and token claims', () => {
    const user = { uuid: 'u', email: 'a@b.co', nickname: 'n', bidToken: 't' };
    expect(sessionUserSchema.safeParse(user).success).toBe(true);
    expect(tokenClaimsSchema.safeParse(user).success).toBe(false);
    expect(tokenClaimsSchema.safeParse({ ...user, exp: 1, lastCheckedIn: null }).success).toBe(true);
  });

  it('bounds pagination', () => {
    expect(paginationSchema.safeParse({ pageNumber: 1, pageSize: 100 }).success).toBe(true);
    expect(paginationSchema.safeParse({ pageNumber: 0, pageSize: 10 }).success).toBe(false);
    expect(paginationSchema.safeParse({ pageNumber: 1, pageSize: 101 }).success).toBe(false);
    expect(paginationSchema.safeParse({ pageNumber: '1', pageSize: 10 }).success).toBe(false);
  });
});
