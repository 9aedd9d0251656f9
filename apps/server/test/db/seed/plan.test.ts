import { AUCTION_STATUSES, BID_TYPES } from '@blitz/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config';
import { loadManifests, type CatalogueManifests } from '../../../src/db/seed/manifest';
import { buildSeedPlan, type SeedPlan } from '../../../src/db/seed/plan';
import { captionPriceCents } from '../../../src/db/seed/plan-auctions';
import { bidderSequence } from '../../../src/db/seed/plan-bids';
import { createRandom } from '../../../src/db/seed/random';

const now = new Date('2026-03-01T10:00:00.000Z');
let manifests: CatalogueManifests;
let plan: SeedPlan;

beforeAll(async () => {
  manifests = await loadManifests(loadConfig({ DATA_DIR: 'memory://' }).catalogueDir);
  plan = buildSeedPlan(manifests, now);
});

describe('demo seed plan', () => {
  it('is deterministic for the same seed and time, and differs for another seed', () => {
    expect(JSON.stringify(buildSeedPlan(manifests, now))).toBe(JSON.stringify(plan));
    expect(JSON.stringify(buildSeedPlan(manifests, now, 7))).not.toBe(JSON.stringify(plan));
  });

  it('has at least 60 auctions covering every status and bid type', () => {
    expect(plan.auctions.length).toBeGreaterThanOrEqual(60);
    expect(new Set(plan.auctions.map((a) => a.status))).toEqual(new Set(AUCTION_STATUSES));
    expect(new Set(plan.auctions.map((a) => a.bidType))).toEqual(new Set(BID_TYPES));
  });

  it('has at least 4 major auctions, one of them starting in the future', () => {
    const majors = plan.auctions.filter((a) => a.categorySlug === null);
    expect(majors.length).toBeGreaterThanOrEqual(4);
    expect(majors.some((a) => a.status === 'Not Started' && a.auctionTime > now)).toBe(true);
  });

  it('keeps live auctions live relative to now', () => {
    for (const auction of plan.auctions) {
      if (auction.status === 'Open') {
        expect(auction.auctionTime.getTime()).toBeLessThan(now.getTime());
        expect(auction.endTime!.getTime()).toBeGreaterThan(now.getTime());
      } else if (auction.status === 'Not Started') {
        expect(auction.auctionTime.getTime()).toBeGreaterThan(now.getTime());
        expect(auction.bids).toHaveLength(0);
      } else {
        expect(auction.endTime!.getTime()).toBeLessThan(now.getTime());
      }
    }
    expect(plan.auctions.filter((a) => a.status === 'Open').length).toBeGreaterThanOrEqual(15);
  });

  it('ends Ended auctions with the last bidder as winner and Closed ones without bids', () => {
    for (const auction of plan.auctions) {
      if (auction.status === 'Ended') {
        expect(auction.bids.length).toBeGreaterThan(0);
        expect(auction.winner).toBe(auction.bids.at(-1)!.person);
        expect(auction.bids.at(-1)!.placedAt.getTime()).toBe(auction.endTime!.getTime() - auction.auctionTimer * 1000);
      } else {
        expect(auction.winner).toBeNull();
      }
      if (auction.status === 'Closed') expect(auction.bids).toHaveLength(0);
    }
  });

  it('places bids by the rules: rising by the increment, in time order, never twice in a row, before the clock runs out', () => {
    for (const auction of plan.auctions) {
      let end = auction.auctionTime.getTime() + auction.openingSeconds * 1000;
      auction.bids.forEach((bid, k) => {
        expect(bid.placedAt.getTime()).toBeLessThan(end);
        end = Math.max(end, bid.placedAt.getTime() + auction.auctionTimer * 1000);
        expect(bid.endTime.getTime()).toBe(end);
        expect(bid.amountCents).toBe(auction.startingAmountCents + (k + 1) * auction.bidIncrementCents);
        const previous = auction.bids[k - 1];
        if (previous) {
          expect(bid.person).not.toBe(previous.person);
          expect(bid.placedAt.getTime()).toBeGreaterThan(previous.placedAt.getTime());
        }
        expect(bid.placedAt.getTime()).toBeGreaterThanOrEqual(auction.auctionTime.getTime());
      });
      const price = auction.startingAmountCents + auction.bids.length * auction.bidIncrementCents;
      expect(price).toBeLessThan(auction.retailPriceCents * 0.9);
      if (auction.status !== 'Not Started') expect(auction.endTime?.getTime()).toBe(end);
      if (auction.status === 'Ended' || auction.status === 'Closed') expect(auction.closedAt?.getTime()).toBe(end);
    }
  });

  it('lets only never-winners bid on Beginner auctions and only earlier bidders past a lock', () => {
    const winners = new Set(plan.auctions.flatMap((a) => (a.winner === null ? [] : [a.winner])));
    for (const auction of plan.auctions) {
      if (auction.bidType === 'Beginner') {
        for (const bid of auction.bids) expect(winners.has(bid.person)).toBe(false);
      }
      if (auction.bidType === 'Locked' && auction.lockPriceCents !== null) {
        const before = new Set(auction.bids.filter((b) => b.amountCents <= auction.lockPriceCents!).map((b) => b.person));
        const after = auction.bids.filter((b) => b.amountCents > auction.lockPriceCents!);
        if (before.size >= 2) for (const bid of after) expect(before.has(bid.person)).toBe(true);
      }
    }
  });

  it('gives each winner photo an ended auction won by the person in the caption at the caption price', () => {
    for (const photo of manifests.winners) {
      const auction = plan.auctions.find((a) => a.winnerPhoto?.file === photo.file);
      expect(auction?.status).toBe('Ended');
      const winner = plan.people[auction!.winner!]!;
      expect(photo.caption.startsWith(`${winner.firstName} from ${winner.location}`)).toBe(true);
      const price = captionPriceCents(photo.caption);
      if (price !== null) expect(auction!.bids.at(-1)!.amountCents).toBe(price);
    }
  });

  it('keeps every wallet consistent: ledger sums equal balances, never below zero', () => {
    plan.people.forEach((_, person) => {
      const entries = plan.wallets.ledger.filter((e) => e.person === person).sort((a, b) => a.at.getTime() - b.at.getTime());
      let free = 0;
      let paid = 0;
      for (const entry of entries) {
        if (entry.paid) paid += entry.delta;
        else free += entry.delta;
        expect(free).toBeGreaterThanOrEqual(0);
        expect(paid).toBeGreaterThanOrEqual(0);
      }
      expect({ free, paid }).toEqual(plan.wallets.balances[person]);
    });
    const bidCount = plan.auctions.reduce((sum, a) => sum + a.bids.length, 0);
    expect(plan.wallets.ledger.filter((e) => e.kind === 'bid')).toHaveLength(bidCount);
  });

  it('spends only paid Blitz on Paid Blitz only auctions', () => {
    plan.auctions.forEach((auction, a) => {
      if (auction.bidType === 'Paid Blitz only') expect(plan.wallets.bidPaid[a]!.every(Boolean)).toBe(true);
    });
  });

  it('gives the demo people unique nicknames', () => {
    const nicknames = plan.people.map((p) => p.nickname.toLowerCase());
    expect(new Set(nicknames).size).toBe(nicknames.length);
    expect(plan.people.length).toBeGreaterThanOrEqual(12);
  });
});

