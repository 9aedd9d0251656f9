/**
 * Plans the demo Blitz wallets so they obey DESIGN.md: rewards add free Blitz, bid packs add paid
 * ones, every bid and BidBuddy reserve spends free Blitz first (paid only on 'Paid Blitz only'
 * auctions), each change is a ledger entry, and no balance ever dips below zero.
 */
import { DEFAULT_BID_PACKS, TIME_ZONE, type RewardType } from '@blitz/contract';
import type { LedgerKind } from '../tables/values';
import type { PlannedAuction } from './plan-auctions';
import type { Random } from './random';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface PlannedReward {
  person: number;
  kind: RewardType;
  amount: number;
  dateKey: string;
  at: Date;
}

export interface PlannedBuddy {
  person: number;
  auction: number;
  reserved: number;
  fromFree: number;
  fromPaid: number;
  at: Date;
}

export interface PlannedPurchase {
  person: number;
  pack: number;
  bids: number;
  priceCents: number;
  at: Date;
}

export type LedgerSource =
  | { type: 'bid'; auction: number; bid: number }
  | { type: 'reward'; reward: number }
  | { type: 'purchase'; purchase: number }
  | { type: 'buddy'; buddy: number };

export interface PlannedLedgerEntry {
  person: number;
  delta: number;
  kind: LedgerKind;
  paid: boolean;
  at: Date;
  source: LedgerSource;
}

export interface WalletPlan {
  rewards: PlannedReward[];
  purchases: PlannedPurchase[];
  buddies: PlannedBuddy[];
  ledger: PlannedLedgerEntry[];
  /** paid flag of each bid, by auction index then bid index. */
  bidPaid: boolean[][];
  balances: { free: number; paid: number }[];
}

/** The South African calendar day of a moment, e.g. 2026-01-31. */
export const southAfricanDay = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: TIME_ZONE });

type Event =
  | { at: Date; kind: 'reward'; index: number }
  | { at: Date; kind: 'bid'; auction: number; bid: number; paidOnly: boolean }
  | { at: Date; kind: 'buddy'; index: number; paidOnly: boolean };

/** Pack indexes whose Blitz add up to at least `needed`. */
function packsFor(needed: number): number[] {
  const packs: number[] = [];
  let remaining = needed;
  const largest = DEFAULT_BID_PACKS.length - 1;
  while (remaining > 0) {
    const fit = DEFAULT_BID_PACKS.findIndex((pack) => pack.bids >= remaining);
    const pack = fit === -1 ? largest : fit;
    packs.push(pack);
    remaining -= DEFAULT_BID_PACKS[pack]?.bids ?? remaining;
  }
  return packs;
}

