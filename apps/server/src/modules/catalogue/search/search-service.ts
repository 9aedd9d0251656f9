/**
 * /search/auction: a page of matches ranked by full-text relevance or the chosen sort, typo-
 * tolerant suggestions when the text finds few auctions, and the filter panel's options.
 */
import { DEFAULT_SORT, type SearchFilterOptions, type SearchResult } from '@blitz/contract';
import type { Database } from '../../../db/client';
import type { CardBuilder } from '../cards';
import { createMicroCache } from '../micro-cache';
import { createSearchRepository } from './search-repository';
import { AVAILABILITY_OPTIONS, type SearchFilter } from './search-sql';

/** Below this many found auctions, suggestions are added. */
export const SUGGEST_BELOW = 5;
export const SUGGESTION_LIMIT = 8;
/**
 * Filter options summarise every auction matching a text and department: costly to compute and
 * slow to change (an auction ending adds a status at most), so they are kept briefly per key.
 */
const OPTIONS_TTL_MS = 30_000;
const OPTIONS_CACHE_SIZE = 500;

export interface SearchRequest extends SearchFilter {
  pageNumber: number;
  pageSize: number;
}

export function createSearchService(db: Database, toCards: CardBuilder) {
  const repository = createSearchRepository(db);

  const optionsCache = createMicroCache<SearchFilterOptions>(OPTIONS_TTL_MS, OPTIONS_CACHE_SIZE);
  const options = (text: string | undefined, departmentID: number | undefined) =>
    optionsCache(JSON.stringify([text ?? null, departmentID ?? null]), () => computeOptions(text, departmentID));

  async function computeOptions(text: string | undefined, departmentID: number | undefined): Promise<SearchFilterOptions> {
    const row = await repository.filterOptions(text, departmentID);
    const available = AVAILABILITY_OPTIONS.filter((option) => (option === 'Buy Now' ? row.anyBuyNow : row.anyLive));
    return {
      category: row.categories,
      available: [...available],
      rating: row.ratings,
      bidType: row.bidTypes,
      status: row.statuses,
      price: row.maxPriceCents / 100,
    };
  }

  return {
    async search(request: SearchRequest, lanIso?: string): Promise<SearchResult> {
      const { pageNumber, pageSize, ...filter } = request;
      const text = filter.searchText?.trim() || undefined;
      const normalised: SearchFilter = { ...filter, searchText: text };
      const sort = filter.sort ?? DEFAULT_SORT;
      const [page, filters] = await Promise.all([
        repository.page(normalised, sort, (pageNumber - 1) * pageSize, pageSize),
        options(text, filter.departmentID),
      ]);
      const suggestedRows =
        text && page.total < SUGGEST_BELOW
          ? await repository.suggestions(
              normalised,
              text,
              page.rows.map((row) => row.id),
              SUGGESTION_LIMIT,
            )
          : [];
      const [found, suggested] = await Promise.all([toCards(page.rows, lanIso), toCards(suggestedRows, lanIso)]);
      return { products: { found, suggested }, totalProducts: page.total, filters };
    },
  };
}