describe('bidderSequence', () => {
  it('ends with the forced winner and never repeats a bidder back to back', () => {
    const random = createRandom(1);
    for (let count = 1; count < 40; count += 1) {
      const sequence = bidderSequence(random, { count, pool: [1, 2, 3], lastBidder: 9 });
      expect(sequence).toHaveLength(count);
      expect(sequence.at(-1)).toBe(9);
      sequence.forEach((person, i) => i > 0 && expect(person).not.toBe(sequence[i - 1]));
    }
  });

  it('refuses a pool too small to alternate', () => {
    expect(() => bidderSequence(createRandom(1), { count: 3, pool: [1, 2] })).toThrow(RangeError);
  });
});

describe('demo seed rewards', () => {
  it('give each person at most one daily check-in per South African day, whatever the hour of seeding', () => {
    for (let hour = 0; hour < 24; hour += 1) {
      const at = new Date(Date.UTC(2026, 10, 23, hour, 50));
      const { rewards } = buildSeedPlan(manifests, at).wallets;
      const checkIns = rewards.filter((reward) => reward.kind === 'dailyCheckIn');
      expect(checkIns.length).toBeGreaterThan(0);
      const keys = checkIns.map((reward) => `${reward.person}/${reward.dateKey}`);
      expect(new Set(keys).size, `seeded at ${at.toISOString()}`).toBe(keys.length);
    }
  });
});
