/**
 * Plans the demo auctions from the manifests, relative to `now`: every manifest product once with
 * a rotating status and bid type, the major auctions (some starting in the future), an ended
 * auction per winner photo at the caption's price, and re-runs until there are enough live ones.
 */
import { BID_TIMER_SECONDS, DEFAULT_BID_INCREMENT_CENTS, wireToCents, type AuctionStatus, type BidType } from '@blitz/contract';
import type { CatalogueManifests, ManifestProduct, WinnerPhoto } from './manifest';
import type { DemoPerson } from './people';
import { bidderSequence, bidEndTimes, bidMoments, bidsBelowRetailEnd } from './plan-bids';
import type { Random } from './random';

export const MIN_AUCTIONS = 64;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface PlannedBid {
  person: number;
  amountCents: number;
  placedAt: Date;
  /** The auction's end time after the bid, by the timer rule (the bid statement's). */
  endTime: Date;
}

export interface PlannedAuction {
  itemKey: string;
  title: string;
  description: string;
  departmentSlug: string;
  /** null for a major auction. */
  categorySlug: string | null;
  images: string[];
  retailPriceCents: number;
  startingAmountCents: number;
  bidIncrementCents: number;
  lockPriceCents: number | null;
  auctionTime: Date;
  openingSeconds: number;
  endTime: Date | null;
  auctionTimer: number;
  bidType: BidType;
  status: AuctionStatus;
  featured: boolean;
  bids: PlannedBid[];
  winner: number | null;
  winnerPhoto: WinnerPhoto | null;
  closedAt: Date | null;
}

interface CatalogueEntry {
  product: ManifestProduct;
  departmentSlug: string;
  categorySlug: string | null;
}

const REGULAR_STATUSES: readonly AuctionStatus[] = [
  'Open',
  'Open',
  'Not Started',
  'Open',
  'Ended',
  'Open',
  'Closed',
  'Open',
  'Not Started',
  'Ended',
];
const REGULAR_BID_TYPES: readonly BidType[] = ['Standard', 'Beginner', 'Standard', 'Paid Blitz only', 'Standard', 'Locked', 'Standard'];
const MAJOR_STATUSES: readonly AuctionStatus[] = ['Not Started', 'Open', 'Not Started', 'Open', 'Ended'];
const MIN_MAJORS = 4;

const words = (text: string) => new Set(text.toLowerCase().match(/[a-z0-9]+/g) ?? []);

/** The catalogue entry a caption like "Thabo ... won a 55\" 4K Smart TV for R43.20" is about. */
export function matchWinnerItem(photo: WinnerPhoto, entries: readonly CatalogueEntry[]): CatalogueEntry {
  const item = /won an? (.+?) for R/.exec(photo.caption)?.[1] ?? photo.file;
  const wanted = words(`${item} ${photo.file.replace(/^winners\//, '')}`);
  let best = entries[0] as CatalogueEntry;
  let bestScore = -1;
  for (const entry of entries) {
    const have = words(`${entry.product.title} ${entry.product.slug}`);
    const score = [...wanted].filter((word) => have.has(word)).length;
    if (score > bestScore) [best, bestScore] = [entry, score];
  }
  return best;
}

/** Final price in cents a caption names ("... for R43.20"), if any. */
export function captionPriceCents(caption: string): number | null {
  const match = /for R\s?([\d ]+\.\d{2})/.exec(caption);
  return match?.[1] ? wireToCents(match[1].replace(/ /g, '')) : null;
}

export function planAuctions(manifests: CatalogueManifests, people: readonly DemoPerson[], random: Random, now: Date): PlannedAuction[] {
  const t = now.getTime();
  const everyone = people.map((_, index) => index);
  const veterans = everyone.filter((index) => !people[index]?.newbie);
  const newbies = everyone.filter((index) => people[index]?.newbie);
  const regular: CatalogueEntry[] = manifests.departments.flatMap((department) =>
    department.products.map((product) => ({ product, departmentSlug: department.slug, categorySlug: product.category })),
  );
  const majors: CatalogueEntry[] = manifests.majors.map((product) => ({
    product,
    departmentSlug: product.department,
    categorySlug: null,
  }));

  const build = (entry: CatalogueEntry, status: AuctionStatus, bidType: BidType, extra: Partial<Build> = {}) =>
    buildAuction(random, t, { entry, status, bidType, veterans, newbies, everyone, ...extra });

  const auctions: PlannedAuction[] = regular.map((entry, index) => {
    const status = REGULAR_STATUSES[index % REGULAR_STATUSES.length] as AuctionStatus;
    let bidType = REGULAR_BID_TYPES[index % REGULAR_BID_TYPES.length] as BidType;
    // A Beginner auction's winner would no longer be a beginner; keep ended ones Standard.
    if (bidType === 'Beginner' && status === 'Ended') bidType = 'Standard';
    return build(entry, status, bidType, { featured: index % 6 === 1 && (status === 'Open' || status === 'Not Started') });
  });

  const majorCount = Math.max(MIN_MAJORS, majors.length);
  for (let index = 0; index < majorCount; index += 1) {
    const entry = majors[index % majors.length] as CatalogueEntry;
    const status = MAJOR_STATUSES[index] ?? 'Open';
    // The first future major opens in about two days, the second later in the week.
    const startsIn = index === 0 ? 2 * DAY + 3 * HOUR : 6 * DAY + 2 * HOUR;
    auctions.push(build(entry, status, 'Standard', { major: true, startsIn, featured: index === 1 }));
  }

  people.forEach((person, index) => {
    if (!person.winnerPhoto) return;
    const entry = matchWinnerItem(person.winnerPhoto, [...regular, ...majors]);
    const price = captionPriceCents(person.winnerPhoto.caption);
    const count = price === null ? random.int(80, 400) : Math.max(3, Math.round(price / DEFAULT_BID_INCREMENT_CENTS));
    auctions.push(build(entry, 'Ended', 'Standard', { winner: index, winnerPhoto: person.winnerPhoto, count }));
  });

  for (let index = 0; auctions.length < MIN_AUCTIONS; index += 1) {
    const entry = regular[(index * 5) % regular.length] as CatalogueEntry;
    auctions.push(build(entry, 'Open', index % 3 === 0 ? 'Paid Blitz only' : 'Standard'));
  }
  return auctions;
}

