// The invariant checker itself: a clean run reports nothing, and each planted fault is reported.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkAuctionInvariants, EMPTY_REPORT } from '../helpers/auction-invariants';
import { useTestApp } from '../helpers/use-test-app';
import { createAuction, createBidder } from '../modules/auctions/auction-fixtures';

describe('auction invariants', () => {
  const t = useTestApp({ seed: false });

  it('reports nothing for bids the engine placed, and each planted fault', async () => {
    const db = t.app.db;
    const [a, b] = [await createBidder(db, t.config.jwtSecret, { free: 5 }), await createBidder(db, t.config.jwtSecret, { free: 5 })];
    const id = await createAuction(db, { endsIn: 30 });
    await t.app.auctions.engine.placeBid(id, a.id);
    await t.app.auctions.engine.placeBid(id, b.id);
    expect(await checkAuctionInvariants(db, [id])).toEqual(EMPTY_REPORT);

    // A bid written behind the engine's back: after the end, by the leader, unpaid, price not raised.
    await db.execute(
      sql`insert into bids (product_id, user_id, amount_cents, placed_at, paid) values (${id}, ${b.id}, 30, now() + interval '1 hour', false)`,
    );
    const report = await checkAuctionInvariants(db, [id]);
    expect(report.bidsAfterEnd).toHaveLength(1);
    expect(report.selfOutbids).toHaveLength(1);
    expect(report.manualBidsNotCostingOne).toHaveLength(1);
    expect(report.priceMismatches).toHaveLength(1);

    await db.execute(sql`update users set free_blitz = free_blitz + 1 where id = ${a.id}`);
    expect((await checkAuctionInvariants(db, [id])).ledgerMismatches).toHaveLength(1);
    // Put the balance back, so the ledger check after the suite passes.
    await db.execute(sql`update users set free_blitz = free_blitz - 1 where id = ${a.id}`);
  });
});
