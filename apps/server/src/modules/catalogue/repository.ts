/**
 * Catalogue SQL: departments with categories, pages of auctions for listings, one auction with
 * its images, reviews and recent bids. Returns rows; the service shapes them for the wire.
 */
import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { LIVE_AUCTION_STATUSES } from '@blitz/contract';
import { queryRows, type Database } from '../../db/client';
import { lit, litList } from '../../db/literals';
import { bids, catalogueItems, categories, departments, productImages, products, reviews, users } from '../../db/schema';

/**
 * An auction's columns as the shop's pages show it: all but the head of its fair-play record
 * (migration 0017), which only the bid write and the record's writers read.
 */
const { recordSeq: _recordSeq, recordHead: _recordHead, ...productColumns } = getTableColumns(products);
export { productColumns };
export type ProductRow = Omit<typeof products.$inferSelect, 'recordSeq' | 'recordHead'>;
export type ImageRow = Pick<typeof productImages.$inferSelect, 'productId' | 'full' | 'thumb' | 'position'>;

export interface BidRow {
  productId: number;
  userId: number;
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

/**
 * Auctions people can still take part in. Literal SQL (not bound parameters) so PostgreSQL can
 * match the partial index products_live_order_idx.
 */
const isLive = sql`${products.status} in ${litList(LIVE_AUCTION_STATUSES)}`;

/** Open auctions first, soonest to end; then upcoming ones, soonest to start (products_live_order_idx). */
const liveOrder: SQL[] = [
  sql`(${products.status} <> ${lit('Open')})`,
  sql`(case when ${products.status} = ${lit('Open')} then ${products.endTime} else ${products.auctionTime} end)`,
  asc(products.id),
];

/** Newest bid first, written as bids_product_placed_idx is ordered (NULLS LAST) so the index serves it. */
const newestBidFirst: SQL[] = [sql`${bids.placedAt} desc nulls last`, sql`${bids.id} desc nulls last`];

export function createCatalogueRepository(db: Database) {
  const bidColumns = {
    productId: bids.productId,
    userId: bids.userId,
    amountCents: bids.amountCents,
    placedAt: bids.placedAt,
    nickname: users.nickname,
    profileImage: users.profileImage,
  };

  return {
    /** The item's title and description per language (catalogue_items.texts). */
    async itemTexts(itemId: number) {
      const [row] = await db.select({ texts: catalogueItems.texts }).from(catalogueItems).where(eq(catalogueItems.id, itemId));
      return row?.texts;
    },

    /** The texts per language of several items, for the ones that have any. */
    async itemTextsOf(itemIds: number[]) {
      const rows =
        itemIds.length === 0
          ? []
          : await db
              .select({ id: catalogueItems.id, texts: catalogueItems.texts })
              .from(catalogueItems)
              .where(and(inArray(catalogueItems.id, itemIds), sql`${catalogueItems.texts} <> '{}'::jsonb`));
      return new Map(rows.map((row) => [row.id, row.texts]));
    },

    async listDepartments() {
      const departmentRows = await db.select().from(departments).orderBy(asc(departments.position), asc(departments.id));
      const categoryRows = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
      return { departmentRows, categoryRows };
    },

    async featuredLive(limit: number): Promise<ProductRow[]> {
      return db
        .select(productColumns)
        .from(products)
        .where(and(isLive, eq(products.featured, true)))
        .orderBy(...liveOrder)
        .limit(limit);
    },

    async pageOfLive(offset: number, limit: number): Promise<{ rows: ProductRow[]; total: number }> {
      const where = and(isLive, eq(products.featured, false));
      const rows = await db
        .select(productColumns)
        .from(products)
        .where(where)
        .orderBy(...liveOrder)
        .offset(offset)
        .limit(limit);
      const [total] = await db.select({ n: count() }).from(products).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    /** Live auctions matching `where` (a department, a category, the majors), featured or not. */
    async liveWhere(where: SQL, featured: boolean | undefined, limit: number): Promise<ProductRow[]> {
      const filter = featured === undefined ? and(isLive, where) : and(isLive, where, eq(products.featured, featured));
      return db
        .select(productColumns)
        .from(products)
        .where(filter)
        .orderBy(...liveOrder)
        .limit(limit);
    },

    async departmentExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: departments.id }).from(departments).where(eq(departments.id, id)).limit(1);
      return row !== undefined;
    },

    async categoryExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).limit(1);
      return row !== undefined;
    },

    async findProduct(id: number): Promise<ProductRow | undefined> {
      const [row] = await db.select(productColumns).from(products).where(eq(products.id, id)).limit(1);
      return row;
    },

    async imagesOf(productIds: number[], mainOnly: boolean): Promise<ImageRow[]> {
      if (productIds.length === 0) return [];
      const filter = inArray(productImages.productId, productIds);
      return db
        .select({
          productId: productImages.productId,
          full: productImages.full,
          thumb: productImages.thumb,
          position: productImages.position,
        })
        .from(productImages)
        .where(mainOnly ? and(filter, eq(productImages.position, 0)) : filter)
        .orderBy(asc(productImages.productId), asc(productImages.position));
    },

    /** The latest bid of each of the given auctions: one index probe per auction. */
    async lastBidsOf(productIds: number[]): Promise<BidRow[]> {
      if (productIds.length === 0) return [];
      const rows = await queryRows<{
        product_id: number;
        user_id: number;
        amount_cents: string | number;
        placed_at: string | Date;
        nickname: string;
        profile_image: string | null;
      }>(
        db,
        sql`select b.product_id, b.user_id, b.amount_cents, b.placed_at, u.nickname, u.profile_image
          from ${products}
          cross join lateral (
            select x.product_id, x.amount_cents, x.placed_at, x.user_id from ${bids} x
            where x.product_id = ${products.id}
            -- nulls last: the order of bids_product_placed_idx, so this is one index probe
            order by x.placed_at desc nulls last, x.id desc nulls last limit 1
          ) b
          join ${users} u on u.id = b.user_id
          where ${inArray(products.id, productIds)}`,
      );
      return rows.map((row) => ({
        productId: Number(row.product_id),
        userId: Number(row.user_id),
        amountCents: Number(row.amount_cents),
        placedAt: new Date(row.placed_at),
        nickname: row.nickname,
        profileImage: row.profile_image,
      }));
    },

    async recentBids(productId: number, limit: number): Promise<BidRow[]> {
      return db
        .select(bidColumns)
        .from(bids)
        .innerJoin(users, eq(users.id, bids.userId))
        .where(eq(bids.productId, productId))
        .orderBy(...newestBidFirst)
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

/** The ids of the auctions shoppers can bid on now or soon (the sitemap's), the soonest first. */
export async function liveAndComingAuctionIds(db: Database, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(isLive)
    .orderBy(asc(products.auctionTime), asc(products.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
