/**
 * The whole demo data set as plain values, computed from the manifests, a seed and `now` without
 * touching the database (so its invariants can be tested on their own): people, auctions, wallets,
 * orders of winners and bid-pack buyers, reviews, favourites and shipping addresses.
 */
import { WINNER_PAYMENT_DAYS, type OrderStatus } from '@blitz/contract';
import type { CatalogueManifests } from './manifest';
import { demoPeople, REVIEW_TEXTS, type DemoPerson } from './people';
import { planAuctions, type PlannedAuction } from './plan-auctions';
import { planWallets, type WalletPlan } from './plan-wallet';
import { createRandom, type Random } from './random';

const DAY = 86_400_000;
export const DEFAULT_SEED = 20_250_215;

export interface PlannedOrder {
  person: number;
  status: OrderStatus;
  kind: 'auction' | 'bids';
  /** Index of the auction (kind auction) or of the purchase (kind bids). */
  source: number;
  title: string;
  priceCents: number;
  createdAt: Date;
  payBy: Date | null;
  paidAt: Date | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  courier: string | null;
  trackingNumber: string | null;
}

export interface PlannedReview {
  itemKey: string;
  person: number;
  rating: number;
  review: string;
  at: Date;
}

export interface SeedPlan {
  people: DemoPerson[];
  auctions: PlannedAuction[];
  wallets: WalletPlan;
  orders: PlannedOrder[];
  reviews: PlannedReview[];
  favourites: { person: number; auction: number }[];
  streets: string[];
}

const STREETS = [
  'Vilakazi Street',
  'Long Street',
  'Church Street',
  'Florida Road',
  'Jan Smuts Avenue',
  'Main Road',
  'Beach Road',
  'Oak Avenue',
];

function winnerOrder(auction: PlannedAuction, index: number, random: Random, now: number): PlannedOrder {
  const ended = (auction.endTime as Date).getTime();
  const payBy = new Date(ended + WINNER_PAYMENT_DAYS * DAY);
  let status: OrderStatus;
  if (auction.winnerPhoto) status = 'Delivered';
  else if (payBy.getTime() > now) status = random.pick(['Awaiting Payment', 'Awaiting Payment', 'Paid'] as const);
  else status = random.pick(['Paid', 'Processing', 'Shipped', 'Delivered', 'Forfeited'] as const);
  const paid = !['Awaiting Payment', 'Forfeited'].includes(status);
  const paidAt = paid ? new Date(Math.min(ended + random.int(1, 48) * 3_600_000, now - 60_000)) : null;
  const shipped = ['Shipped', 'Delivered'].includes(status) && paidAt;
  const shippedAt = shipped ? new Date(Math.min(paidAt.getTime() + DAY, now - 60_000)) : null;
  const deliveredAt = status === 'Delivered' && shippedAt ? new Date(Math.min(shippedAt.getTime() + 4 * DAY, now - 60_000)) : null;
  return {
    person: auction.winner as number,
    status,
    kind: 'auction',
    source: index,
    title: auction.title,
    priceCents: auction.startingAmountCents + auction.bids.length * auction.bidIncrementCents,
    createdAt: new Date(ended),
    payBy,
    paidAt,
    shippedAt,
    deliveredAt,
    courier: shippedAt ? 'Door-to-door courier' : null,
    trackingNumber: shippedAt ? `BLZ${String(100_000 + index * 7919).padStart(8, '0')}` : null,
  };
}

export function buildSeedPlan(manifests: CatalogueManifests, now: Date, seed: number = DEFAULT_SEED): SeedPlan {
  const random = createRandom(seed);
  const t = now.getTime();
  const people = demoPeople(manifests.winners);
  const auctions = planAuctions(manifests, people, random, now);
  const wallets = planWallets(people.length, auctions, random, now);

  const orders: PlannedOrder[] = wallets.purchases.map((purchase, index) => ({
    person: purchase.person,
    status: 'Paid',
    kind: 'bids',
    source: index,
    title: `${purchase.bids} Blitz`,
    priceCents: purchase.priceCents,
    createdAt: purchase.at,
    payBy: null,
    paidAt: purchase.at,
    shippedAt: null,
    deliveredAt: null,
    courier: null,
    trackingNumber: null,
  }));
  auctions.forEach((auction, index) => {
    if (auction.status === 'Ended' && auction.winner !== null) orders.push(winnerOrder(auction, index, random, t));
  });

  const reviews: PlannedReview[] = [];
  for (const itemKey of new Set(auctions.map((auction) => auction.itemKey))) {
    const reviewers = random.shuffle([...people.keys()]).slice(0, random.int(0, 4));
    for (const person of reviewers) {
      const { rating, text } = random.pick(REVIEW_TEXTS);
      reviews.push({ itemKey, person, rating, review: text, at: new Date(t - random.int(2, 120) * DAY) });
    }
  }

  const live = auctions.flatMap((auction, index) => (auction.status === 'Open' || auction.status === 'Not Started' ? [index] : []));
  const favourites = people.flatMap((_, person) =>
    random
      .shuffle(live)
      .slice(0, random.int(0, 4))
      .map((auction) => ({ person, auction })),
  );
  const streets = people.map(() => `${random.int(1, 240)} ${random.pick(STREETS)}`);
  return { people, auctions, wallets, orders, reviews, favourites, streets };
}
