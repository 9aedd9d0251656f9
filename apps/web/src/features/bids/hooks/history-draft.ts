// The bids-history filter form works on text as typed; applying it turns the text into a filter
// or into the reason (a translation key) it cannot be one.
import { AUCTION_STATUSES, type AuctionStatus } from '@blitz/contract';
import type { HistoryFilter } from './history-url';

export interface HistoryDraft {
  priceMin: string;
  priceMax: string;
  dateMin: string;
  dateMax: string;
  /** Auction numbers, separated by commas or spaces. */
  auctions: string;
  /** One status, or '' for any. */
  status: string;
  wonBy: string;
}

export function draftOf(filter: HistoryFilter): HistoryDraft {
  return {
    priceMin: filter.priceMin?.toString() ?? '',
    priceMax: filter.priceMax?.toString() ?? '',
    dateMin: filter.dateMin ?? '',
    dateMax: filter.dateMax ?? '',
    auctions: filter.auctionIDs?.join(', ') ?? '',
    status: filter.statuses?.[0] ?? '',
    wonBy: filter.wonBy ?? '',
  };
}

const DECIMAL = /^\d+(\.\d{1,2})?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function price(text: string): number | undefined | null {
  const value = text.trim().replace(',', '.');
  if (value === '') return undefined;
  return DECIMAL.test(value) ? Number(value) : null;
}

function day(text: string): string | undefined | null {
  const value = text.trim();
  if (value === '') return undefined;
  return DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : null;
}

function auctionIds(text: string): number[] | undefined | null {
  const parts = text.split(/[\s,]+/).filter((part) => part !== '');
  if (parts.length === 0) return undefined;
  if (!parts.every((part) => /^\d{1,9}$/.test(part) && Number(part) > 0)) return null;
  return [...new Set(parts.map(Number))];
}

function isStatus(value: string): value is AuctionStatus {
  return (AUCTION_STATUSES as readonly string[]).includes(value);
}

export type DraftResult = { ok: true; filter: HistoryFilter } | { ok: false; errorKey: string };

export function parseDraft(draft: HistoryDraft, sort: HistoryFilter['sort']): DraftResult {
  const priceMin = price(draft.priceMin);
  const priceMax = price(draft.priceMax);
  if (priceMin === null || priceMax === null) return { ok: false, errorKey: 'bidsHistory.priceInvalid' };
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) return { ok: false, errorKey: 'bidsHistory.priceReversed' };
  const dateMin = day(draft.dateMin);
  const dateMax = day(draft.dateMax);
  if (dateMin === null || dateMax === null) return { ok: false, errorKey: 'bidsHistory.dateInvalid' };
  if (dateMin && dateMax && dateMin > dateMax) return { ok: false, errorKey: 'bidsHistory.datesReversed' };
  const ids = auctionIds(draft.auctions);
  if (ids === null) return { ok: false, errorKey: 'bidsHistory.auctionsInvalid' };
  const wonBy = draft.wonBy.trim();
  const filter: HistoryFilter = { sort };
  if (priceMin !== undefined) filter.priceMin = priceMin;
  if (priceMax !== undefined) filter.priceMax = priceMax;
  if (dateMin) filter.dateMin = dateMin;
  if (dateMax) filter.dateMax = dateMax;
  if (ids) filter.auctionIDs = ids;
  if (isStatus(draft.status)) filter.statuses = [draft.status];
  if (wonBy) filter.wonBy = wonBy;
  return { ok: true, filter };
}