export function planWallets(people: number, auctions: readonly PlannedAuction[], random: Random, now: Date): WalletPlan {
  const t = now.getTime();
  const rewards: PlannedReward[] = [];
  for (let person = 0; person < people; person += 1) {
    if (random.chance(0.5)) {
      const at = new Date(t - random.int(20, 60) * DAY);
      rewards.push({ person, kind: 'profileCompletion', amount: 5, dateKey: 'once', at });
    }
    // One check-in per South African day: two instants can fall on the same day there.
    const days = new Set<string>();
    for (let day = random.int(0, 5); day >= 1; day -= 1) {
      const at = new Date(t - day * DAY - random.int(0, 6) * HOUR);
      const dateKey = southAfricanDay(at);
      if (days.has(dateKey)) continue;
      days.add(dateKey);
      rewards.push({ person, kind: 'dailyCheckIn', amount: 1, dateKey, at });
    }
  }

  const buddies: PlannedBuddy[] = [];
  const buddyAuctions = auctions
    .map((auction, index) => ({ auction, index }))
    .filter(({ auction }) => auction.status === 'Open' && auction.bidType !== 'Beginner' && auction.bids.length > 0);
  for (const { auction, index } of buddyAuctions.slice(0, 4)) {
    const leader = auction.bids[auction.bids.length - 1]?.person;
    const person = random.pick([...Array(people).keys()].filter((p) => p !== leader));
    const at = new Date(t - random.int(1, 30) * 60_000);
    buddies.push({ person, auction: index, reserved: random.int(10, 30), fromFree: 0, fromPaid: 0, at });
  }

  const events: Event[][] = Array.from({ length: people }, () => []);
  rewards.forEach((reward, index) => events[reward.person]?.push({ at: reward.at, kind: 'reward', index }));
  auctions.forEach((auction, a) =>
    auction.bids.forEach((bid, b) =>
      events[bid.person]?.push({ at: bid.placedAt, kind: 'bid', auction: a, bid: b, paidOnly: auction.bidType === 'Paid Blitz only' }),
    ),
  );
  buddies.forEach((buddy, index) =>
    events[buddy.person]?.push({ at: buddy.at, kind: 'buddy', index, paidOnly: auctions[buddy.auction]?.bidType === 'Paid Blitz only' }),
  );

  const purchases: PlannedPurchase[] = [];
  const ledger: PlannedLedgerEntry[] = [];
  const bidPaid = auctions.map((auction) => auction.bids.map(() => false));
  const balances = Array.from({ length: people }, () => ({ free: 0, paid: 0 }));

  events.forEach((list, person) => {
    list.sort((x, y) => x.at.getTime() - y.at.getTime());
    const wallet = balances[person] as { free: number; paid: number };
    // Buy enough paid Blitz up front: replay once with an unlimited paid pot to see what is needed.
    const paidNeeded = replay(list, rewards, buddies, { free: 0, paid: Number.POSITIVE_INFINITY });
    const wantsPacks = paidNeeded > 0 || random.chance(0.4);
    if (wantsPacks) {
      const firstActivity = list[0]?.at.getTime() ?? t - random.int(2, 30) * DAY;
      packsFor(paidNeeded + random.int(3, 80)).forEach((pack, k) => {
        const def = DEFAULT_BID_PACKS[pack] as (typeof DEFAULT_BID_PACKS)[number];
        const at = new Date(firstActivity - (random.int(2, 48) + k) * HOUR);
        purchases.push({ person, pack, bids: def.bids, priceCents: def.priceCents, at });
        const source = { type: 'purchase', purchase: purchases.length - 1 } as const;
        ledger.push({ person, delta: def.bids, kind: 'purchase', paid: true, at, source });
        wallet.paid += def.bids;
      });
    }
    replay(list, rewards, buddies, wallet, (entry) => ledger.push({ person, ...entry }), bidPaid);
  });

  return { rewards, purchases, buddies, ledger, bidPaid, balances };
}

type Entry = Omit<PlannedLedgerEntry, 'person'>;

/** Applies a person's events to `wallet`; returns how many paid Blitz were spent. */
function replay(
  events: readonly Event[],
  rewards: readonly PlannedReward[],
  buddies: PlannedBuddy[],
  wallet: { free: number; paid: number },
  record?: (entry: Entry) => void,
  bidPaid?: boolean[][],
): number {
  let paidSpent = 0;
  for (const event of events) {
    if (event.kind === 'reward') {
      const reward = rewards[event.index] as PlannedReward;
      wallet.free += reward.amount;
      record?.({ delta: reward.amount, kind: 'reward', paid: false, at: event.at, source: { type: 'reward', reward: event.index } });
    } else if (event.kind === 'bid') {
      const paid = event.paidOnly || wallet.free === 0;
      if (paid) wallet.paid -= 1;
      else wallet.free -= 1;
      paidSpent += paid ? 1 : 0;
      if (bidPaid) (bidPaid[event.auction] as boolean[])[event.bid] = paid;
      record?.({ delta: -1, kind: 'bid', paid, at: event.at, source: { type: 'bid', auction: event.auction, bid: event.bid } });
    } else {
      const buddy = buddies[event.index] as PlannedBuddy;
      const fromFree = event.paidOnly ? 0 : Math.min(wallet.free, buddy.reserved);
      const fromPaid = buddy.reserved - fromFree;
      wallet.free -= fromFree;
      wallet.paid -= fromPaid;
      paidSpent += fromPaid;
      if (record) {
        buddy.fromFree = fromFree;
        buddy.fromPaid = fromPaid;
        const source = { type: 'buddy', buddy: event.index } as const;
        if (fromFree > 0) record({ delta: -fromFree, kind: 'buddy-reserve', paid: false, at: event.at, source });
        if (fromPaid > 0) record({ delta: -fromPaid, kind: 'buddy-reserve', paid: true, at: event.at, source });
      }
    }
  }
  return paidSpent;
}
