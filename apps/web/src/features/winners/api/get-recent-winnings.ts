// /winnings/recent: ended auctions with their winners and final prices, page by page (pageNumber
// counts from 1), plus photos winners shared. 204 means no winners yet.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { WINNERS_PAGE_SIZE, type RecentWinnings } from '@blitz/contract';
import { fetchApiData, type ApiScope } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { useLanguage } from '../../../lib/use-translation';

const NO_WINNINGS: RecentWinnings = { products: [], totalProducts: 0, winnerImages: [] };

export async function getRecentWinnings(
  pageNumber: number,
  pageSize: number,
  signal?: AbortSignal,
  scope?: ApiScope,
): Promise<RecentWinnings> {
  const data = await fetchApiData('/winnings/recent', { pageNumber, pageSize }, { signal, scope });
  return data ?? NO_WINNINGS;
}

export function nextWinningsPage(lastPage: RecentWinnings, pages: RecentWinnings[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.products.length, 0);
  if (lastPage.products.length === 0 || loaded >= lastPage.totalProducts) return undefined;
  return pages.length + 1;
}

/** The query of the winnings' pages, for the hook and for the winners page's loader (in its request's `scope`). */
export function recentWinningsQuery(pageSize: number = WINNERS_PAGE_SIZE, scope?: ApiScope) {
  return infiniteQueryOptions({
    queryKey: ['winners', 'recent', scope?.language ?? currentLanguage(), pageSize] as const,
    queryFn: ({ pageParam, signal }) => getRecentWinnings(pageParam, pageSize, signal, scope),
    initialPageParam: 1,
    getNextPageParam: nextWinningsPage,
  });
}

/** `enabled: false` holds the call back (a list still out of sight); it shows as loading meanwhile. */
export function useRecentWinnings(pageSize: number = WINNERS_PAGE_SIZE, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...recentWinningsQuery(pageSize, { language: useLanguage() }), enabled });
}
