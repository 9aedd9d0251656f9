import type { ShortProduct } from '@blitz/contract';
import { describe, expect, it } from 'vitest';
import { nextMajorAuction } from '../../src/features/auth/sign-in-steps';

const at = (id: number, offsetMs: number) =>
  ({ id, auctionTime: new Date(1_000_000_000_000 + offsetMs).toISOString() }) as unknown as ShortProduct;

describe('nextMajorAuction', () => {
  it('picks the earliest auction that starts in the future', () => {
    const products = [at(1, -5000), at(2, 90_000), at(3, 30_000), at(4, 60_000)];
    expect(nextMajorAuction(products, 1_000_000_000_000)?.id).toBe(3);
  });

  it('is null when every major auction has started', () => {
    expect(nextMajorAuction([at(1, -1)], 1_000_000_000_000)).toBeNull();
  });
});
