/**
 * Catalogue reads: the department tree, the home page (featured and regular live auctions) and
 * one auction's full page, shaped as the contract says.
 */
import type { Department, FullProduct, HomePageItems, ShortProduct } from '@blitz/contract';
import type { Database } from '../../db/client';
import { createCatalogueRepository, type ProductRow } from './repository';
import { toFullProduct, toImage, toShortProduct } from './product-wire';

const FEATURED_LIMIT = 12;
const RECENT_BIDS_LIMIT = 10;
const REVIEWS_LIMIT = 20;

export function createCatalogueService(db: Database) {
  const repository = createCatalogueRepository(db);

  /** Listing cards for rows, in the rows' order, with main image and latest bid. */
  async function toCards(rows: ProductRow[]): Promise<ShortProduct[]> {
    const ids = rows.map((row) => row.id);
    const [images, lastBids] = await Promise.all([repository.imagesOf(ids, true), repository.lastBidsOf(ids)]);
    const imageById = new Map(images.map((image) => [image.productId, toImage(image)]));
    const bidById = new Map(lastBids.map((bid) => [bid.productId, bid]));
    return rows.map((row) => toShortProduct(row, imageById.get(row.id) ?? null, bidById.get(row.id)));
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

    async homePage(pageNumber: number, pageSize: number): Promise<HomePageItems> {
      const [featuredRows, page] = await Promise.all([
        repository.featuredLive(FEATURED_LIMIT),
        repository.pageOfLive((pageNumber - 1) * pageSize, pageSize),
      ]);
      const [featuredProducts, products] = await Promise.all([toCards(featuredRows), toCards(page.rows)]);
      return { featuredProducts, products, totalsProducts: page.total };
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
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
