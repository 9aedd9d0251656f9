/**
 * The catalogue: departments, their categories, catalogue items with their reviews, auctions of
 * those items (the `products` table: one row per auction; category NULL is a major auction,
 * categoryID 0 on the wire) with their images, and users' favourites.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { LIVE_AUCTION_STATUSES } from '@blitz/contract';
import { lit, litList } from '../literals';
import { cascadeRef, cents, createdAt, id, inList, moment, restrictRef, updatedAt } from './columns';
import { users } from './users';
import { AUCTION_STATUSES, BID_TYPES } from './values';

export const departments = pgTable(
  'departments',
  {
    id: id(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** Path under /media, e.g. /media/catalogue/electronics/electronics-banner.webp. */
    banner: text('banner').notNull(),
    /** The banner's small copy (staff uploads make one; the demo's banners have none). */
    bannerThumb: text('banner_thumb'),
    /** The name per shop language other than English, e.g. {"af": "Elektronika"}; English is `name`. */
    names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('departments_slug_key').on(t.slug)],
);

export const categories = pgTable(
  'categories',
  {
    id: id(),
    departmentId: restrictRef('department_id', () => departments.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    thumb: text('thumb').notNull(),
    /** The name per shop language other than English; English is `name`. */
    names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('categories_slug_key').on(t.departmentId, t.slug), index('categories_department_idx').on(t.departmentId)],
);

/** A catalogue item that may be auctioned many times (`productId` on the wire); reviews belong to it. */
export const catalogueItems = pgTable(
  'catalogue_items',
  {
    id: id(),
    /** Stable key, e.g. the manifest slug of a demo item. */
    key: text('key').notNull(),
    title: text('title').notNull(),
    /** The item's description as staff keep it ('' for demo items, whose texts live on their auctions). */
    description: text('description').notNull().default(''),
    /** Title and description per shop language other than English, e.g. {"zu": {"title": "..."}}. */
    texts: jsonb('texts').$type<Record<string, { title?: string; description?: string }>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('catalogue_items_key_key').on(t.key)],
);

/** Pictures staff uploaded for an item (re-encoded, with a thumbnail); new auctions of the item copy them. */
export const itemImages = pgTable(
  'item_images',
  {
    id: id(),
    itemId: cascadeRef('item_id', () => catalogueItems.id),
    full: text('full_path').notNull(),
    thumb: text('thumb_path').notNull(),
    /** 0 is the main image. */
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('item_images_position_key').on(t.itemId, t.position)],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    itemId: restrictRef('item_id', () => catalogueItems.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** NULL for a major auction (categoryID 0 on the wire). */
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'restrict' }),
    departmentId: restrictRef('department_id', () => departments.id),
    /** Retail price; also the buy-now price. */
    retailPriceCents: cents('retail_price_cents').notNull(),
    startingAmountCents: cents('starting_amount_cents').notNull().default(0),
    currentPriceCents: cents('current_price_cents').notNull().default(0),
    bidIncrementCents: cents('bid_increment_cents').notNull().default(10),
    /** Once the price passes this point a Locked auction only accepts users who already bid. */
    lockPriceCents: cents('lock_price_cents'),
    /** Scheduled start. */
    auctionTime: moment('auction_time').notNull(),
    /** Opening window: the first end time is auctionTime + openingSeconds. */
    openingSeconds: integer('opening_seconds').notNull(),
    endTime: moment('end_time'),
    auctionTimer: integer('auction_timer').notNull().default(10),
    bidType: text('bid_type').notNull().default('Standard'),
    status: text('status').notNull().default('Not Started'),
    winnerId: integer('winner_id').references(() => users.id, { onDelete: 'set null' }),
    /** The last bidder while the auction runs (becomes the winner when it Ends). */
    leaderId: integer('leader_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the next BidBuddy turn is due: a random moment 1 to 5 s before the end time. */
    buddyDueAt: moment('buddy_due_at'),
    bidCount: integer('bid_count').notNull().default(0),
    lastBidAt: moment('last_bid_at'),
    featured: boolean('featured').notNull().default(false),
    buyNowEnabled: boolean('buy_now_enabled').notNull().default(true),
    /** The buy-now price when staff set one apart from the retail price (null: the retail price). */
    buyNowPriceCents: cents('buy_now_price_cents'),
    /** Whether bidders may set a BidBuddy on this auction. */
    buddyAllowed: boolean('buddy_allowed').notNull().default(true),
    closedAt: moment('closed_at'),
    /**
     * The head of the auction's fair-play record (migration 0017): how many entries it has and the
     * last one's hash (64 zeros before the first). Every writer of an entry moves it while it holds
     * the auction's row, so the next entry chains to it without looking the record up.
     */
    recordSeq: integer('record_seq').notNull().default(0),
    recordHead: text('record_head')
      .notNull()
      .default(sql`repeat('0', 64)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_status_end_time_idx').on(t.status, t.endTime),
    index('products_status_auction_time_idx').on(t.status, t.auctionTime),
    index('products_category_idx').on(t.categoryId),
    index('products_item_idx').on(t.itemId),
    index('products_department_idx').on(t.departmentId),
    index('products_winner_idx').on(t.winnerId),
    // The win limits count the auctions a shopper leads (bid_win_counts, migration 0009).
    index('products_open_leader_idx')
      .on(t.leaderId)
      .where(sql`${t.status} = 'Open'`),
    // The scheduler's three questions: what opens, what ends, whose buddy turn is due.
    index('products_open_due_idx')
      .on(t.endTime)
      .where(sql`${t.status} = ${lit('Open')}`),
    index('products_start_due_idx')
      .on(t.auctionTime)
      .where(sql`${t.status} = ${lit('Not Started')}`),
    index('products_buddy_due_idx')
      .on(t.buddyDueAt)
      .where(sql`${t.status} = ${lit('Open')} and ${t.buddyDueAt} is not null`),
    index('products_featured_idx')
      .on(t.featured)
      .where(sql`${t.featured}`),
    // Full-text search over title (weight A) and description (B); queries repeat this expression
    // (productSearchDocument in modules/catalogue) so the planner can use the index.
    index('products_search_idx').using(
      'gin',
      sql`(setweight(to_tsvector('english'::regconfig, ${t.title}), 'A') || setweight(to_tsvector('english'::regconfig, ${t.description}), 'B'))`,
    ),
    index('products_auction_time_idx').on(t.auctionTime.desc(), t.id.desc()),
    // Listing pages of live auctions in their display order (modules/catalogue/repository liveOrder):
    // a page is an index range, and counting them an index-only scan.
    index('products_live_order_idx')
      .on(
        t.featured,
        sql`(${t.status} <> ${lit('Open')})`,
        sql`(case when ${t.status} = ${lit('Open')} then ${t.endTime} else ${t.auctionTime} end)`,
        t.id,
      )
      .where(sql`${t.status} in ${litList(LIVE_AUCTION_STATUSES)}`),
    check('products_status_valid', inList(t.status, AUCTION_STATUSES)),
    check('products_bid_type_valid', inList(t.bidType, BID_TYPES)),
    check(
      'products_prices_non_negative',
      sql`${t.retailPriceCents} >= 0 and ${t.startingAmountCents} >= 0 and ${t.currentPriceCents} >= 0`,
    ),
    check('products_increment_positive', sql`${t.bidIncrementCents} > 0`),
    check('products_timer_positive', sql`${t.auctionTimer} > 0 and ${t.openingSeconds} >= 0`),
    check('products_bid_count_non_negative', sql`${t.bidCount} >= 0`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    productId: cascadeRef('product_id', () => products.id),
    full: text('full_path').notNull(),
    thumb: text('thumb_path'),
    /** 0 is the main image. */
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('product_images_position_key').on(t.productId, t.position)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    itemId: cascadeRef('item_id', () => catalogueItems.id),
    userId: cascadeRef('user_id', () => users.id),
    rating: smallint('rating').notNull(),
    review: text('review').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('reviews_item_idx').on(t.itemId, t.createdAt.desc()), check('reviews_rating_range', sql`${t.rating} between 1 and 5`)],
);

export const favourites = pgTable(
  'favourites',
  {
    userId: cascadeRef('user_id', () => users.id),
    productId: cascadeRef('product_id', () => products.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('favourites_product_idx').on(t.productId)],
);
