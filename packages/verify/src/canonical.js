// @ts-check
/**
 * The record's canonical encoding and hash chain. An entry is encoded as JSON with its keys in
 * byte order, null fields left out and no spaces; its hash is SHA-256 (hex) over the previous
 * entry's hash, a newline and that encoding. The first entry's previous hash is 64 zeros.
 */
import { sha256Hex } from '#sha256';

export const GENESIS_HASH = '0'.repeat(64);

/** Fields of a stored entry that are not part of what it hashes. */
const CHAIN_FIELDS = new Set(['prevHash', 'hash']);

/**
 * @param {Record<string, unknown>} entry
 * @returns {string}
 */
export function canonicalEntry(entry) {
  const keys = Object.keys(entry)
    .filter((key) => !CHAIN_FIELDS.has(key) && entry[key] !== null && entry[key] !== undefined)
    .sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${JSON.stringify(entry[key])}`).join(',')}}`;
}

/**
 * @param {string} prevHash
 * @param {string} canonical
 * @returns {string}
 */
export function entryHash(prevHash, canonical) {
  return sha256Hex(`${prevHash}\n${canonical}`);
}

/**
 * The digest of one day: SHA-256 over the lines "auctionId:head\n", ordered by auction id.
 * @param {{ auctionId: number, head: string }[]} heads
 * @returns {string}
 */
export function dayDigest(heads) {
  const lines = [...heads].sort((a, b) => a.auctionId - b.auctionId).map((h) => `${h.auctionId}:${h.head}\n`);
  return sha256Hex(lines.join(''));
}
