/**
 * Bidding and the Blitz wallet: placed bids, BidBuddy reservations, the ledger every balance
 * change is written to (balance on the user row = sum of the ledger), and the bid packs for sale.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadeRef, cents, createdAt, id, inList, moment, updatedAt } from './columns';
import { products } from './catalogue';
import { users } from './users';
import { LEDGER_KINDS } from './values';

export const bids = pgTable(
  'bids',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    productId: cascadeRef('product_id', () => products.id),
    userId: cascadeRef('user_id', () => users.id),
    /** The auction price after this bid. */
    amountCents: cents('amount_cents').notNull(),
    placedAt: moment('placed_at').notNull().defaultNow(),
    viaBuddy: boolean('via_buddy').notNull().default(false),
    /** Whether the Blitz spent on this bid was a paid one (false: free Blitz). */
    paid: boolean('paid').notNull(),
    /**
     * The auction's end time once this bid was placed, as the bid write set it (migration 0015), so
     * the fair-play record's entry for the bid need not look the auction's row up again. Null on
     * bids written another way (the record's trigger then reads the auction's end time).
     */
    endTime: moment('end_time'),
    /**
     * The bidder's nickname as the bid write read it from the user's row it joins anyway (migration
     * 0016), for the same reason: the record's entry takes it from here. Null on bids written
     * another way (the trigger then reads the user's row).
     */
    nickname: text('nickname'),
    /**
     * The bid's place in its auction's fair-play record and the entry's hash (migration 0017): an
     * accepted bid's entry is its own row, rebuilt from the columns above by
     * `auction_record_bid_entry` (the view `auction_record_entries` shows it with the other
     * entries). Null on the demo seed's imported history, which the record leaves out, and on bids
     * from before migration 0017, whose entries are rows of `auction_record`.
     */
    recordSeq: integer('record_seq'),
    recordHash: text('record_hash'),
  },
  (t) => [
    index('bids_product_placed_idx').on(t.productId, t.placedAt.desc(), t.id.desc()),
    // The daily digests read a day's entries by their time; bids come in time order, and a BRIN
    // index costs a bid's write almost nothing.
    index('bids_placed_at_idx').using('brin', t.placedAt),
    index('bids_user_placed_idx').on(t.userId, t.placedAt.desc()),
    check('bids_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

export const bidBuddies = pgTable(
  'bid_buddies',
  {
    id: id(),
    userId: cascadeRef('user_id', () => users.id),
    productId: cascadeRef('product_id', () => products.id),
    /** Blitz reserved when the buddy was (last) set. */
    reserved: integer('reserved').notNull(),
    /** Unused reserve, kept per pot so a return goes back where it came from. */
    remainingFree: integer('remaining_free').notNull().default(0),
    remainingPaid: integer('remaining_paid').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Buddies take turns in the order they were set. */
    activatedAt: moment('activated_at').notNull().defaultNow(),
    /** The buddy's last bid: turns go to the buddy that waited longest (never bid: by activatedAt). */
    lastBidAt: moment('last_bid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bid_buddies_user_product_key').on(t.userId, t.productId),
    index('bid_buddies_active_idx')
      .on(t.productId, t.activatedAt)
      .where(sql`${t.active}`),
    check('bid_buddies_amounts_non_negative', sql`${t.reserved} >= 0 and ${t.remainingFree} >= 0 and ${t.remainingPaid} >= 0`),
  ],
);

export const blitzLedger = pgTable(
  'blitz_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: cascadeRef('user_id', () => users.id),
    delta: integer('delta').notNull(),
    kind: text('kind').notNull(),
    /** What caused it, e.g. `bid:123`, `order:45`, `reward:daily:2026-01-31`. */
    reference: text('reference'),
    paid: boolean('paid').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('blitz_ledger_user_idx').on(t.userId, t.createdAt),
    check('blitz_ledger_delta_non_zero', sql`${t.delta} <> 0`),
    check('blitz_ledger_kind_valid', inList(t.kind, LEDGER_KINDS)),
  ],
);

export const bidPacks = pgTable(
  'bid_packs',
  {
    id: id(),
    bids: integer('bids').notNull(),
    priceCents: cents('price_cents').notNull(),
    currency: text('currency').notNull().default('ZAR'),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [check('bid_packs_positive', sql`${t.bids} > 0 and ${t.priceCents} > 0`)],
);
