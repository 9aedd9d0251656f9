import { describe, expect, it } from 'vitest';
import { checkBidType, type BidTypeCheck } from '../src/bid-types';

const bidder: BidTypeCheck = { bidType: 'Standard', priceCents: 500, lockPriceCents: null, hasWon: false, hasBid: false, free: 1, paid: 1 };

describe('checkBidType', () => {
  it('spends free Blitz first, then paid ones, and refuses without either', () => {
    expect(checkBidType(bidder)).toEqual({ ok: true, paid: false });
    expect(checkBidType({ ...bidder, free: 0 })).toEqual({ ok: true, paid: true });
    expect(checkBidType({ ...bidder, free: 0, paid: 0 })).toEqual({ ok: false, reason: 'no-blitz' });
  });

  it('takes only paid Blitz on Paid Blitz only auctions', () => {
    expect(checkBidType({ ...bidder, bidType: 'Paid Blitz only' })).toEqual({ ok: true, paid: true });
    expect(checkBidType({ ...bidder, bidType: 'Paid Blitz only', paid: 0, free: 9 })).toEqual({ ok: false, reason: 'no-blitz' });
  });

  it('refuses past winners on Beginner auctions', () => {
    expect(checkBidType({ ...bidder, bidType: 'Beginner', hasWon: true })).toEqual({ ok: false, reason: 'beginner-only' });
    expect(checkBidType({ ...bidder, bidType: 'Beginner' }).ok).toBe(true);
  });

  it('lets only those who bid before go on past the lock point', () => {
    const locked = { ...bidder, bidType: 'Locked' as const, lockPriceCents: 500 };
    expect(checkBidType(locked)).toEqual({ ok: false, reason: 'locked' });
    expect(checkBidType({ ...locked, hasBid: true }).ok).toBe(true);
    expect(checkBidType({ ...locked, priceCents: 490 }).ok).toBe(true);
  });
});
