// /search/auction: found and suggested auctions plus the filter options, page by page
// (pageNumber counts from 1). 204 counts as nothing found.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { SEARCH_PAGE_SIZE, toSearchBody, type SearchResult } from '@blitz/contract';
import { fetchApiData, type ApiScope } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { useLanguage } from '../../../lib/use-translation';
import type { SearchState } from '../hooks/search-url';

export const EMPTY_SEARCH_RESULT: SearchResult = {
  products: { found: [], suggested: [] },
  totalProducts: 0,
  filters: { category: [], available: [], rating: [], bidType: [], status: [], price: 0 },
};

export async function searchAuctions(
  state: SearchState,
  pageNumber: number,
  pageSize: number = SEARCH_PAGE_SIZE,
  signal?: AbortSignal,
  scope?: ApiScope,
): Promise<SearchResult> {
  const body = { ...toSearchBody(state.filter, { pageNumber, pageSize }), departmentID: state.departmentID };
  const data = await fetchApiData('/search/auction', body, { signal, scope });
  return data ?? EMPTY_SEARCH_RESULT;
}

/** The next page number, or undefined once every found auction is loaded. */
export function nextSearchPage(lastPage: SearchResult, pages: SearchResult[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.products.found.length, 0);
  if (lastPage.products.found.length === 0 || loaded >= lastPage.totalProducts) return undefined;
  return pages.length + 1;
}

/** The query of the found auctions' pages, for the hook and for the search page's loader (in its request's `scope`). */
export function searchAuctionsQuery(state: SearchState, pageSize: number = SEARCH_PAGE_SIZE, scope?: ApiScope) {
  return infiniteQueryOptions({
    queryKey: ['search', 'auctions', scope?.language ?? currentLanguage(), state, pageSize] as const,
    queryFn: ({ pageParam, signal }) => searchAuctions(state, pageParam, pageSize, signal, scope),
    initialPageParam: 1,
    getNextPageParam: nextSearchPage,
  });
}

export function useSearchAuctions(state: SearchState, pageSize: number = SEARCH_PAGE_SIZE) {
  return useInfiniteQuery(searchAuctionsQuery(state, pageSize, { language: useLanguage() }));
}
