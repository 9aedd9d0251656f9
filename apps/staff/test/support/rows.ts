// Rows of the console's lists as the server sends them, each a valid instance of its contract schema.
import type { AuditEntry, StaffAuction, StaffItem, StaffOrder, StaffReportPage, StaffUserPage } from '@blitz/contract';

type ReportRow = StaffReportPage['reports'][number];
type UserRow = StaffUserPage['users'][number];

export const reportRow = (id: number, change: Partial<ReportRow> = {}): ReportRow => ({
  id,
  userId: null,
  fullName: `Reporter ${id}`,
  email: `reporter${id}@example.co.za`,
  cellNumber: '0825550123',
  message: `Problem number ${id}`,
  type: 'Issue',
  status: 'new',
  createdAt: '2026-03-02T10:00:00.000Z',
  ...change,
});

export const userRow = (id: number): UserRow => ({
  id,
  email: `shopper${id}@example.co.za`,
  nickname: `Shopper${id}`,
  freeBlitz: 5,
  paidBlitz: 20,
  banned: id % 2 === 0,
  createdAt: '2026-01-02T09:00:00.000Z',
});

export const orderRow = (id: number, change: Partial<StaffOrder> = {}): StaffOrder => ({
  id,
  userId: 31,
  email: 'ayanda@example.co.za',
  nickname: 'Ayanda',
  status: 'Paid',
  total: '249.00',
  createdAt: '2026-03-01T08:00:00.000Z',
  payBy: null,
  paidAt: '2026-03-01T08:05:00.000Z',
  shippedAt: null,
  deliveredAt: null,
  returnRequestedAt: null,
  returnDecidedAt: null,
  courier: null,
  trackingNumber: null,
  shippingAddress: null,
  items: [{ title: 'Defy kettle', kind: 'auction', quantity: 1, finalPrice: '249.00', auctionId: 90 }],
  ...change,
});

export const auctionRow = (id: number, change: Partial<StaffAuction> = {}): StaffAuction => ({
  id,
  itemId: 12,
  title: `Auction ${id}`,
  description: '',
  departmentId: 3,
  categoryId: 8,
  major: false,
  auctionTime: '2026-03-01T08:00:00.000Z',
  openingSeconds: 3600,
  auctionTimer: 10,
  bidIncrement: '0.10',
  startingAmount: '0.00',
  retailPrice: '899.00',
  buyNowPrice: null,
  buyNowEnabled: true,
  bidType: 'Standard',
  buddyAllowed: true,
  featured: false,
  lockPrice: null,
  status: 'Open',
  currentPrice: '12.30',
  endTime: '2026-03-01T09:00:00.000Z',
  bidCount: 123,
  mainImage: null,
  ...change,
});

export const itemRow = (id: number): StaffItem => ({
  id,
  title: `Product ${id}`,
  description: '',
  texts: {},
  images: [],
  mainImage: null,
  auctions: 2,
  reviewCount: 3,
  rating: 4.25,
});

export const auditRow = (id: number): AuditEntry => ({
  id,
  staffId: 1,
  staffEmail: 'owner@blitz.example.test',
  action: 'auction.update',
  targetType: 'auction',
  targetId: String(id),
  before: { title: 'Old' },
  after: { title: 'New' },
  createdAt: '2026-03-01T08:00:00.000Z',
});
