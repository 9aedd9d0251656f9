/**
 * Writes the catalogue half of a seed plan: departments, categories, catalogue items, auctions
 * with their images, bids and bid packs. Returns the ids the people half needs.
 */
import { DEFAULT_BID_PACKS } from '@blitz/contract';
import type { Database } from '../client';
import { bidPacks, catalogueItems, categories, departments, productImages, products } from '../schema';
import { catalogueMediaPath, catalogueThumbPath } from '../../shared/media-paths';
import type { CatalogueManifests } from './manifest';
import type { SeedPlan } from './plan';
import { finishAuction, openAuction, recordAt, writeBids } from './write-history';

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

  // Each auction is listed as staff list one (Not Started, no bid yet), then opened if its start has
  // come; its bids and its end follow below (write-history.ts).
  const productIds: number[] = [];
  for (const auction of plan.auctions) {
    const listedAt = new Date(Math.min(auction.auctionTime.getTime(), now.getTime()) - 86_400_000);
    await recordAt(db, listedAt);
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
        currentPriceCents: auction.startingAmountCents,
        bidIncrementCents: auction.bidIncrementCents,
        lockPriceCents: auction.lockPriceCents,
        auctionTime: auction.auctionTime,
        openingSeconds: auction.openingSeconds,
        auctionTimer: auction.auctionTimer,
        bidType: auction.bidType,
        status: 'Not Started',
        featured: auction.featured,
        createdAt: listedAt,
      })
      .returning({ id: products.id });
    productIds.push(row!.id);
    if (auction.status !== 'Not Started') await openAuction(db, row!.id, auction);
  }
  await recordAt(db, null);

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

  const bidIds: number[][] = [];
  for (const [a, auction] of plan.auctions.entries()) {
    bidIds.push(await writeBids(db, productIds[a]!, auction, userIds, plan.wallets.bidPaid[a] ?? []));
    if (auction.status !== 'Not Started') await finishAuction(db, productIds[a]!, auction, userIds);
  }

  const packRows = await db
    .insert(bidPacks)
    .values(DEFAULT_BID_PACKS.map((pack, position) => ({ bids: pack.bids, priceCents: pack.priceCents, position })))
    .returning({ id: bidPacks.id });
  return { itemIds, productIds, bidIds, packIds: packRows.map((row) => row.id) };
}
