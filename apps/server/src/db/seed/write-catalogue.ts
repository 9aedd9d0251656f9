/**
 * Writes the catalogue half of a seed plan: departments, categories, catalogue items, auctions
 * with their images, bids and bid packs. Returns the ids the people half needs.
 */
import { DEFAULT_BID_PACKS } from '@blitz/contract';
import type { Database } from '../client';
import { bidPacks, bids, catalogueItems, categories, departments, productImages, products } from '../schema';
import { catalogueMediaPath, catalogueThumbPath } from '../../media-paths';
import type { CatalogueManifests } from './manifest';
import type { SeedPlan } from './plan';

export interface CatalogueIds {
  itemIds: Map<string, number>;
  productIds: number[];
  /** Bid ids by auction index then bid index. */
  bidIds: number[][];
  packIds: number[];
}

const CHUNK = 500;

export async function inChunks<T, R>(rows: readonly T[], write: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(...(await write(rows.slice(i, i + CHUNK))));
  return out;
}

export async function writeCatalogue(
  db: Database,
  manifests: CatalogueManifests,
  plan: SeedPlan,
  userIds: readonly number[],
  now: Date,
): Promise<CatalogueIds> {
  const departmentIds = new Map<string, number>();
  const categoryIds = new Map<string, number>();
  for (const [position, department] of manifests.departments.entries()) {
    const [row] = await db
      .insert(departments)
      .values({ slug: department.slug, name: department.name, banner: catalogueMediaPath(department.banner), position })
      .returning({ id: departments.id });
    departmentIds.set(department.slug, row!.id);
    const rows = await db
      .insert(categories)
      .values(
        department.categories.map((category, index) => ({
          departmentId: row!.id,
          slug: category.slug,
          name: category.name,
          thumb: catalogueMediaPath(category.thumb),
          position: index,
        })),
      )
      .returning({ id: categories.id, slug: categories.slug });
    for (const category of rows) categoryIds.set(`${department.slug}/${category.slug}`, category.id);
  }

  const items = new Map<string, string>();
  for (const auction of plan.auctions) if (!items.has(auction.itemKey)) items.set(auction.itemKey, auction.title);
  const itemRows = await db
    .insert(catalogueItems)
    .values([...items].map(([key, title]) => ({ key, title })))
    .returning({ id: catalogueItems.id, key: catalogueItems.key });
  const itemIds = new Map(itemRows.map((row) => [row.key, row.id]));

  const productIds: number[] = [];
  for (const auction of plan.auctions) {
    const last = auction.bids[auction.bids.length - 1];
    const [row] = await db
      .insert(products)
      .values({
        itemId: itemIds.get(auction.itemKey)!,
        title: auction.title,
        description: auction.description,
        categoryId: auction.categorySlug ? categoryIds.get(`${auction.departmentSlug}/${auction.categorySlug}`)! : null,
        departmentId: departmentIds.get(auction.departmentSlug)!,
        retailPriceCents: auction.retailPriceCents,
        startingAmountCents: auction.startingAmountCents,
        currentPriceCents: last?.amountCents ?? auction.startingAmountCents,
        bidIncrementCents: auction.bidIncrementCents,
        lockPriceCents: auction.lockPriceCents,
        auctionTime: auction.auctionTime,
        openingSeconds: auction.openingSeconds,
        endTime: auction.endTime,
        auctionTimer: auction.auctionTimer,
        bidType: auction.bidType,
        status: auction.status,
        winnerId: auction.winner === null ? null : userIds[auction.winner]!,
        leaderId: last && (auction.status === 'Open' || auction.status === 'Not Started') ? userIds[last.person]! : null,
        bidCount: auction.bids.length,
        lastBidAt: last?.placedAt ?? null,
        featured: auction.featured,
        closedAt: auction.closedAt,
        createdAt: new Date(Math.min(auction.auctionTime.getTime(), now.getTime()) - 86_400_000),
      })
      .returning({ id: products.id });
    productIds.push(row!.id);
  }

  await inChunks(
    plan.auctions.flatMap((auction, a) =>
      auction.images.map((image, position) => ({
        productId: productIds[a]!,
        full: catalogueMediaPath(image),
        thumb: catalogueThumbPath(image),
        position,
      })),
    ),
    (chunk) => db.insert(productImages).values(chunk).returning({ id: productImages.id }),
  );

  const bidRows = await inChunks(
    plan.auctions.flatMap((auction, a) =>
      auction.bids.map((bid, b) => ({
        productId: productIds[a]!,
        userId: userIds[bid.person]!,
        amountCents: bid.amountCents,
        placedAt: bid.placedAt,
        paid: plan.wallets.bidPaid[a]?.[b] ?? true,
      })),
    ),
    (chunk) => db.insert(bids).values(chunk).returning({ id: bids.id, productId: bids.productId, placedAt: bids.placedAt }),
  );
  // Bid moments are unique within an auction, so (auction, moment) finds each bid's id.
  const bidIdByKey = new Map(bidRows.map((row) => [`${row.productId}@${row.placedAt.getTime()}`, row.id]));
  const bidIds = plan.auctions.map((auction, a) =>
    auction.bids.map((bid) => bidIdByKey.get(`${productIds[a]}@${bid.placedAt.getTime()}`)!),
  );

  const packRows = await db
    .insert(bidPacks)
    .values(DEFAULT_BID_PACKS.map((pack, position) => ({ bids: pack.bids, priceCents: pack.priceCents, position })))
    .returning({ id: bidPacks.id });
  return { itemIds, productIds, bidIds, packIds: packRows.map((row) => row.id) };
}
