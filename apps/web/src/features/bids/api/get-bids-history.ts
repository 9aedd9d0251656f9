// /bids/history: every auction the user bid on, filtered, sorted and paged (SPEC.md section 7).
// 204 means nothing matches.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BidHistory } from '@blitz/contract';
import { fetchApiData } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { toHistoryBody, type HistoryFilter } from '../hooks/history-url';

export const HISTORY_PAGE_SIZE = 10;

const EMPTY: BidHistory = { totalProducts: 0, previousBids: [] };

export async function getBidsHistory(filter: HistoryFilter, pageNumber: number, signal?: AbortSignal): Promise<BidHistory> {
  return (await fetchApiData('/bids/history', toHistoryBody(filter, { pageNumber, pageSize: HISTORY_PAGE_SIZE }), { signal })) ?? EMPTY;
}

export function useBidsHistory(filter: HistoryFilter, pageNumber: number) {
  return useQuery({
    queryKey: ['bids', 'history', currentLanguage(), filter, pageNumber] as const,
    queryFn: ({ signal }) => getBidsHistory(filter, pageNumber, signal),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
