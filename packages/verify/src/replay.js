// @ts-check
/**
 * Replays an auction record with the shop's published rules alone: the chain, the price rising by
 * the increment with every bid, no bid once the clock ran out, the clock after each bid (the later
 * of the end and the bid + the timer), the end at 90% of the retail price, the winner as the last
 * bidder, and no bid by a staff or system account. Times are compared to the microsecond.
 */
import { canonicalEntry, entryHash, GENESIS_HASH } from './canonical.js';

/** An auction ends as soon as a bid brings its price to this share of the retail price (percent). */
export const RETAIL_END_PERCENT = 90;

/** @typedef {import('./index').AuctionRecord} AuctionRecord */
/** @typedef {import('./index').HouseAccount} HouseAccount */
/** @typedef {import('./index').RecordEntry} RecordEntry */
/** @typedef {import('./index').Check} Check */
/** @typedef {import('./index').VerifyReport} VerifyReport */

export const CHECKS = /** @type {const} */ ([
  ['chain', 'Hash chain intact and in order'],
  ['history', 'Every bid is in the record'],
  ['increments', 'Each bid raises the price by the increment'],
  ['clock', 'No bid after the clock ran out; the clock after each bid follows the timer'],
  ['retail-end', 'The auction ends when a bid reaches 90% of retail'],
  ['turns', 'Nobody outbids themselves; Locked auctions past their lock admit only earlier bidders'],
  ['winner', 'The winner is the last bidder, at the final price'],
  ['house', 'No bid by a staff or system account'],
]);

const US_PER_SECOND = 1_000_000n;
const TIME = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\.(\d{6})Z$/;

/**
 * Microseconds since the epoch of a record time ("2026-01-31T10:00:00.123456Z").
 * @param {unknown} value
 * @returns {bigint | null}
 */
export function recordTime(value) {
  if (typeof value !== 'string') return null;
  const match = TIME.exec(value);
  if (!match) return null;
  const ms = Date.parse(`${match[1]}Z`);
  return Number.isNaN(ms) ? null : BigInt(ms) * 1000n + BigInt(match[2] ?? '0');
}

/** @param {bigint} us */
const showTime = (us) => {
  const ms = us / 1000n;
  return `${new Date(Number(ms)).toISOString().slice(0, 19)}.${String(us % US_PER_SECOND).padStart(6, '0')}Z`;
};

/** @param {unknown} v */
const int = (v) => (typeof v === 'number' && Number.isInteger(v) ? v : null);

/**
 * @param {AuctionRecord} record
 * @param {HouseAccount[]} [houseAccounts] defaults to the list the record carries
 * @returns {VerifyReport}
 */
