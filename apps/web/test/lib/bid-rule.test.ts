// The bid button's rule is the contract's checkBidType, fed with what the server has told this
// viewer; what is not known yet leaves the bid to the server.
import { describe, expect, it } from 'vitest';
import { bidTypeRefusal, type ViewerStanding } from '../../src/lib/bid-rule';

const known: ViewerStanding = { wallet: { free: 3, paid: 0 }, balance: 3, hasWon: false, hasBid: false };
const unknown: ViewerStanding = { wallet: null, balance: null, hasWon: null, hasBid: null };

describe('bidTypeRefusal', () => {
  it('lets a bidder with Blitz bid on a Standard auction, and sends one without to buy', () => {
    expect(bidTypeRefusal({ bidType: 'Standard' }, '1.00', known)).toBeNull();
    expect(bidTypeRefusal({ bidType: 'Standard' }, '1.00', { ...known, wallet: { free: 0, paid: 0 }, balance: 0 })).toBe('no-blitz');
  });

  it('takes no free Blitz on a Paid Blitz only auction', () => {
    expect(bidTypeRefusal({ bidType: 'Paid Blitz only' }, '1.00', known)).toBe('no-blitz');
    expect(bidTypeRefusal({ bidType: 'Paid Blitz only' }, '1.00', { ...known, wallet: { free: 3, paid: 1 }, balance: 4 })).toBeNull();
  });

  it('refuses past winners on a Beginner auction', () => {
    expect(bidTypeRefusal({ bidType: 'Beginner' }, '1.00', { ...known, hasWon: true })).toBe('beginner-only');
    expect(bidTypeRefusal({ bidType: 'Beginner' }, '1.00', known)).toBeNull();
  });

  it('refuses newcomers on a Locked auction from its lock point on', () => {
    const locked = { bidType: 'Locked' as const, lockPrice: '5.00' };
    expect(bidTypeRefusal(locked, '4.90', known)).toBeNull();
    expect(bidTypeRefusal(locked, '5.00', known)).toBe('locked');
    expect(bidTypeRefusal(locked, '5.00', { ...known, hasBid: true })).toBeNull();
  });

  it('leaves the bid to the server while the standing is unknown', () => {
    for (const product of [
      { bidType: 'Paid Blitz only' as const },
      { bidType: 'Beginner' as const },
      { bidType: 'Locked' as const, lockPrice: '1.00' },
    ]) {
      expect(bidTypeRefusal(product, '9.00', unknown)).toBeNull();
    }
    expect(bidTypeRefusal({ bidType: 'Standard' }, '1.00', { ...unknown, balance: 0 })).toBe('no-blitz');
  });

  it('does not trust a wallet that no longer adds up to the balance', () => {
    // The bid's acknowledgement brought the new balance before the push with its parts.
    expect(bidTypeRefusal({ bidType: 'Paid Blitz only' }, '1.00', { ...known, wallet: { free: 0, paid: 1 }, balance: 0 })).toBe('no-blitz');
    expect(bidTypeRefusal({ bidType: 'Paid Blitz only' }, '1.00', { ...known, wallet: { free: 1, paid: 0 }, balance: 2 })).toBeNull();
  });
});