interface Build {
  entry: CatalogueEntry;
  status: AuctionStatus;
  bidType: BidType;
  veterans: number[];
  newbies: number[];
  everyone: number[];
  featured?: boolean;
  major?: boolean;
  startsIn?: number;
  winner?: number;
  winnerPhoto?: WinnerPhoto;
  count?: number;
}

function buildAuction(random: Random, t: number, b: Build): PlannedAuction {
  const increment = DEFAULT_BID_INCREMENT_CENTS;
  const starting = 0;
  const timer = BID_TIMER_SECONDS;
  const retail = wireToCents(b.entry.product.retailPrice);
  // A bid reaching 90% of retail ends an auction at once; the demo's histories stay below it.
  const maxBids = bidsBelowRetailEnd(starting, increment, retail);
  const lockSteps = b.bidType === 'Locked' ? random.int(8, 30) : null;
  const pool = random
    .shuffle(b.bidType === 'Beginner' ? b.newbies : b.status === 'Ended' ? b.veterans : b.everyone)
    .slice(0, random.int(3, 6));
  if (b.winner !== undefined && !pool.includes(b.winner)) pool[0] = b.winner;
  let auctionTime: Date;
  let openingSeconds: number;
  let endTime: Date | null = null;
  let bids: PlannedBid[] = [];
  let winner: number | null = null;
  let closedAt: Date | null = null;

  // The bids from the auction's opening, its first end being auctionTime + openingSeconds.
  const placeBids = (count: number, from: number, to: number, endsAtTo: boolean, lastBidder?: number) => {
    const n = Math.min(count, maxBids);
    const who = bidderSequence(random, { count: n, pool, lastBidder, lockAfter: lockSteps ?? undefined });
    const when = bidMoments(random, n, from, to, endsAtTo);
    const ends = bidEndTimes(when, auctionTime.getTime() + openingSeconds * 1000, timer);
    return who.map((person, k) => ({
      person,
      amountCents: starting + (k + 1) * increment,
      placedAt: when[k] as Date,
      endTime: ends[k] as Date,
    }));
  };

  if (b.status === 'Not Started') {
    auctionTime = new Date(t + (b.major ? (b.startsIn ?? DAY) : random.int(45, 6 * 24 * 60) * MINUTE));
    openingSeconds = random.int(1, 12) * 3600;
  } else if (b.status === 'Open') {
    auctionTime = new Date(t - random.int(15, 600) * MINUTE);
    const endsIn = random.pick([random.int(3, 20) * MINUTE, random.int(30, 180) * MINUTE, random.int(3, 14) * HOUR]);
    endTime = new Date(t + endsIn);
    openingSeconds = Math.round((endTime.getTime() - auctionTime.getTime()) / 1000);
    const count = random.chance(0.15) ? 0 : b.major ? random.int(20, 120) : random.int(1, 45);
    bids = placeBids(count, auctionTime.getTime() + 5000, t - 2000, false);
    endTime = bids[bids.length - 1]?.endTime ?? endTime;
  } else if (b.status === 'Ended') {
    const endedAgo = b.winnerPhoto ? random.int(3, 40) * DAY : random.int(30, 25 * 24 * 60) * MINUTE;
    endTime = new Date(t - endedAgo);
    auctionTime = new Date(endTime.getTime() - random.int(3, 72) * HOUR);
    openingSeconds = Math.round((endTime.getTime() - auctionTime.getTime()) / 1000);
    const count = b.count ?? (b.major ? random.int(150, 500) : random.int(12, 160));
    const lastBidAt = endTime.getTime() - timer * 1000;
    bids = placeBids(count, auctionTime.getTime() + 5000, lastBidAt, true, b.winner);
    winner = bids[bids.length - 1]?.person ?? null;
    // The clock runs out at the last bid's end time, and the auction is marked Ended then.
    endTime = bids[bids.length - 1]?.endTime ?? endTime;
    closedAt = endTime;
  } else {
    auctionTime = new Date(t - random.int(2, 20) * DAY);
    openingSeconds = random.int(1, 8) * 3600;
    endTime = new Date(auctionTime.getTime() + openingSeconds * 1000);
    closedAt = endTime;
  }

  const { product } = b.entry;
  return {
    itemKey: product.slug,
    title: product.title,
    description: product.description,
    departmentSlug: b.entry.departmentSlug,
    categorySlug: b.entry.categorySlug,
    images: product.images,
    retailPriceCents: retail,
    startingAmountCents: starting,
    bidIncrementCents: increment,
    lockPriceCents: lockSteps === null ? null : starting + lockSteps * increment,
    auctionTime,
    openingSeconds,
    endTime,
    auctionTimer: timer,
    bidType: b.bidType,
    status: b.status,
    featured: b.featured ?? false,
    bids,
    winner,
    winnerPhoto: b.winnerPhoto ?? null,
    closedAt,
  };
}