export function verifyRecord(record, houseAccounts = record.houseAccounts ?? []) {
  /** @type {Map<string, string[]>} */
  const problems = new Map(CHECKS.map(([name]) => [name, []]));
  /** @param {string} check @param {string} text */
  const fail = (check, text) => problems.get(check)?.push(text);
  const entries = Array.isArray(record.entries) ? record.entries : [];
  const house = new Map(houseAccounts.map((a) => [a.id, a]));

  // The chain.
  let prev = GENESIS_HASH;
  entries.forEach((entry, i) => {
    const at = `entry ${i + 1}`;
    if (entry.seq !== i + 1) fail('chain', `${at}: numbered ${String(entry.seq)}, expected ${i + 1} (an entry is missing or moved)`);
    if (entry.auction !== record.auctionId) fail('chain', `${at}: belongs to auction ${String(entry.auction)}, not ${record.auctionId}`);
    if (entry.prevHash !== prev) fail('chain', `${at}: previous hash does not match entry ${i}'s hash`);
    const hash = entryHash(String(entry.prevHash), canonicalEntry(entry));
    if (entry.hash !== hash) fail('chain', `${at}: contents do not match its hash (changed after it was written)`);
    prev = String(entry.hash);
  });
  if (entries.length === 0) fail('chain', 'the record has no entries');
  if (record.head !== undefined && record.head !== prev) fail('chain', "the published chain head is not the last entry's hash");

  // The replay.
  /** @type {{ status: string | null, price: number, end: bigint | null, leader: number | null, bids: number, bidders: Set<number>, over: boolean, reachedRetail: boolean, finished: boolean }} */
  const s = {
    status: null,
    price: 0,
    end: null,
    leader: null,
    bids: 0,
    bidders: new Set(),
    over: false,
    reachedRetail: false,
    finished: false,
  };
  /** @type {Record<string, unknown>} */
  let terms = {};
  let winner = /** @type {{ id: number | null, nickname: string | null } | null} */ (null);
  for (const entry of entries) {
    const at = recordTime(entry.at);
    const where = `entry ${String(entry.seq)} (${String(entry.kind)})`;
    if (at === null) {
      fail('chain', `${where}: unreadable time ${String(entry.at)}`);
      continue;
    }
    if (s.reachedRetail && entry.kind !== 'ended')
      fail('retail-end', `${where}: came after a bid reached ${RETAIL_END_PERCENT}% of retail, which ends the auction`);
    switch (entry.kind) {
      case 'listed':
      case 'changed': {
        terms = { ...terms, ...entry };
        if (entry.kind === 'listed') {
          s.status = String(entry.status);
          s.price = int(entry.priceCents) ?? 0;
          s.bids = int(entry.bidCount) ?? 0;
          s.end = recordTime(entry.endTime);
          if (s.bids > 0) fail('history', `the record began after ${s.bids} earlier bids (imported history it cannot check)`);
          if (s.status === 'Ended' || s.status === 'Closed') s.finished = true;
        }
        break;
      }
      case 'opened': {
        const expected = s.end ?? addSeconds(recordTime(terms.auctionTime), int(terms.openingSeconds));
        const end = recordTime(entry.endTime);
        if (expected !== null && end !== expected)
          fail('clock', `${where}: opened with end ${String(entry.endTime)}, expected ${showTime(expected)}`);
        s.status = 'Open';
        s.end = end;
        break;
      }
      case 'bid': {
        checkBid(entry, at, where);
        break;
      }
      case 'ended':
      case 'closed': {
        if (s.finished) fail('clock', `${where}: the auction had already finished`);
        if (s.end !== null && at < s.end) fail('clock', `${where}: finished at ${String(entry.at)}, before its end ${showTime(s.end)}`);
        if (entry.kind === 'ended') {
          if (s.leader === null) fail('winner', `${where}: ended with a winner but nobody bid`);
          else if (entry.winnerId !== s.leader)
            fail('winner', `${where}: winner ${String(entry.winner)} (#${String(entry.winnerId)}) is not the last bidder (#${s.leader})`);
          winner = { id: int(entry.winnerId), nickname: typeof entry.winner === 'string' ? entry.winner : null };
        } else if (s.leader !== null) fail('winner', `${where}: closed without a winner although #${s.leader} bid last`);
        if (entry.priceCents !== s.price)
          fail('winner', `${where}: final price ${String(entry.priceCents)} is not the last bid's ${s.price}`);
        if (entry.bidCount !== s.bids) fail('history', `${where}: says ${String(entry.bidCount)} bids, the record holds ${s.bids}`);
        s.reachedRetail = false;
        s.finished = true;
        s.status = String(entry.status);
        break;
      }
      case 'withdrawn': {
        // Staff took the auction off before its clock ran out: nobody wins, no bid may follow.
        if (s.finished) fail('clock', `${where}: the auction had already finished`);
        if (entry.winnerId !== undefined) fail('winner', `${where}: a withdrawn auction has no winner`);
        s.reachedRetail = false;
        s.finished = true;
        s.status = 'Closed';
        break;
      }
      default:
        s.status = typeof entry.status === 'string' ? entry.status : s.status;
    }
  }

  /** @param {RecordEntry} entry @param {bigint} at @param {string} where */
  function checkBid(entry, at, where) {
    const bidder = int(entry.bidderId);
    if (s.finished) fail('clock', `${where}: a bid after the auction finished`);
    else if (s.status !== 'Open') fail('clock', `${where}: a bid while the auction was ${String(s.status)}`);
    if (s.end !== null && at >= s.end) fail('clock', `${where}: placed at ${String(entry.at)}, at or after the end ${showTime(s.end)}`);
    const increment = int(terms.incrementCents) ?? 0;
    if (entry.priceCents !== s.price + increment)
      fail('increments', `${where}: price ${String(entry.priceCents)}, expected ${s.price + increment}`);
    if (bidder !== null && bidder === s.leader) fail('turns', `${where}: ${String(entry.bidder)} outbid themselves`);
    const lock = int(terms.lockCents);
    if (terms.bidType === 'Locked' && lock !== null && s.price >= lock && bidder !== null && !s.bidders.has(bidder)) {
      fail('turns', `${where}: ${String(entry.bidder)} joined a Locked auction past its lock price`);
    }
    const account = bidder === null ? undefined : house.get(bidder);
    if (account) fail('house', `${where}: ${String(entry.bidder)} is a ${account.kind} account`);
    const price = int(entry.priceCents) ?? s.price + increment;
    const retail = int(terms.retailCents);
    const reaches = retail !== null && price * 100 >= retail * RETAIL_END_PERCENT;
    const timer = BigInt(int(terms.timerSeconds) ?? 0) * US_PER_SECOND;
    const expectedEnd = reaches ? at : s.end !== null && s.end > at + timer ? s.end : at + timer;
    const end = recordTime(entry.endTime);
    if (end !== expectedEnd) {
      fail(reaches ? 'retail-end' : 'clock', `${where}: end after the bid ${String(entry.endTime)}, expected ${showTime(expectedEnd)}`);
    }
    s.price = price;
    s.end = end ?? expectedEnd;
    s.leader = bidder;
    if (bidder !== null) s.bidders.add(bidder);
    s.bids += 1;
    s.reachedRetail = reaches;
  }

  const checks = CHECKS.map(([name, title]) => {
    const list = problems.get(name) ?? [];
    return { name, title, ok: list.length === 0, problems: list };
  });
  return {
    auctionId: record.auctionId,
    ok: checks.every((c) => c.ok),
    entries: entries.length,
    bids: entries.filter((e) => e.kind === 'bid').length,
    finalPriceCents: s.price,
    status: s.status,
    winner,
    head: prev,
    checks,
  };
}

/** @param {bigint | null} start @param {number | null} seconds */
function addSeconds(start, seconds) {
  return start === null || seconds === null ? null : start + BigInt(seconds) * US_PER_SECOND;
}
