// Sample wire data shaped as SPEC.md section 3 describes it, shared by the schema tests.
import type { FullProduct, PlacedBid, ShortProduct } from '../src/index';

export const placedBid: PlacedBid = {
  productID: 7,
  bidAmount: '12.40',
  date: '2025-02-15T08:00:05.000Z',
  bidder: { nickname: 'Lerato', profileImage: null },
};

export const shortProduct: ShortProduct = {
  id: 7,
  title: 'Smartphone X 128 GB',
  categoryID: 3,
  startingAmount: '0.00',
  mainImage: { full: '/media/catalogue/electronics/smartphone-x.webp', thumb: '/media/t.webp' },
  auctionTime: '2025-02-15T08:00:00.000Z',
  endTime: '2025-02-15T09:00:00.000Z',
  bidType: 'Standard',
  status: 'Open',
  bidBuddy: true,
  activeBuddy: false,
  buyNow: true,
  auctionTimer: 10,
  buyNowPrice: '7999.00',
  currentBidBuddyAmount: 0,
  winner: null,
  lastPlacedBid: placedBid,
};

const { lastPlacedBid: _unused, ...shared } = shortProduct;

export const fullProduct: FullProduct = {
  ...shared,
  description: 'A phone.',
  reviews: [
    {
      nickname: 'Sipho',
      profileImage: '/media/u.webp',
      date: '2025-01-02T10:00:00.000Z',
      rating: 4.5,
      review: 'Great',
    },
  ],
  additionalImages: [{ full: '/media/a.webp' }],
  lastPlacedBids: [placedBid],
  productId: 70,
};

export const shippingFields = {
  title: 'Home',
  recipientName: 'Thandi Nkosi',
  recipientMobile: '082 123 4567',
  streetAddress: '12 Long Street',
  complex: '',
  suburb: 'Gardens',
  city: 'Cape Town',
  province: 'Western Cape',
  postalCode: '8001',
  country: 'South Africa',
} as const;

export const sha256Hex = 'ab'.repeat(32);
