// A bid war's group commit (bid-groups.ts) against the pure rules one bid at a time: random auction
// states and random bidders, in random arrival order, go through a group (one transaction deciding
// them in order), through the engine's lanes (all sent at once: the first alone, the rest grouped)
// and one at a time on today's path, each on its own copy of the state. Every bid must get what
// `decideBid` gives it on the state the bids before it left (price, leader, balance, whether it has
// bid, the end at the retail limit), and the auction, the balances and the record's order must
// come out as the model says.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { BID_COST_BLITZ, BID_TYPES, type BidRefusal, type BidType } from '@blitz/contract';
import { describe, expect, it } from 'vitest';
import { queryRows, toDateOrNull } from '../../../src/db/client';
import { inPinnedTransaction } from '../../../src/db/transaction';
import { groupBidsIn, singleBid, type BidOutcome } from '../../../src/modules/auctions/bid-paths';
import { decideBid, type BidState } from '../../../src/modules/auctions/rules';
import { databaseKinds } from '../../helpers/test-database';
import { propertyRuns } from '../../helpers/test-scale';
import { auctionRow, balance, createAuction, createAuctionInState, createBidder, useEngineApp } from './auction-fixtures';

const bidderState = fc.record({
  free: fc.integer({ min: 0, max: 2 }),
  paid: fc.integer({ min: 0, max: 2 }),
  hasWon: fc.boolean(),
  hasBid: fc.boolean(),
});

/** An auction, the bidders of one group in arrival order, and who leads before them. */
const warState = fc
  .record({
    status: fc.oneof({ arbitrary: fc.constant('Open' as const), weight: 8 }, fc.constantFrom('Not Started' as const, 'Ended' as const)),
    endsIn: fc.oneof({ arbitrary: fc.constantFrom(8, 40, 3600), weight: 6 }, fc.constant(-3)),
    auctionTimer: fc.integer({ min: 5, max: 30 }),
    bidType: fc.constantFrom<BidType>(...BID_TYPES),
    incrementCents: fc.integer({ min: 1, max: 50 }),
    // The retail limit (90%) a few increments above the price, or out of reach.
    stepsToLimit: fc.oneof(fc.integer({ min: 1, max: 6 }), fc.constant(1_000)),
    lockSteps: fc.option(fc.integer({ min: -1, max: 4 })),
    bidders: fc.array(bidderState, { minLength: 1, maxLength: 8 }),
    leader: fc.oneof(fc.constant('none' as const), fc.constant('other' as const), fc.nat({ max: 7 })),
  })
  .map(({ stepsToLimit, lockSteps, ...s }) => {
    const priceCents = 1_000;
    const limitPrice = priceCents + stepsToLimit * s.incrementCents;
    return {
      ...s,
      priceCents,
      // 90% of retail is exactly the price `stepsToLimit` bids from now.
      retailCents: Math.ceil((limitPrice * 100) / 90),
      lockPriceCents: lockSteps === null ? null : priceCents + lockSteps * s.incrementCents,
    };
  });
type WarState = typeof warState extends fc.Arbitrary<infer T> ? T : never;

type Answer = { ok: true } | { ok: false; reason: BidRefusal };

/** The pure rules one bid at a time, each on the state the bids before it left. */
function model(s: WarState, ids: number[], now: Date, endTime: Date | null) {
  let state = { status: s.status as BidState['status'], priceCents: s.priceCents, endTime, leaderId: leaderOf(s, ids) };
  const wallets = s.bidders.map((b) => ({ ...b }));
  const answers: Answer[] = [];
  const order: number[] = [];
  wallets.forEach((w, i) => {
    const decision = decideBid({ ...s, ...state, ...w, now, userId: ids[i]!, major: false, wins: { major: 0, shopper: 0, address: 0 } });
    if (!decision.ok) {
      answers.push(decision);
      return;
    }
    answers.push({ ok: true });
    order.push(ids[i]!);
    if (decision.paid) w.paid -= BID_COST_BLITZ;
    else w.free -= BID_COST_BLITZ;
    w.hasBid = true;
    state = {
      status: decision.endsNow ? 'Ended' : state.status,
      priceCents: decision.priceCents,
      endTime: decision.endTime,
      leaderId: ids[i]!,
    };
  });
  return { answers, order, state, wallets };
}

function leaderOf(s: WarState, ids: number[]): number | null {
  if (s.leader === 'none') return null;
  if (s.leader === 'other') return -1;
  return ids[s.leader % ids.length]!;
}

const answerOf = (outcome: BidOutcome): Answer => (outcome.ok ? { ok: true } : { ok: false, reason: outcome.reason });

