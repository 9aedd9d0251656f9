/**
 * Catalogue SQL: departments with categories, pages of auctions for listings, one auction with
 * its images, reviews and recent bids. Returns rows; the service shapes them for the wire.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bids, categories, departments, productImages, products, reviews, users } from '../../db/schema';

export type ProductRow = typeof products.$inferSelect;
export type ImageRow = Pick<typeof productImages.$inferSelect, 'productId' | 'full' | 'thumb' | 'position'>;

export interface BidRow {
  productId: number;
  amountCents: number;
  placedAt: Date;
  nickname: string;
  profileImage: string | null;
}

export interface ReviewRow {
  nickname: string;
  profileImage: string | null;
  rating: number;
  review: string;
  createdAt: Date;
}

/** Auctions people can still take part in. */
const isLive = inArray(products.status, ['Open', 'Not Started']);

/** Open auctions first, soonest to end; then upcoming ones, soonest to start. */
const liveOrder: SQL[] = [
  sql`${products.status} <> 'Open'`,
  sql`case when ${products.status} = 'Open' then ${products.endTime} else ${products.auctionTime} end`,
  asc(products.id),
];

export function createCatalogueRepository(db: Database) {
  const bidColumns = {
    productId: bids.productId,
    amountCents: bids.amountCents,
    placedAt: bids.placedAt,
    nickname: users.nickname,
    profileImage: users.profileImage,
  };

  return {
    async listDepartments() {
      const departmentRows = await db.select().from(departments).orderBy(asc(departments.position), asc(departments.id));
      const categoryRows = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
      return { departmentRows, categoryRows };
    },

    async featuredLive(limit: number): Promise<ProductRow[]> {
      return db
        .select()
        .from(products)
        .where(and(isLive, eq(products.featured, true)))
        .orderBy(...liveOrder)
        .limit(limit);
    },

    async pageOfLive(offset: number, limit: number): Promise<{ rows: ProductRow[]; total: number }> {
      const where = and(isLive, eq(products.featured, false));
      const rows = await db.select().from(products).where(where).orderBy(...liveOrder).offset(offset).limit(limit);
      const [total] = await db.select({ n: count() }).from(products).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    async findProduct(id: number): Promise<ProductRow | undefined> {
      const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
      return row;
    },

    async imagesOf(productIds: number[], mainOnly: boolean): Promise<ImageRow[]> {
      if (productIds.length === 0) return [];
      const filter = inArray(productImages.productId, productIds);
      return db
        .select({ productId: productImages.productId, full: productImages.full, thumb: productImages.thumb, position: productImages.position })
        .from(productImages)
        .where(mainOnly ? and(filter, eq(productImages.position, 0)) : filter)
        .orderBy(asc(productImages.productId), asc(productImages.position));
    },

    /** The latest bid of each of the given auctions. */
    async lastBidsOf(productIds: number[]): Promise<BidRow[]> {
      if (productIds.length === 0) return [];
      return db
        .selectDistinctOn([bids.productId], bidColumns)
        .from(bids)
        .innerJoin(users, eq(users.id, bids.userId))
        .where(inArray(bids.productId, productIds))
        .orderBy(bids.productId, desc(bids.placedAt), desc(bids.id));
    },

    async recentBids(productId: number, limit: number): Promise<BidRow[]> {
      return db
        .select(bidColumns)
        .from(bids)
        .innerJoin(users, eq(users.id, bids.userId))
        .where(eq(bids.productId, productId))
        .orderBy(desc(bids.placedAt), desc(bids.id))
        .limit(limit);
    },

    async reviewsOfItem(itemId: number, limit: number): Promise<ReviewRow[]> {
      return db
        .select({
          nickname: users.nickname,
          profileImage: users.profileImage,
          rating: reviews.rating,
          review: reviews.review,
          createdAt: reviews.createdAt,
        })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(eq(reviews.itemId, itemId))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit);
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
