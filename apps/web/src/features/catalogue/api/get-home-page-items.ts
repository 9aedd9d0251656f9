// /auction/getHomePageItems: the home page's featured and regular products, page by page
// (pageNumber counts from 1). The infinite query backs the "Load more" pager.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { HomePageItems } from '@blitz/contract';
import { fetchApiData, type ApiScope } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { useLanguage } from '../../../lib/use-translation';

/** 20 fills whole rows at 2, 4 and 5 columns. */
export const HOME_PAGE_SIZE = 20;

const EMPTY_PAGE: HomePageItems = { featuredProducts: [], products: [], totalsProducts: 0 };

export async function getHomePageItems(
  pageNumber: number,
  pageSize: number,
  signal?: AbortSignal,
  scope?: ApiScope,
): Promise<HomePageItems> {
  const data = await fetchApiData('/auction/getHomePageItems', { pageNumber, pageSize }, { signal, scope });
  return data ?? EMPTY_PAGE;
}

export function homePageItemsQueryKey(language: string, pageSize: number) {
  return ['catalogue', 'homePageItems', language, pageSize] as const;
}

/** The next page number, or undefined once every product has been loaded. */
export function nextHomePage(lastPage: HomePageItems, pages: HomePageItems[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.products.length, 0);
  if (lastPage.products.length === 0 || loaded >= lastPage.totalsProducts) return undefined;
  return pages.length + 1;
}

/** The query of the list's pages, for the hook and for the home page's loader (in its request's `scope`). */
export function homePageItemsQuery(pageSize: number = HOME_PAGE_SIZE, scope?: ApiScope) {
  return infiniteQueryOptions({
    queryKey: homePageItemsQueryKey(scope?.language ?? currentLanguage(), pageSize),
    queryFn: ({ pageParam, signal }) => getHomePageItems(pageParam, pageSize, signal, scope),
    initialPageParam: 1,
    getNextPageParam: nextHomePage,
  });
}

export function useHomePageItems(pageSize: number = HOME_PAGE_SIZE) {
  return useInfiniteQuery(homePageItemsQuery(pageSize, { language: useLanguage() }));
}