describe.each(databaseKinds)('bid groups against the rules one bid at a time on %s', (kind) => {
  const app = useEngineApp(kind);

  /** One copy of the state: the auction and its bidders (in arrival order). */
  async function arrange(s: WarState) {
    const { db } = app;
    const secret = app.t.config.jwtSecret;
    const ids: number[] = [];
    for (const b of s.bidders) ids.push((await createBidder(db, secret, { free: b.free, paid: b.paid })).id);
    const id = await createAuctionInState(db, s);
    const leader = s.leader === 'other' ? (await createBidder(db, secret)).id : leaderOf(s, ids);
    if (leader !== null) await db.execute(sql`update products set leader_id = ${leader} where id = ${id}`);
    for (const [i, b] of s.bidders.entries()) {
      if (b.hasWon) {
        const won = await createAuction(db, { status: 'Ended' });
        await db.execute(sql`update products set winner_id = ${ids[i]!}, leader_id = ${ids[i]!} where id = ${won}`);
      }
      if (b.hasBid) {
        await db.execute(sql`insert into bids (product_id, user_id, amount_cents, placed_at, via_buddy, paid)
          values (${id}, ${ids[i]!}, ${s.priceCents}, now() - interval '1 hour', false, false)`);
      }
    }
    const [row] = await queryRows<{ endTime: unknown }>(db, sql`select end_time as "endTime" from products where id = ${id}`);
    return { id, ids, endTime: toDateOrNull(row!.endTime) };
  }

  /**
   * The copy's outcome against the model: every answer, the auction, each balance, the record's
   * order; and how many transactions wrote its accepted bids, at most `commits(accepted)`.
   */
  async function expectModel(
    s: WarState,
    copy: Awaited<ReturnType<typeof arrange>>,
    outcomes: BidOutcome[],
    commits: (accepted: number) => number,
  ) {
    const expected = model(s, copy.ids, new Date(), copy.endTime);
    expect(outcomes.map(answerOf)).toEqual(expected.answers);
    expect(await auctionRow(app.db, copy.id)).toMatchObject({
      status: expected.state.status,
      priceCents: expected.state.priceCents,
      bidCount: expected.order.length,
      leaderId: expected.state.leaderId === -1 ? expect.any(Number) : expected.state.leaderId,
    });
    for (const [i, userId] of copy.ids.entries()) {
      expect(await balance(app.db, userId)).toEqual({ free: expected.wallets[i]!.free, paid: expected.wallets[i]!.paid });
    }
    // The record chains the accepted bids in the order they were decided (the arranged earlier bids,
    // an hour old, left out).
    const recorded = await queryRows<{ userId: number }>(
      app.db,
      sql`select user_id as "userId" from bids where product_id = ${copy.id} and placed_at > now() - interval '10 minutes' order by record_seq`,
    );
    expect(recorded.map((r) => Number(r.userId))).toEqual(expected.order);
    const accepted = outcomes.filter((o): o is Extract<BidOutcome, { ok: true }> => o.ok);
    expect(accepted.map((o) => o.bid.bidder.userId)).toEqual(expected.order);
    const [written] = await queryRows<{ n: number }>(
      app.db,
      sql`select count(distinct xmin::text)::int as n from bids where product_id = ${copy.id} and placed_at > now() - interval '10 minutes'`,
    );
    expect(Number(written!.n)).toBeLessThanOrEqual(commits(expected.order.length));
    // Times follow the order of decision, and each accepted bid's price is one increment more.
    accepted.forEach((o, i) => {
      expect(o.bid.priceCents).toBe(s.priceCents + (i + 1) * s.incrementCents);
      if (i > 0) expect(o.bid.placedAt.getTime()).toBeGreaterThanOrEqual(accepted[i - 1]!.bid.placedAt.getTime());
    });
  }

  it('decide each bid of a group, of any size and order, as the rules do one at a time', async () => {
    await fc.assert(
      fc.asyncProperty(warState, async (s) => {
        const grouped = await arrange(s);
        const alone = await arrange(s);
        const laned = await arrange(s);

        const groupOutcomes = await inPinnedTransaction(app.db, (tx) => groupBidsIn(tx, grouped.id, grouped.ids, () => undefined));
        const aloneOutcomes: BidOutcome[] = [];
        for (const userId of alone.ids) aloneOutcomes.push(await singleBid(app.db, alone.id, userId));
        // All at once through the engine: the first goes alone, those behind it in groups.
        const lanedOutcomes = await Promise.all(laned.ids.map((userId) => app.engine.placeBid(laned.id, userId)));

        // A group commits once; the lanes' first bid goes alone and the rest together; alone, each bid commits.
        await expectModel(s, grouped, groupOutcomes, (accepted) => Math.min(accepted, 1));
        await expectModel(s, alone, aloneOutcomes, (accepted) => accepted);
        await expectModel(s, laned, lanedOutcomes, (accepted) => Math.min(accepted, 2));
      }),
      { numRuns: propertyRuns(80) },
    );
  }, 300_000);

  it('answers each bid of a failed group as it would be answered alone, nothing of the group written', async () => {
    const { db } = app;
    const ids: number[] = [];
    for (let i = 0; i < 4; i += 1) ids.push((await createBidder(db, app.t.config.jwtSecret, { free: 5 })).id);
    const id = await createAuction(db);
    // The database refuses one bidder's bid row outright: the group holding it fails as a whole.
    await db.execute(
      sql.raw(`create function test_refuse_bid() returns trigger language plpgsql as $$ begin
        if new.user_id = ${ids[2]!} then raise exception 'refused by the test'; end if; return new; end $$`),
    );
    await db.execute(sql.raw('create trigger test_refuse_bid before insert on bids for each row execute function test_refuse_bid()'));
    try {
      // The first goes alone; the three behind it form a group, which fails at the third bidder.
      const settled = await Promise.allSettled(ids.map((userId) => app.engine.placeBid(id, userId)));
      expect(settled.map((s) => (s.status === 'fulfilled' ? s.value.ok : 'error'))).toEqual([true, true, 'error', true]);
      // Each bid once: the second bidder's bid was written by its retry alone, not also by the group.
      expect(await auctionRow(db, id)).toMatchObject({ bidCount: 3, leaderId: ids[3], priceCents: 30 });
      expect(await Promise.all(ids.map((userId) => balance(db, userId)))).toEqual([4, 4, 5, 4].map((free) => ({ free, paid: 0 })));
    } finally {
      await db.execute(sql.raw('drop trigger test_refuse_bid on bids'));
      await db.execute(sql.raw('drop function test_refuse_bid()'));
    }
  });
});
