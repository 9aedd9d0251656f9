/** The record as CSV for spreadsheets: one row per entry, the chain hashes last. */
import type { AuctionRecord } from '@blitz/contract';

const COLUMNS = [
  'seq',
  'at',
  'kind',
  'bidder',
  'bidderId',
  'buddy',
  'priceCents',
  'endTime',
  'status',
  'winner',
  'winnerId',
  'prevHash',
  'hash',
] as const;

/** Quotes a cell when needed; a leading = + - @ gets an apostrophe so no spreadsheet runs it as a formula. */
export function csvCell(value: unknown): string {
  if (value === undefined || value === null) return '';
  let text = String(value);
  if (/^[=+\-@]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function recordCsv(record: AuctionRecord): string {
  const rows = record.entries.map((entry) => COLUMNS.map((column) => csvCell(entry[column])).join(','));
  return `${[COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}
