/**
 * The user's own bidding, for the dashboard: auctions still running that they bid on or have a
 * buddy on (`/bids/active`), and every auction they bid on with its outcome (`/bids/history`),
 * filtered, sorted and paged as SPEC.md section 7 describes.
 */
import { and, asc, inArray, sql, type SQL } from 'drizzle-orm';
import {
  LIVE_AUCTION_STATUSES,
  TIME_ZONE,
  filterBoundToCents,
  type BidHistory,
  type BidHistoryBody,
  type ShortProduct,
} from '@blitz/contract';
import { queryRows, toDate, type Database } from '../../db/client';
import { lit } from '../../db/literals';
import { limitToPage, totalOf } from '../../db/paging';
import { products } from '../../db/schema';
import { contains } from '../../shared/like-pattern';
import { imageOrNull } from '../../shared/wire-image';
import { createCardBuilder, createCatalogueRepository, productColumns } from '../catalogue';

const MAX_ACTIVE = 200;

export function createBidLists(db: Database) {
  const toCards = createCardBuilder(createCatalogueRepository(db));

  async function active(userId: number): Promise<ShortProduct[]> {
    const rows = await db
      .select(productColumns)
      .from(products)
      .where(
        and(
          inArray(products.status, LIVE_AUCTION_STATUSES),
          sql`(exists (select 1 from bids b where b.product_id = ${products.id} and b.user_id = ${userId})
            or exists (select 1 from bid_buddies bb where bb.product_id = ${products.id} and bb.user_id = ${userId} and bb.active))`,
        ),
      )
      .orderBy(
        sql`(${products.status} <> ${lit('Open')})`,
        sql`(case when ${products.status} = ${lit('Open')} then ${products.endTime} else ${products.auctionTime} end)`,
        asc(products.id),
      )
      .limit(MAX_ACTIVE);
    const cards = await toCards(rows);
    const buddies = await queryRows<{ productId: number; left: number }>(
      db,
      sql`select product_id as "productId", remaining_free + remaining_paid as left
          from bid_buddies where user_id = ${userId} and active`,
    );
    const left = new Map(buddies.map((b) => [b.productId, b.left]));
    return cards.map((card) => (left.has(card.id) ? { ...card, activeBuddy: true, currentBidBuddyAmount: left.get(card.id)! } : card));
  }

  async function history(userId: number, body: BidHistoryBody): Promise<BidHistory> {
    const filters: SQL[] = [];
    if (body.minPrice !== undefined) filters.push(sql`p.current_price_cents >= ${filterBoundToCents(body.minPrice, 'min')}`);
    if (body.maxPrice !== undefined) filters.push(sql`p.current_price_cents <= ${filterBoundToCents(body.maxPrice, 'max')}`);
    const day = sql`(mine.last_bid at time zone ${TIME_ZONE})::date`;
    if (body.minDate) filters.push(sql`${day} >= ${body.minDate}::date`);
    if (body.maxDate) filters.push(sql`${day} <= ${body.maxDate}::date`);
    if (body.auction?.length) filters.push(inArray(sql`p.id`, body.auction));
    if (body.status?.length) filters.push(inArray(sql`p.status`, body.status));
    if (body.wonBy?.trim()) filters.push(sql`w.nickname ilike ${contains(body.wonBy.trim())}`);
    const where = filters.length ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
    const order =
      body.sort === 'prAsc'
        ? sql`p.current_price_cents asc, p.id desc`
        : body.sort === 'prDesc'
          ? sql`p.current_price_cents desc, p.id desc`
          : body.sort === 'rat'
            ? sql`(select avg(r.rating) from reviews r where r.item_id = p.item_id) desc nulls last, mine.last_bid desc`
            : sql`mine.last_bid desc, p.id desc`;
    const rows = await queryRows<{
      id: number;
      title: string;
      winner: string | null;
      full: string | null;
      thumb: string | null;
      lastBid: Date;
      total: number;
    }>(
      db,
      sql`
        with mine as (select product_id, max(placed_at) as last_bid from bids where user_id = ${userId} group by product_id)
        select p.id, p.title, w.nickname as winner, img.full_path as full, img.thumb_path as thumb,
          mine.last_bid as "lastBid", count(*) over ()::int as total
        from mine join products p on p.id = mine.product_id
        left join users w on w.id = p.winner_id
        left join lateral (select full_path, thumb_path from product_images where product_id = p.id order by position limit 1) img on true
        ${where}
        order by ${order}
        ${limitToPage(body.pageNumber, body.pageSize)}`,
    );
    return {
      totalProducts: totalOf(rows),
      previousBids: rows.map((row) => ({
        auctionID: row.id,
        title: row.title,
        winner: row.winner ?? '',
        image: imageOrNull(row.full, row.thumb),
        date: toDate(row.lastBid).toISOString(),
      })),
    };
  }

  return { active, history };
}
