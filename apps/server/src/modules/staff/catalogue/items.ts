/**
 * Staff changes to products (catalogue items): title, description and their texts per language,
 * pictures (uploaded, re-encoded with a thumbnail; the first is the main one) and reviews. Auctions
 * not started yet follow the item's pictures at once; new auctions copy them (auctions/repository).
 */
import type { StaffItem, StaffItemDetail, TranslatedTexts } from '@blitz/contract';
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client';
import { limitToPage } from '../../../db/paging';
import { catalogueItems, itemImages, reviews } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { contains } from '../../../shared/like-pattern';
import { imageOrNull } from '../../../shared/wire-image';
import { recordAudit } from '../audit';

interface ItemRow {
  id: number;
  title: string;
  description: string;
  texts: TranslatedTexts;
  auctions: number;
  reviewCount: number;
  rating: number | null;
  full: string | null;
  thumb: string | null;
}

const itemSelect = sql`
  select i.id, i.title, i.description, i.texts,
    (select count(*)::int from products p where p.item_id = i.id) as auctions,
    (select count(*)::int from reviews r where r.item_id = i.id) as "reviewCount",
    (select round(avg(r.rating)::numeric, 2)::float8 from reviews r where r.item_id = i.id) as rating,
    coalesce(ii.full_path, pi.full_path) as "full", coalesce(ii.thumb_path, pi.thumb_path) as "thumb"
  from catalogue_items i
  left join lateral (select full_path, thumb_path from item_images x where x.item_id = i.id order by x.position limit 1) ii on true
  left join lateral (select img.full_path, img.thumb_path from products p join product_images img on img.product_id = p.id and img.position = 0
    where p.item_id = i.id order by p.id desc limit 1) pi on true`;

async function imagesOf(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, { id: number; full: string; thumb: string }[]>();
  const rows = await queryRows<{ id: number; itemId: number; full: string; thumb: string }>(
    db,
    sql`select id, item_id as "itemId", full_path as "full", thumb_path as "thumb" from item_images
        where item_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) order by position, id`,
  );
  const byItem = new Map<number, { id: number; full: string; thumb: string }[]>();
  for (const row of rows) byItem.set(row.itemId, [...(byItem.get(row.itemId) ?? []), { id: row.id, full: row.full, thumb: row.thumb }]);
  return byItem;
}

function toItem(row: ItemRow, images: { id: number; full: string; thumb: string }[]): StaffItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    texts: row.texts,
    images,
    mainImage: imageOrNull(row.full, row.thumb),
    auctions: row.auctions,
    reviewCount: row.reviewCount,
    rating: row.rating,
  };
}

export async function listItems(db: Database, filter: { searchText?: string | null; pageNumber: number; pageSize: number }) {
  const where = filter.searchText ? sql`where i.title ilike ${contains(filter.searchText)}` : sql``;
  const [rows, totals] = await Promise.all([
    queryRows<ItemRow & Record<string, unknown>>(
      db,
      sql`${itemSelect} ${where} order by lower(i.title), i.id ${limitToPage(filter.pageNumber, filter.pageSize)}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from catalogue_items i ${where}`),
  ]);
  const images = await imagesOf(
    db,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => toItem(row, images.get(row.id) ?? [])), total: totals[0]?.n ?? 0 };
}

export async function getItem(db: Database, id: number): Promise<StaffItemDetail | null> {
  const [row] = await queryRows<ItemRow & Record<string, unknown>>(db, sql`${itemSelect} where i.id = ${id}`);
  if (!row) return null;
  const [images, reviewRows] = await Promise.all([
    imagesOf(db, [id]),
    queryRows<{ id: number; nickName: string; rating: number; review: string; createdAt: Date }>(
      db,
      sql`select r.id, u.nickname as "nickName", r.rating::int as rating, r.review, r.created_at as "createdAt"
          from reviews r join users u on u.id = r.user_id where r.item_id = ${id} order by r.created_at desc, r.id desc`,
    ),
  ]);
  return {
    ...toItem(row, images.get(id) ?? []),
    reviews: reviewRows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() })),
  };
}

