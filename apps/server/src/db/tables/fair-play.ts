/**
 * Fair play in the open: the append-only record of every auction (one hash-chained entry per
 * listing, state change, parameter change and accepted bid) and the daily digests of its chain
 * heads. Entries are written in the statement that makes the change, so no bid or state change can
 * commit without its entry: a listing's, state change's or terms change's by a trigger on the
 * auction's row (migration 0006), an accepted bid's by the bid statement itself, as the bid's own row
 * (migration 0017: `bids.record_seq` and `bids.record_hash`; bids from before it have their entries
 * here). Each writer chains to the head on the auction's row (`products.record_seq`,
 * `products.record_head`), which it holds. The view `auction_record_entries` lists both kinds. Both
 * tables, and recorded bids, refuse UPDATE and DELETE.
 */
import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns';

export const auctionRecord = pgTable(
  'auction_record',
  {
    /**
     * The auction. No foreign key (migration 0016): every entry is written by a trigger on the
     * auction's own row or on a bid that has one, and a trigger on products refuses to delete an
     * auction that has a record, which is what the key's ON DELETE RESTRICT did, without a lookup of
     * the auction's row in every bid's write.
     */
    productId: integer('product_id').notNull(),
    /** 1, 2, 3… per auction, in the order the auction's row lock let the changes through. */
    seq: integer('seq').notNull(),
    /**
     * The moment the entry describes (the bid's time, the closing time), for the daily digests. Its
     * index is a BRIN one: entries come in time order, and it costs a bid's write almost nothing.
     */
    at: moment('at').notNull(),
    /** The entry as canonical JSON (keys sorted, nulls left out, no spaces): exactly what is hashed. */
    entry: text('entry').notNull(),
    /** Hash of the previous entry of this auction (64 zeros for the first). */
    prevHash: text('prev_hash').notNull(),
    /** SHA-256 hex of prevHash + "\n" + entry. */
    hash: text('hash').notNull(),
  },
  (t) => [primaryKey({ name: 'auction_record_pkey', columns: [t.productId, t.seq] }), index('auction_record_at_idx').using('brin', t.at)],
);

/** One row per finished day (UTC): SHA-256 over that day's chain heads, published and never changed. */
export const recordDigests = pgTable('record_digests', {
  day: date('day', { mode: 'string' }).primaryKey(),
  digest: text('digest').notNull(),
  /** How many auctions' heads went into it. */
  auctions: integer('auctions').notNull(),
  createdAt: createdAt(),
});
