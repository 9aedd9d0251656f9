// @ts-check
/** Builds chained records for the tests, as the shop's database writes them. */
import { canonicalEntry, entryHash, GENESIS_HASH } from '../src/canonical.js';
import { RECORD_FORMAT } from '../src/load.js';

/**
 * @param {number} auctionId
 * @param {Record<string, unknown>[]} bodies entry fields without auction, seq and the hashes
 * @returns {import('../src/index').AuctionRecord}
 */
export function buildRecord(auctionId, bodies) {
  let prevHash = GENESIS_HASH;
  const entries = bodies.map((body, i) => {
    const fields = { ...body, auction: auctionId, seq: i + 1 };
    const hash = entryHash(prevHash, canonicalEntry(fields));
    const entry = /** @type {import('../src/index').RecordEntry} */ ({ ...fields, prevHash, hash });
    prevHash = hash;
    return entry;
  });
  return { format: RECORD_FORMAT, auctionId, entries, head: prevHash, houseAccounts: [{ id: 1, nickname: 'BlitzSystem', kind: 'system' }] };
}

/**
 * Changes fields of one stored entry in place (a tampered download).
 * @param {import('../src/index').AuctionRecord} record @param {number} index @param {Record<string, unknown>} changes
 */
export function edit(record, index, changes) {
  record.entries[index] = /** @type {import('../src/index').RecordEntry} */ ({ ...record.entries[index], ...changes });
}

/** Re-chains entries after a test changed them (a forger who recomputes every hash). */
export function rechain(/** @type {import('../src/index').AuctionRecord} */ record) {
  const bodies = record.entries.map(({ prevHash: _p, hash: _h, auction: _a, seq: _s, ...rest }) => rest);
  return { ...buildRecord(record.auctionId, bodies), houseAccounts: record.houseAccounts };
}

/** @param {number} second @param {number} [micro] */
export const t = (second, micro = 0) =>
  `${new Date(Date.UTC(2026, 0, 31, 10, 0, 0) + second * 1000).toISOString().slice(0, 19)}.${String(micro).padStart(6, '0')}Z`;

/** A won auction: listed, opened, three bids by two shoppers (one through BidBuddy), ended. */
export function wonAuction() {
  return buildRecord(7, [
    {
      kind: 'listed',
      at: t(-100),
      status: 'Not Started',
      title: 'Kettle',
      bidType: 'Standard',
      retailCents: 100000,
      startCents: 0,
      incrementCents: 10,
      timerSeconds: 10,
      auctionTime: t(0),
      openingSeconds: 60,
      priceCents: 0,
      bidCount: 0,
    },
    { kind: 'opened', at: t(0, 1500), status: 'Open', endTime: t(60), priceCents: 0, bidCount: 0 },
    { kind: 'bid', at: t(55, 120), bidderId: 10, bidder: 'Thandi', buddy: false, priceCents: 10, endTime: t(65, 120) },
    { kind: 'bid', at: t(58), bidderId: 11, bidder: 'Sipho', buddy: true, priceCents: 20, endTime: t(68) },
    { kind: 'bid', at: t(67, 999999), bidderId: 10, bidder: 'Thandi', buddy: false, priceCents: 30, endTime: t(77, 999999) },
    { kind: 'ended', at: t(78), status: 'Ended', endTime: t(77, 999999), priceCents: 30, bidCount: 3, winnerId: 10, winner: 'Thandi' },
  ]);
}
