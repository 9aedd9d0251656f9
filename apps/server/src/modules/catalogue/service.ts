/**
 * Catalogue reads: the department tree, the home page, department and category pages, the major
 * auctions, one auction's full page, recent winnings, a user's favourites and search, shaped as
 * the contract says.
 */
import { eq, isNull } from 'drizzle-orm';
import {
  inLanguage,
  type Department,
  type FullProduct,
  type HomePageItems,
  type ProductGroup,
  type RecentWinnings,
  type SearchResult,
  type ShortProduct,
} from '@blitz/contract';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import { imageOf } from '../../shared/wire-image';
import { createCardBuilder } from './cards';
import type { CatalogueChanges } from './change-signal';
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

export function createCatalogueService(db: Database, changes?: CatalogueChanges) {
  const repository = createCatalogueRepository(db);
  const winnings = createWinningsRepository(db);
  const favourites = createFavouritesRepository(db);
  const toCards = createCardBuilder(repository);
  const searchService = createSearchService(db, toCards);
  // A cache hit is the same answer object, so the HTTP layer checks and serialises it only once (okShared).
  const homeCache = createMicroCache<HomePageItems>(LISTING_TTL_MS, LISTING_CACHE_SIZE);
  const searchCache = createMicroCache<SearchResult>(LISTING_TTL_MS, LISTING_CACHE_SIZE);
  changes?.subscribe(() => {
    homeCache.clear();
    searchCache.clear();
  });

  async function group(where: Parameters<typeof repository.liveWhere>[0], lanIso?: string): Promise<ProductGroup> {
    const [featuredRows, rows] = await Promise.all([
      repository.liveWhere(where, true, FEATURED_LIMIT),
      repository.liveWhere(where, false, GROUP_LIMIT),
    ]);
    const [featuredProducts, productCards] = await Promise.all([toCards(featuredRows, lanIso), toCards(rows, lanIso)]);
    return { featuredProducts, products: productCards };
  }

  async function homePage(pageNumber: number, pageSize: number, lanIso?: string): Promise<HomePageItems> {
    const [featuredRows, page] = await Promise.all([
      repository.featuredLive(FEATURED_LIMIT),
      repository.pageOfLive((pageNumber - 1) * pageSize, pageSize),
    ]);
    const [featuredProducts, productCards] = await Promise.all([toCards(featuredRows, lanIso), toCards(page.rows, lanIso)]);
    return { featuredProducts, products: productCards, totalsProducts: page.total };
  }

  return {
    /** The department tree, named in `lanIso` where staff gave a name in it (English otherwise). */
    async departments(lanIso?: string): Promise<Department[]> {
      const { departmentRows, categoryRows } = await repository.listDepartments();
      return departmentRows.map((department) => ({
        id: department.id,
        department: inLanguage(department.names, lanIso) ?? department.name,
        banner: imageOf(department.banner, department.bannerThumb),
        subDepartments: categoryRows
          .filter((category) => category.departmentId === department.id)
          .map((category) => ({ id: category.id, name: inLanguage(category.names, lanIso) ?? category.name, thumb: category.thumb })),
      }));
    },

    /** Card titles are in `lanIso` where staff wrote them (as everywhere below); English otherwise. */
    homePage: (pageNumber: number, pageSize: number, lanIso?: string): Promise<HomePageItems> =>
      homeCache(`${pageNumber}:${pageSize}:${lanIso ?? ''}`, () => homePage(pageNumber, pageSize, lanIso)),

    /** Live auctions of a department, or null when no department has this id. */
    async department(id: number, lanIso?: string): Promise<ProductGroup | null> {
      if (!(await repository.departmentExists(id))) return null;
      return group(eq(products.departmentId, id), lanIso);
    },

    /** Live auctions of a category (0: the major auctions), or null for an unknown category. */
    async category(id: number, lanIso?: string): Promise<ProductGroup | null> {
      if (id === 0) return group(isNull(products.categoryId), lanIso);
      if (!(await repository.categoryExists(id))) return null;
      return group(eq(products.categoryId, id), lanIso);
    },

    /** Live major auctions (categoryID 0), running ones first, then by start. */
    async majors(lanIso?: string): Promise<ShortProduct[]> {
      return toCards(await repository.liveWhere(isNull(products.categoryId), undefined, MAJOR_LIMIT), lanIso);
    },

    /** The item page, or null when no auction has this id. */
    async auction(id: number, lanIso?: string): Promise<FullProduct | null> {
      const row = await repository.findProduct(id);
      if (!row) return null;
      const [images, reviews, recentBids, texts] = await Promise.all([
        repository.imagesOf([row.id], false),
        repository.reviewsOfItem(row.itemId, REVIEWS_LIMIT),
        repository.recentBids(row.id, RECENT_BIDS_LIMIT),
        lanIso && lanIso !== 'en' ? repository.itemTexts(row.itemId) : undefined,
      ]);
      // The item's title and description in the shopper's language, where staff wrote them.
      const text = inLanguage(texts, lanIso);
      const shown = text ? { ...row, title: text.title ?? row.title, description: text.description ?? row.description } : row;
      return toFullProduct(shown, images, reviews, recentBids);
    },

    async recentWinnings(pageNumber: number, pageSize: number, lanIso?: string): Promise<RecentWinnings> {
      const [page, winnerImages] = await Promise.all([
        winnings.page((pageNumber - 1) * pageSize, pageSize),
        winnings.winnerPhotos(WINNER_PHOTOS_LIMIT),
      ]);
      return { products: await toCards(page.rows, lanIso), totalProducts: page.total, winnerImages };
    },

    /** A user's favourite auctions, most recently added first; an empty list when none. */
    async favorites(userId: number, lanIso?: string): Promise<ShortProduct[]> {
      return toCards(await favourites.products(userId), lanIso);
    },

    /** Marks or unmarks a favourite; the ids afterwards, or null for an unknown auction. */
    setFavorite: (userId: number, productId: number, favourite: boolean) => favourites.set(userId, productId, favourite),

    favoriteIds: (userId: number) => favourites.ids(userId),

    search: (request: SearchRequest, lanIso?: string): Promise<SearchResult> => {
      const query = searchQueryOf(request);
      return searchCache(JSON.stringify([query, lanIso ?? '']), () => searchService.search(query, lanIso));
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
