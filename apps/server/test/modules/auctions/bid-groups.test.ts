// Group commit of bids (bid-groups.ts) against the pure rules one bid at a time: random auction
// states and random bidders, in random arrival order, go through a group (one transaction deciding
// them in order), through the engine's lanes (all sent at once: the first alone, the rest grouped)
// and one at a time on today's path, each on its own copy of the state; and several auctions' bids,
// interleaved, through one group. Every bid must get what `decideBid` gives it on the state the bids
// before it on its auction left (price, leader, balance, whether it has bid, the end at the retail
// limit), and each auction, the balances and the record's order must come out as the model says.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client';
import { inPinnedTransaction } from '../../../src/db/transaction';
import { groupBidsIn, singleBid, type BidOutcome } from '../../../src/modules/auctions/bid-paths';
import { databaseKinds } from '../../helpers/test-database';
import { propertyRuns } from '../../helpers/test-scale';
import { auctionRow, balance, createAuction, createBidder, useEngineApp } from './auction-fixtures';
import { bidWarCopies, warState } from './bid-war-model';

const bidsOn = (productId: number, userIds: readonly number[]) => userIds.map((userId) => ({ productId, userId }));

describe.each(databaseKinds)('bid groups against the rules one bid at a time on %s', (kind) => {
  const app = useEngineApp(kind);
  const { arrange, expectModel } = bidWarCopies(app);

  it('decide each bid of a group, of any size and order, as the rules do one at a time', async () => {
    await fc.assert(
      fc.asyncProperty(warState, async (s) => {
        const grouped = await arrange(s);
        const alone = await arrange(s);
        const laned = await arrange(s);

        const groupOutcomes = await inPinnedTransaction(app.db, (tx) => groupBidsIn(tx, bidsOn(grouped.id, grouped.ids), () => undefined));
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

  it('decide the interleaved bids of several auctions in one group as each auction alone, in one commit', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(warState, { minLength: 2, maxLength: 3 }).chain((wars) => {
          // Each bid's place in the group's arrival order: the auctions' bids interleaved at random.
          const slots = wars.flatMap((w, war) => w.bidders.map((_, i) => ({ war, i })));
          return fc.tuple(fc.constant(wars), fc.shuffledSubarray(slots, { minLength: slots.length, maxLength: slots.length }));
        }),
        async ([wars, arrival]) => {
          const copies: Awaited<ReturnType<typeof arrange>>[] = [];
          for (const s of wars) copies.push(await arrange(s));
          // Within an auction its bidders arrive in their own order (the model's), whatever the interleaving.
          const next = wars.map(() => 0);
          const bids = arrival.map(({ war }) => ({ productId: copies[war]!.id, userId: copies[war]!.ids[next[war]!++]!, war }));
          let held = 0;
          const outcomes = await inPinnedTransaction(app.db, (tx) => groupBidsIn(tx, bids, () => (held += 1)));
          expect(held).toBeGreaterThan(0);
          for (const [war, s] of wars.entries()) {
            await expectModel(
              s,
              copies[war]!,
              outcomes.filter((_, at) => bids[at]!.war === war),
              (accepted) => Math.min(accepted, 1),
            );
          }
          const [commits] = await queryRows<{ n: number }>(
            app.db,
            sql`select count(distinct xmin::text)::int as n from bids
              where product_id in (${sql.join(
                copies.map((c) => sql`${c.id}`),
                sql`, `,
              )}) and placed_at > now() - interval '10 minutes'`,
          );
          expect(Number(commits!.n)).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: propertyRuns(40) },
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
