// The bids-history section keeps its filter in the URL with the list-page keys of SPEC.md
// section 2 (prMin, prMax, dtMin, dtMax, auctID, stat, wonBy, srt) beside the dashboard's own
// `page=history`, so a reload or a shared link shows the same list. The contract's list-query
// helpers own the keys, as on the search page.
import { AUCTION_STATUSES, parseListQuery, type AuctionStatus, type BidHistoryBody, type SortValue } from '@blitz/contract';
import { withoutUnset, writeListUrl } from '../../../lib/list-filter-url';

export interface HistoryFilter {
  priceMin?: number;
  priceMax?: number;
  dateMin?: string;
  dateMax?: string;
  auctionIDs?: number[];
  statuses?: AuctionStatus[];
  wonBy?: string;
  sort: SortValue;
}

export const HISTORY_SECTION = 'history';

function isStatus(value: string): value is AuctionStatus {
  return (AUCTION_STATUSES as readonly string[]).includes(value);
}

export function readHistoryUrl(params: URLSearchParams): HistoryFilter {
  const list = parseListQuery(params);
  const statuses = list.statuses?.filter(isStatus);
  return withoutUnset<HistoryFilter>({
    priceMin: list.priceMin,
    priceMax: list.priceMax,
    dateMin: list.dateMin,
    dateMax: list.dateMax,
    auctionIDs: list.auctionIDs,
    statuses: statuses?.length ? statuses : undefined,
    wonBy: list.wonBy,
    sort: list.sort,
  });
}

export function writeHistoryUrl(filter: HistoryFilter): URLSearchParams {
  return writeListUrl(HISTORY_SECTION, filter);
}

/** The /bids/history body (the envelope is added by the API client). */
export function toHistoryBody(filter: HistoryFilter, page: { pageNumber: number; pageSize: number }): BidHistoryBody {
  return {
    ...page,
    minPrice: filter.priceMin,
    maxPrice: filter.priceMax,
    minDate: filter.dateMin,
    maxDate: filter.dateMax,
    auction: filter.auctionIDs,
    status: filter.statuses,
    wonBy: filter.wonBy,
    sort: filter.sort,
  };
}