/** Gives the item's auctions that have not started its pictures (when it has any of its own). */
async function refreshUpcomingAuctions(tx: Database, itemId: number): Promise<void> {
  await tx.execute(sql`
    delete from product_images where product_id in (select id from products where item_id = ${itemId} and status = 'Not Started')
      and exists (select 1 from item_images where item_id = ${itemId})`);
  await tx.execute(sql`
    insert into product_images (product_id, full_path, thumb_path, position)
    select p.id, ii.full_path, ii.thumb_path, (row_number() over (partition by p.id order by ii.position, ii.id)) - 1
    from products p join item_images ii on ii.item_id = p.item_id
    where p.item_id = ${itemId} and p.status = 'Not Started'
      and not exists (select 1 from product_images x where x.product_id = p.id)`);
}

export async function saveItem(
  db: Database,
  actorId: number,
  input: { id?: number | null; title: string; description: string; texts: TranslatedTexts },
): Promise<StaffItemDetail | null> {
  const id = await inTransaction(db, async (tx) => {
    const values = { title: input.title, description: input.description, texts: input.texts };
    if (!input.id) {
      const [row] = await tx
        .insert(catalogueItems)
        .values({ key: `staff-${randomBytes(8).toString('hex')}`, ...values })
        .returning();
      await recordAudit(tx, actorId, { action: 'item.create', targetType: 'item', targetId: row!.id, before: null, after: values });
      return row!.id;
    }
    const [before] = await tx.select().from(catalogueItems).where(eq(catalogueItems.id, input.id)).for('update');
    if (!before) return null;
    await tx.update(catalogueItems).set(values).where(eq(catalogueItems.id, input.id));
    await recordAudit(tx, actorId, {
      action: 'item.update',
      targetType: 'item',
      targetId: input.id,
      before: { title: before.title, description: before.description, texts: before.texts },
      after: values,
    });
    return input.id;
  });
  return id === null ? null : getItem(db, id);
}

export async function addItemImage(
  db: Database,
  actorId: number,
  itemId: number,
  picture: { full: string; thumb: string },
): Promise<StaffItemDetail | null> {
  const done = await inTransaction(db, async (tx) => {
    const [item] = await tx.select({ id: catalogueItems.id }).from(catalogueItems).where(eq(catalogueItems.id, itemId)).for('update');
    if (!item) return false;
    const [max] = await queryRows<{ n: number }>(
      tx,
      sql`select coalesce(max(position), -1)::int + 1 as n from item_images where item_id = ${itemId}`,
    );
    const [row] = await tx
      .insert(itemImages)
      .values({ itemId, full: picture.full, thumb: picture.thumb, position: max?.n ?? 0 })
      .returning();
    await refreshUpcomingAuctions(tx, itemId);
    await recordAudit(tx, actorId, { action: 'item.image.add', targetType: 'item', targetId: itemId, before: null, after: row });
    return true;
  });
  return done ? getItem(db, itemId) : null;
}

/** Removes one picture; answers the removed picture's paths (to delete from storage) and the item. */
export async function removeItemImage(db: Database, actorId: number, itemId: number, imageId: number) {
  const removed = await inTransaction(db, async (tx) => {
    const [row] = await tx
      .delete(itemImages)
      .where(and(eq(itemImages.id, imageId), eq(itemImages.itemId, itemId)))
      .returning();
    if (!row) return null;
    await refreshUpcomingAuctions(tx, itemId);
    await recordAudit(tx, actorId, { action: 'item.image.remove', targetType: 'item', targetId: itemId, before: row, after: null });
    return row;
  });
  if (!removed) return null;
  return { removed, item: await getItem(db, itemId) };
}

export async function deleteReview(db: Database, actorId: number, id: number): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.delete(reviews).where(eq(reviews.id, id)).returning();
    if (!row) return false;
    await recordAudit(tx, actorId, { action: 'review.delete', targetType: 'item', targetId: row.itemId, before: row, after: null });
    return true;
  });
}
