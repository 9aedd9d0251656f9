/** SQL of the staff console's auctions: reading them as drafts, writing drafts, lists and the form's options. */
import { centsToWire, wireToCents, type AuctionDraft, type AuctionStatus, type BidType, type StaffAuction } from '@blitz/contract';
import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client';
import { catalogueItems, categories, departments, productImages, products } from '../../../db/schema';
import { contains } from '../../../shared/like-pattern';
import { imageOrNull } from '../../../shared/wire-image';

export type AuctionRow = typeof products.$inferSelect;
type ImageRef = { full: string; thumb: string | null } | undefined;

const money = (cents: number | null) => (cents === null ? null : centsToWire(cents));

/** The draft an auction row stands for (what the console's form shows). */
export function toDraft(row: AuctionRow): AuctionDraft {
  return {
    itemId: row.itemId,
    title: row.title,
    description: row.description,
    departmentId: row.departmentId,
    categoryId: row.categoryId,
    major: row.categoryId === null,
    auctionTime: row.auctionTime.toISOString(),
    openingSeconds: row.openingSeconds,
    auctionTimer: row.auctionTimer,
    bidIncrement: centsToWire(row.bidIncrementCents),
    startingAmount: centsToWire(row.startingAmountCents),
    retailPrice: centsToWire(row.retailPriceCents),
    buyNowPrice: money(row.buyNowPriceCents),
    buyNowEnabled: row.buyNowEnabled,
    bidType: row.bidType as BidType,
    buddyAllowed: row.buddyAllowed,
    featured: row.featured,
    lockPrice: money(row.lockPriceCents),
  };
}

export function toStaffAuction(row: AuctionRow, image: ImageRef): StaffAuction {
  return {
    ...toDraft(row),
    id: row.id,
    status: row.status as AuctionStatus,
    currentPrice: centsToWire(row.currentPriceCents),
    endTime: row.endTime ? row.endTime.toISOString() : null,
    bidCount: row.bidCount,
    mainImage: imageOrNull(image?.full, image?.thumb),
  };
}

/** Column values of a draft (the current price follows the starting amount until bidding starts). */
export function draftValues(draft: AuctionDraft) {
  return {
    itemId: draft.itemId,
    title: draft.title,
    description: draft.description,
    departmentId: draft.departmentId,
    categoryId: draft.major ? null : draft.categoryId,
    auctionTime: new Date(draft.auctionTime),
    openingSeconds: draft.openingSeconds,
    auctionTimer: draft.auctionTimer,
    bidIncrementCents: wireToCents(draft.bidIncrement),
    startingAmountCents: wireToCents(draft.startingAmount),
    retailPriceCents: wireToCents(draft.retailPrice),
    buyNowPriceCents: draft.buyNowPrice === null ? null : wireToCents(draft.buyNowPrice),
    buyNowEnabled: draft.buyNowEnabled,
    bidType: draft.bidType,
    buddyAllowed: draft.buddyAllowed,
    featured: draft.featured,
    lockPriceCents: draft.bidType === 'Locked' && draft.lockPrice !== null ? wireToCents(draft.lockPrice) : null,
  };
}

export async function mainImages(db: Database, ids: number[]): Promise<Map<number, { full: string; thumb: string | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ productId: productImages.productId, full: productImages.full, thumb: productImages.thumb })
    .from(productImages)
    .where(
      and(
        sql`${productImages.productId} in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
        eq(productImages.position, 0),
      ),
    );
  return new Map(rows.map((row) => [row.productId, { full: row.full, thumb: row.thumb }]));
}

export async function findAuction(db: Database, id: number, lock = false): Promise<AuctionRow | null> {
  const query = db.select().from(products).where(eq(products.id, id)).limit(1);
  const rows = lock ? await query.for('update') : await query;
  return rows[0] ?? null;
}

export async function listAuctions(
  db: Database,
  filter: { status?: string | null; searchText?: string | null; pageNumber: number; pageSize: number },
) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(products.status, filter.status));
  if (filter.searchText) conditions.push(ilike(products.title, contains(filter.searchText)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(desc(products.auctionTime), desc(products.id))
      .limit(filter.pageSize)
      .offset((filter.pageNumber - 1) * filter.pageSize),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** True when the category belongs to the department. */
export async function categoryInDepartment(db: Database, categoryId: number, departmentId: number): Promise<boolean> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.departmentId, departmentId)));
  return rows.length > 0;
}

export async function departmentExists(db: Database, departmentId: number): Promise<boolean> {
  return (await db.select({ id: departments.id }).from(departments).where(eq(departments.id, departmentId))).length > 0;
}

export async function itemExists(db: Database, itemId: number): Promise<boolean> {
  return (await db.select({ id: catalogueItems.id }).from(catalogueItems).where(eq(catalogueItems.id, itemId))).length > 0;
}

/**
 * Gives a new auction the item's pictures: those staff uploaded for the item, else (demo items)
 * the images of the item's latest auction; a clone copies its source's.
 */
export async function copyItemImages(tx: Database, productId: number, itemId: number, fromProductId?: number): Promise<void> {
  const [own] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from item_images where item_id = ${itemId}`);
  if (fromProductId === undefined && (own?.n ?? 0) > 0) {
    await tx.execute(sql`
      insert into product_images (product_id, full_path, thumb_path, position)
      select ${productId}, ii.full_path, ii.thumb_path, (row_number() over (order by ii.position, ii.id)) - 1
      from item_images ii where ii.item_id = ${itemId}`);
    return;
  }
  await tx.execute(sql`
    insert into product_images (product_id, full_path, thumb_path, position)
    select ${productId}, pi.full_path, pi.thumb_path, pi.position from product_images pi
    where pi.product_id = coalesce(${fromProductId ?? null}::int,
      (select p.id from products p where p.item_id = ${itemId} and p.id <> ${productId}
        and exists (select 1 from product_images x where x.product_id = p.id) order by p.id desc limit 1))`);
}

/** The catalogue items with the latest auction's title, texts, place and picture, and the department tree. */
export async function auctionOptions(db: Database) {
  const items = await queryRows<{
    id: number;
    title: string;
    description: string;
    departmentId: number | null;
    categoryId: number | null;
    retailCents: number | null;
    full: string | null;
    thumb: string | null;
  }>(
    db,
    sql`
    select i.id, i.title, coalesce(nullif(i.description, ''), p.description, '') as description,
      p.department_id as "departmentId", p.category_id as "categoryId", p.retail_price_cents::float8 as "retailCents",
      coalesce(ii.full_path, img.full_path) as "full", coalesce(ii.thumb_path, img.thumb_path) as "thumb"
    from catalogue_items i
    left join lateral (select * from products p where p.item_id = i.id order by p.id desc limit 1) p on true
    left join product_images img on img.product_id = p.id and img.position = 0
    left join lateral (select full_path, thumb_path from item_images x where x.item_id = i.id order by x.position, x.id limit 1) ii on true
    order by lower(i.title)`,
  );
  const departmentRows = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .orderBy(asc(departments.position), asc(departments.id));
  const categoryRows = await db
    .select({ id: categories.id, name: categories.name, departmentId: categories.departmentId })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
  return { items, departmentRows, categoryRows };
}
