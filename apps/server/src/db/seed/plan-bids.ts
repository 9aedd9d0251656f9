/**
 * Generates plausible bid histories for seeded auctions: who bid (never the same user twice in a
 * row, only earlier bidders once a Locked auction passes its lock price) and when.
 */
import { AUCTION_END_RETAIL_PERCENT } from '@blitz/contract';
import type { Random } from './random';

export interface BidSequenceOptions {
  count: number;
  /** Indexes into the people list who may bid; at least three. */
  pool: readonly number[];
  /** The person who must place the last bid (the winner of an ended auction). */
  lastBidder?: number;
  /** Once this many bids are placed, only people who already bid may continue (Locked). */
  lockAfter?: number;
}

/** Who places each bid, in order. */
export function bidderSequence(random: Random, options: BidSequenceOptions): number[] {
  const { count, pool, lastBidder, lockAfter } = options;
  if (pool.length < 3) throw new RangeError('A bid pool needs at least three people');
  const sequence: number[] = [];
  const seen = new Set<number>();
  for (let i = 0; i < count; i += 1) {
    const exclude = new Set([sequence[i - 1]]);
    // The bid before a forced last bid must come from someone else, or the winner would outbid themself.
    if (lastBidder !== undefined && i === count - 2) exclude.add(lastBidder);
    const locked = lockAfter !== undefined && i >= lockAfter && seen.size >= 2;
    let candidates = (locked ? [...seen] : pool).filter((person) => !exclude.has(person));
    if (candidates.length === 0) candidates = pool.filter((person) => !exclude.has(person));
    const next = lastBidder !== undefined && i === count - 1 ? lastBidder : random.pick(candidates);
    sequence.push(next);
    seen.add(next);
  }
  return sequence;
}

/**
 * `count` increasing moments between `from` and `to` (both as epoch ms), at least one second
 * apart where the span allows; with `endsAtTo` the last one is exactly `to`.
 */
export function bidMoments(random: Random, count: number, from: number, to: number, endsAtTo: boolean): Date[] {
  if (count === 0) return [];
  const span = Math.max(to - from, count * 1000);
  const moments = Array.from({ length: count }, () => from + Math.floor(random.next() * span));
  moments.sort((a, b) => a - b);
  for (let i = 1; i < moments.length; i += 1) {
    moments[i] = Math.max(moments[i] as number, (moments[i - 1] as number) + 1000);
  }
  // Keep every moment inside the span after spacing them out.
  const overflow = (moments[moments.length - 1] as number) - to;
  const shifted = overflow > 0 ? moments.map((m) => m - overflow) : moments;
  if (endsAtTo) shifted[shifted.length - 1] = Math.max(to, (shifted[shifted.length - 2] ?? to - 1000) + 1000);
  return shifted.map((m) => new Date(m));
}

/**
 * The auction's end time after each bid (epoch ms in, Dates out): the later of the end before it
 * and the bid plus the timer, as the bid statement sets it (`endTimeAfterBidSql`).
 */
export function bidEndTimes(moments: readonly Date[], firstEnd: number, timerSeconds: number): Date[] {
  let end = firstEnd;
  return moments.map((moment) => {
    end = Math.max(end, moment.getTime() + timerSeconds * 1000);
    return new Date(end);
  });
}

/** The most bids an auction takes while its price stays under 90% of retail (a bid reaching it ends the auction). */
export function bidsBelowRetailEnd(startingCents: number, incrementCents: number, retailCents: number): number {
  return Math.max(0, Math.ceil((retailCents * AUCTION_END_RETAIL_PERCENT - startingCents * 100) / (incrementCents * 100)) - 1);
}
