/**
 * Catalogue reads: the department tree, the home page, department and category pages, the major
 * auctions, one auction's full page, recent winnings, a user's favourites and search, shaped as
 * the contract says.
 */
import { eq, isNull } from 'drizzle-orm';
import { homePageItemsSchema, searchResultSchema } from '@blitz/contract';
import type {
  Department,
  FullProduct,
  HomePageItems,
  ProductGroup,
  RecentWinnings,
  SearchResult,
  ShortProduct,
} from '@blitz/contract';
import type { Database } from '../../db/client';
import { CheckedJson } from '../../http/call-result';
import { products } from '../../db/schema';
import { createCardBuilder } from './cards';
import { createFavouritesRepository } from './favourites-repository';
import { createMicroCache } from './micro-cache';
import { toFullProduct } from './product-wire';
import { createCatalogueRepository } from './repository';
import { createSearchService, type SearchRequest } from './search/search-service';
import { createWinningsRepository } from './winnings-repository';

const FEATURED_LIMIT = 12;
/** Department and category pages are not paged by the contract; this bounds them. */
const GROUP_LIMIT = 100;
const MAJOR_LIMIT = 50;
const RECENT_BIDS_LIMIT = 10;
const REVIEWS_LIMIT = 20;
const WINNER_PHOTOS_LIMIT = 24;
/**
 * Listing pages (home, search) are shared for up to a second: identical concurrent requests run
 * once. Prices and timers on cards move live over the socket, so a second-old page is harmless,
 * and it keeps a burst of shoppers from turning into a burst of queries. Item pages are never cached.
 */
const LISTING_TTL_MS = 1_000;
const LISTING_CACHE_SIZE = 1_000;

/** The search fields of a body in a fixed order (no envelope), so equal searches share a cache key. */
function searchQueryOf(body: SearchRequest): SearchRequest {
  const { pageNumber, pageSize, departmentID, categoryID, minPrice, maxPrice, availability, ratings, bidType, status, searchText, sort } =
    body;
  return { pageNumber, pageSize, departmentID, categoryID, minPrice, maxPrice, availability, ratings, bidType, status, searchText, sort };
}

export function createCatalogueService(db: Database) {
  const repository = createCatalogueRepository(db);
  const winnings = createWinningsRepository(db);
  const favourites = createFavouritesRepository(db);
  const toCards = createCardBuilder(repository);
  const searchService = createSearchService(db, toCards);
  // The shared pages are kept checked and serialised: a cache hit costs no contract check or JSON work.
  const homeCache = createMicroCache<CheckedJson<HomePageItems>>(LISTING_TTL_MS, LISTING_CACHE_SIZE);
  const searchCache = createMicroCache<CheckedJson<SearchResult>>(LISTING_TTL_MS, LISTING_CACHE_SIZE);

  async function group(where: Parameters<typeof repository.liveWhere>[0]): Promise<ProductGroup> {
    const [featuredRows, rows] = await Promise.all([
      repository.liveWhere(where, true, FEATURED_LIMIT),
      repository.liveWhere(where, false, GROUP_LIMIT),
    ]);
    const [featuredProducts, productCards] = await Promise.all([toCards(featuredRows), toCards(rows)]);
    return { featuredProducts, products: productCards };
  }

  async function homePage(pageNumber: number, pageSize: number): Promise<HomePageItems> {
    const [featuredRows, page] = await Promise.all([
      repository.featuredLive(FEATURED_LIMIT),
      repository.pageOfLive((pageNumber - 1) * pageSize, pageSize),
    ]);
    const [featuredProducts, productCards] = await Promise.all([toCards(featuredRows), toCards(page.rows)]);
    return { featuredProducts, products: productCards, totalsProducts: page.total };
  }

  return {
    async departments(): Promise<Department[]> {
      const { departmentRows, categoryRows } = await repository.listDepartments();
      return departmentRows.map((department) => ({
        id: department.id,
        department: department.name,
        banner: { full: department.banner },
        subDepartments: categoryRows
          .filter((category) => category.departmentId === department.id)
          .map((category) => ({ id: category.id, name: category.name, thumb: category.thumb })),
      }));
    },

    homePage: (pageNumber: number, pageSize: number): Promise<CheckedJson<HomePageItems>> =>
      homeCache(`${pageNumber}:${pageSize}`, async () => CheckedJson.of(homePageItemsSchema, await homePage(pageNumber, pageSize))),

    /** Live auctions of a department, or null when no department has this id. */
    async department(id: number): Promise<ProductGroup | null> {
      if (!(await repository.departmentExists(id))) return null;
      return group(eq(products.departmentId, id));
    },

    /** Live auctions of a category (0: the major auctions), or null for an unknown category. */
    async category(id: number): Promise<ProductGroup | null> {
      if (id === 0) return group(isNull(products.categoryId));
      if (!(await repository.categoryExists(id))) return null;
      return group(eq(products.categoryId, id));
    },

    /** Live major auctions (categoryID 0), running ones first, then by start. */
    async majors(): Promise<ShortProduct[]> {
      return toCards(await repository.liveWhere(isNull(products.categoryId), undefined, MAJOR_LIMIT));
    },

    /** The item page, or null when no auction has this id. */
    async auction(id: number): Promise<FullProduct | null> {
      const row = await repository.findProduct(id);
      if (!row) return null;
      const [images, reviews, recentBids] = await Promise.all([
        repository.imagesOf([row.id], false),
        repository.reviewsOfItem(row.itemId, REVIEWS_LIMIT),
        repository.recentBids(row.id, RECENT_BIDS_LIMIT),
      ]);
      return toFullProduct(row, images, reviews, recentBids);
    },

    async recentWinnings(pageNumber: number, pageSize: number): Promise<RecentWinnings> {
      const [page, winnerImages] = await Promise.all([
        winnings.page((pageNumber - 1) * pageSize, pageSize),
        winnings.winnerPhotos(WINNER_PHOTOS_LIMIT),
      ]);
      return { products: await toCards(page.rows), totalProducts: page.total, winnerImages };
    },

    /** A user's favourite auctions, most recently added first; an empty list when none. */
    async favorites(userId: number): Promise<ShortProduct[]> {
      return toCards(await favourites.products(userId));
    },

    /** Marks or unmarks a favourite; the ids afterwards, or null for an unknown auction. */
    setFavorite: (userId: number, productId: number, favourite: boolean) => favourites.set(userId, productId, favourite),

    favoriteIds: (userId: number) => favourites.ids(userId),

    search: (request: SearchRequest): Promise<CheckedJson<SearchResult>> => {
      const query = searchQueryOf(request);
      return searchCache(JSON.stringify(query), async () => CheckedJson.of(searchResultSchema, await searchService.search(query)));
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
