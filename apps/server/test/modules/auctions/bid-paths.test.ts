// One bid rule, two paths: random auction states go through the fast path's guarded statement
// and through the locked path (decideBid on locked rows), each on its own copy of the state. They
// must accept and refuse the same bids, charge the same Blitz, reach the same price, and set the
// end time `endTimeAfterBid` gives for the moment the bid landed. The buddy window's SQL is
// checked against its definition the same way.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { BID_TYPES, BUDDY_BID_WINDOW_SECONDS, endTimeAfterBid, WIN_LIMITS, type BidType } from '@blitz/contract';
import { describe, expect, it } from 'vitest';
import { queryRows, toDateOrNull } from '../../../src/db/client';
import { fastBid, lockedBid } from '../../../src/modules/auctions/bid-paths';
import { buddyTurnAtSql } from '../../../src/modules/auctions/rule-sql';
import { decideBid, type WinCounts } from '../../../src/modules/auctions/rules';
import { databaseKinds } from '../../helpers/test-database';
import { propertyRuns } from '../../helpers/test-scale';
import { auctionRow, balance, createAuction, createAuctionInState, createBidder, useEngineApp } from './auction-fixtures';

const STATUSES = ['Open', 'Not Started', 'Ended', 'Closed'] as const;

/**
 * Auctions the win limits count or must not count: won some days ago or led now, by the bidder or
 * by a shopper sharing the bidder's delivery address, major or not. Days stay clear of the
 * windows' edges (7 and 28 days).
 */
const pastAuction = fc.record({
  byBidder: fc.boolean(),
  won: fc.boolean(),
  daysAgo: fc.constantFrom(1, 3, 6, 8, 20, 27, 29, 35),
  major: fc.boolean(),
});
type PastAuction = typeof pastAuction extends fc.Arbitrary<infer T> ? T : never;

/** What the win limits should count, worked out from the history itself (not from the SQL). */
function expectedCounts(history: PastAuction[], hasAddress: boolean): WinCounts {
  const within = (a: PastAuction, days: number) => !a.won || a.daysAgo < days;
  const own = history.filter((a) => a.byBidder);
  return {
    major: own.filter((a) => a.major && within(a, WIN_LIMITS.majorDays)).length,
    shopper: own.filter((a) => within(a, WIN_LIMITS.weekDays)).length,
    address: hasAddress ? history.filter((a) => within(a, WIN_LIMITS.weekDays)).length : 0,
  };
}

/**
 * An auction and a bidder as the rules see them. End times stay clear of "now" by seconds; the
 * retail price and the lock point are often right at the price's edge, where a retyped rule
 * would go wrong first.
 */
const auctionState = fc
  .record({
    status: fc.oneof({ arbitrary: fc.constant('Open' as const), weight: 5 }, fc.constantFrom(...STATUSES)),
    endsIn: fc.oneof({ arbitrary: fc.constantFrom(3, 8, 40, 3600), weight: 4 }, fc.constantFrom(-60, -3)),
    auctionTimer: fc.integer({ min: 5, max: 30 }),
    leader: fc.constantFrom('none', 'self', 'other', 'other'),
    bidType: fc.constantFrom<BidType>(...BID_TYPES),
    incrementCents: fc.integer({ min: 1, max: 200 }),
    // 90% of the retail price is `retailTenths * 9` cents; the next price is near it or anywhere.
    retailTenths: fc.integer({ min: 1, max: 400 }),
    nextPriceOffset: fc.oneof(fc.integer({ min: -2, max: 2 }), fc.integer({ min: -4_000, max: 400 })),
    lockOffset: fc.option(fc.oneof(fc.integer({ min: -1, max: 1 }), fc.integer({ min: -2_000, max: 2_000 }))),
    hasWon: fc.boolean(),
    hasBid: fc.boolean(),
    major: fc.boolean(),
    hasAddress: fc.boolean(),
    history: fc.oneof(fc.constant<PastAuction[]>([]), fc.array(pastAuction, { maxLength: 7 })),
    free: fc.integer({ min: 0, max: 2 }),
    paid: fc.integer({ min: 0, max: 2 }),
  })
  .map(({ retailTenths, nextPriceOffset, lockOffset, ...s }) => {
    const priceCents = Math.max(0, retailTenths * 9 + nextPriceOffset - s.incrementCents);
    return {
      ...s,
      priceCents,
      retailCents: retailTenths * 10,
      lockPriceCents: lockOffset === null ? null : Math.max(0, priceCents + lockOffset),
    };
  });
type AuctionState = typeof auctionState extends fc.Arbitrary<infer T> ? T : never;

