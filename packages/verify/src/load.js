// @ts-check
/**
 * Reads a record from a file or from the shop: an auction page address (…/item/12,
 * …/fair-play/12), the record's own API address, or a downloaded JSON file.
 */
import { readFile } from 'node:fs/promises';

export const RECORD_FORMAT = 'blitz-auction-record/1';

/**
 * The record's API address for a shop address naming an auction; null for anything else.
 * @param {string} source
 * @returns {URL | null}
 */
export function recordUrl(source) {
  let url;
  try {
    url = new URL(source);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (/\/api\/fair-play\/record\/\d+$/.test(url.pathname)) return url;
  const match = /\/(?:item|fair-play)\/(\d+)\/?$/.exec(url.pathname);
  return match ? new URL(`/api/fair-play/record/${match[1]}`, url.origin) : null;
}

/**
 * @param {unknown} value
 * @returns {import('./index').AuctionRecord}
 */
function asRecord(value) {
  const record = /** @type {import('./index').AuctionRecord} */ (value);
  if (!record || typeof record !== 'object' || record.format !== RECORD_FORMAT || !Array.isArray(record.entries)) {
    throw new Error(`not an auction record (expected format ${RECORD_FORMAT})`);
  }
  return record;
}

/**
 * @param {string} source a file path or an address
 * @param {typeof fetch} [fetchImpl]
 */
export async function loadRecord(source, fetchImpl = fetch) {
  const url = recordUrl(source);
  if (/^https?:/i.test(source) && !url) throw new Error(`not an auction address: ${source}`);
  if (url) {
    const response = await fetchImpl(url, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
    return asRecord(await response.json());
  }
  return asRecord(JSON.parse(await readFile(source, 'utf8')));
}
