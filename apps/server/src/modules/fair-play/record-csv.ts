/** The record as CSV for spreadsheets: one row per entry, the chain hashes last. */
import type { AuctionRecord } from '@blitz/contract';
import { csvCell } from '../../shared/csv-cell';

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

export function recordCsv(record: AuctionRecord): string {
  const rows = record.entries.map((entry) => COLUMNS.map((column) => csvCell(entry[column])).join(','));
  return `${[COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}