describe.each(databaseKinds)('the fast and the locked bid path on %s', (kind) => {
  const app = useEngineApp(kind);

  /** Gives the user a delivery address (a shipping profile). */
  async function giveAddress(userId: number, street: string) {
    await app.db
      .execute(sql`insert into shipping_profiles (user_id, title, recipient_name, recipient_mobile, street_address, suburb, city, province, postal_code)
      values (${userId}, 'Home', 'Test', '0820000000', ${street}, 'Soweto', 'Johannesburg', 'Gauteng', '1804')`);
  }

  /** The bidder's history for the win limits: wins and leads of theirs and of a shopper at their address. */
  async function arrangeHistory(s: AuctionState, userId: number) {
    const { db } = app;
    // Spelled differently for the two: the address is the same place.
    const street = `${Math.random().toString(36).slice(2)} Vilakazi Street`;
    const housemate = (await createBidder(db, app.t.config.jwtSecret)).id;
    await giveAddress(housemate, street.toUpperCase() + '.');
    if (s.hasAddress) await giveAddress(userId, street);
    for (const past of s.history) {
      const who = past.byBidder ? userId : housemate;
      const id = await createAuction(db, { status: past.won ? 'Ended' : 'Open', major: past.major, endsIn: past.won ? -60 : 3600 });
      await db.execute(
        past.won
          ? sql`update products set winner_id = ${who}, leader_id = ${who}, closed_at = now() - ${past.daysAgo} * interval '1 day' where id = ${id}`
          : sql`update products set leader_id = ${who} where id = ${id}`,
      );
    }
  }

  /** Writes one copy of the state: the auction, the bidder and the facts about them. */
  async function arrange(s: AuctionState) {
    const { db } = app;
    const user = await createBidder(db, app.t.config.jwtSecret, { free: s.free, paid: s.paid });
    await arrangeHistory(s, user.id);
    const id = await createAuctionInState(db, s);
    if (s.leader !== 'none') {
      const leader = s.leader === 'self' ? user.id : (await createBidder(db, app.t.config.jwtSecret)).id;
      await db.execute(sql`update products set leader_id = ${leader} where id = ${id}`);
    }
    if (s.hasWon) {
      const won = await createAuction(db, { status: 'Ended' });
      await db.execute(sql`update products set winner_id = ${user.id}, leader_id = ${user.id} where id = ${won}`);
    }
    if (s.hasBid) {
      await db.execute(sql`insert into bids (product_id, user_id, amount_cents, placed_at, via_buddy, paid)
        values (${id}, ${user.id}, ${Math.max(s.priceCents, 1)}, now() - interval '1 hour', false, false)`);
    }
    const [row] = await queryRows<{ endTime: unknown }>(db, sql`select end_time as "endTime" from products where id = ${id}`);
    return { id, userId: user.id, endTime: toDateOrNull(row!.endTime) };
  }

  it('accept and refuse the same bids, with the same price, Blitz and end time', async () => {
    await fc.assert(
      fc.asyncProperty(auctionState, async (s) => {
        const a = await arrange(s);
        const b = await arrange(s);
        const expected = decideBid({
          ...s,
          endTime: b.endTime,
          now: new Date(),
          leaderId: s.leader === 'none' ? null : s.leader === 'self' ? b.userId : -1,
          userId: b.userId,
          wins: expectedCounts(s.history, s.hasAddress),
          hasWon: s.hasWon || s.history.some((past) => past.byBidder && past.won),
        });

        const fast = await fastBid(app.db, a.id, a.userId);
        const locked = await lockedBid(app.db, b.id, b.userId);

        // The locked path is decideBid on the rows it locked; the state arrived as meant.
        expect(locked.ok ? { ok: true } : locked).toEqual(expected.ok ? { ok: true } : expected);
        // The fast path writes exactly the bids the rules accept and that do not end the auction.
        const lockedWritesPlainBid = locked.ok && locked.finished === null;
        expect(fast !== null).toBe(lockedWritesPlainBid);
        if (!fast) {
          expect(await auctionRow(app.db, a.id)).toMatchObject({ bidCount: 0, priceCents: s.priceCents });
          expect(await balance(app.db, a.userId)).toEqual({ free: s.free, paid: s.paid });
        }
        if (!locked.ok) {
          expect(await auctionRow(app.db, b.id)).toMatchObject({ bidCount: 0, priceCents: s.priceCents });
          return;
        }
        const bid = locked.bid;
        expect(bid.priceCents).toBe(s.priceCents + s.incrementCents);
        if (locked.finished) {
          // The 90% rule: the auction ends at the bid with this bidder as winner.
          expect(bid.endTime.getTime()).toBe(bid.placedAt.getTime());
          expect(locked.finished).toMatchObject({ status: 'Ended', winner: { userId: b.userId } });
        } else {
          expect(bid.endTime).toEqual(endTimeAfterBid(b.endTime, bid.placedAt, s.auctionTimer));
        }
        if (fast?.ok) {
          expect(fast.bid.priceCents).toBe(bid.priceCents);
          expect(fast.bid.balance).toEqual(bid.balance);
          expect(fast.bid.endTime).toEqual(endTimeAfterBid(a.endTime, fast.bid.placedAt, s.auctionTimer));
          expect(await auctionRow(app.db, a.id)).toMatchObject({ bidCount: 1, leaderId: a.userId, status: 'Open' });
        }
      }),
      { numRuns: propertyRuns(200) },
    );
    // Each run writes two copies of an auction with up to seven past auctions and three shoppers.
  }, 300_000);

  it('stamps buddy turns inside the window, never in the past, none when less than its minimum is left', async () => {
    const { min, max } = BUDDY_BID_WINDOW_SECONDS;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: -10_000, max: 20_000 }), async (endsInMs) => {
        const now = new Date('2026-03-01T10:00:00.000Z');
        const end = new Date(now.getTime() + endsInMs);
        const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
        const [row] = await queryRows<{ t: unknown }>(app.db, sql`select ${buddyTurnAtSql(at(end), at(now))} as t`);
        const turn = toDateOrNull(row!.t);
        const latest = end.getTime() - min * 1000;
        if (latest < now.getTime()) {
          expect(turn).toBeNull();
          return;
        }
        expect(turn).not.toBeNull();
        expect(turn!.getTime()).toBeGreaterThanOrEqual(Math.max(end.getTime() - max * 1000, now.getTime()));
        expect(turn!.getTime()).toBeLessThanOrEqual(latest);
      }),
      { numRuns: propertyRuns(100) },
    );
  });
});
