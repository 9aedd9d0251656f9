// BidBuddy through /auction/bidBuddy and the scheduler's turns: reserves taken and returned through
// the ledger, bids at the due moment only while another user leads, buddies taking turns.
import { bidBuddyResultSchema } from '@blitz/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client';
import { postApi } from '../../helpers/build-test-app';
import { databaseKinds } from '../../helpers/test-database';
import { auctionRow, balance, createAuction, createBidder, expire, makeBuddyTurnDue, type Bidder, useEngineApp } from './auction-fixtures';

describe.each(databaseKinds)('BidBuddy on %s', (kind) => {
  const app = useEngineApp(kind);
  const bidder = (blitz: { free?: number; paid?: number } = { free: 10 }) => createBidder(app.db, app.t.config.jwtSecret, blitz);
  const setBuddy = (user: Bidder, auctionID: number, buddyAmount: number, active = true) =>
    postApi(app.t.app, '/auction/bidBuddy', { refreshToken: user.refreshToken, lanIso: 'en', active, auctionID, buddyAmount });
  const buddyBidders = async (auctionId: number) =>
    (
      await queryRows<{ userId: number }>(
        app.db,
        sql`select user_id as "userId" from bids where product_id = ${auctionId} and via_buddy order by id`,
      )
    ).map((row) => Number(row.userId));

  it('reserves the Blitz at once and returns the unused ones when switched off', async () => {
    const user = await bidder({ free: 3, paid: 5 });
    const id = await createAuction(app.db);
    const on = await setBuddy(user, id, 6);
    expect(on.statusCode).toBe(200);
    expect(bidBuddyResultSchema.parse(on.json())).toEqual({ auctionID: id, activeBuddy: true, currentBidBuddyAmount: 6, bids: 2 });
    expect(await balance(app.db, user.id)).toEqual({ free: 0, paid: 2 });
    const product = await postApi(app.t.app, '/auction/get', { refreshToken: user.refreshToken, auctionID: id });
    expect(product.json()).toMatchObject({ activeBuddy: true, currentBidBuddyAmount: 6 });
    const off = await setBuddy(user, id, 0, false);
    expect(off.json()).toEqual({ auctionID: id, activeBuddy: false, currentBidBuddyAmount: 0, bids: 8 });
    expect(await balance(app.db, user.id)).toEqual({ free: 3, paid: 5 });
    const kinds = await queryRows<{ kind: string; delta: number; paid: boolean }>(
      app.db,
      sql`select kind, delta, paid from blitz_ledger where user_id = ${user.id} and kind like 'buddy%' order by id`,
    );
    expect(kinds).toEqual([
      { kind: 'buddy-reserve', delta: -3, paid: false },
      { kind: 'buddy-reserve', delta: -3, paid: true },
      { kind: 'buddy-return', delta: 3, paid: false },
      { kind: 'buddy-return', delta: 3, paid: true },
    ]);
  });

  it('answers 406 with the reason, 400 for no amount and 401 without a session', async () => {
    const poor = await bidder({ free: 2 });
    const id = await createAuction(app.db);
    expect((await setBuddy(poor, id, 3)).statusCode).toBe(406);
    expect((await setBuddy(poor, id, 3)).json()).toEqual({ reason: 'no-blitz' });
    const paidOnly = await createAuction(app.db, { bidType: 'Paid Blitz only' });
    expect((await setBuddy(poor, paidOnly, 1)).json()).toEqual({ reason: 'no-blitz' });
    expect((await setBuddy(poor, await createAuction(app.db, { status: 'Ended' }), 1)).json()).toEqual({ reason: 'ended' });
    expect((await setBuddy(poor, 2_000_000_000, 1)).json()).toEqual({ reason: 'not-found' });
    expect((await setBuddy(poor, id, 0)).statusCode).toBe(400);
    const anonymous = await postApi(app.t.app, '/auction/bidBuddy', { active: true, auctionID: id, buddyAmount: 1 });
    expect(anonymous.statusCode).toBe(401);
    expect(await balance(app.db, poor.id)).toEqual({ free: 2, paid: 0 });
  });

  it('keeps a running buddy as it was when its replacement is refused, and replaces it when the Blitz suffice', async () => {
    const user = await bidder({ free: 5 });
    const id = await createAuction(app.db);
    expect((await setBuddy(user, id, 4)).statusCode).toBe(200);
    expect(await balance(app.db, user.id)).toEqual({ free: 1, paid: 0 });
    // 6 is more than the 1 left plus the 4 the running buddy would give back.
    expect((await setBuddy(user, id, 6)).json()).toEqual({ reason: 'no-blitz' });
    expect(await balance(app.db, user.id)).toEqual({ free: 1, paid: 0 });
    const product = await postApi(app.t.app, '/auction/get', { refreshToken: user.refreshToken, auctionID: id });
    expect(product.json()).toMatchObject({ activeBuddy: true, currentBidBuddyAmount: 4 });
    // 5 is exactly the 1 left plus the 4 given back.
    expect((await setBuddy(user, id, 5)).json()).toMatchObject({ activeBuddy: true, currentBidBuddyAmount: 5, bids: 0 });
    expect(await balance(app.db, user.id)).toEqual({ free: 0, paid: 0 });
  });

  it('bids when its turn is due while another user leads, never against its owner', async () => {
    const owner = await bidder();
    const rival = await bidder();
    const id = await createAuction(app.db, { priceCents: 100 });
    await setBuddy(owner, id, 3);
    expect((await app.engine.placeBid(id, rival.id)).ok).toBe(true);
    const due = (await auctionRow(app.db, id)).buddyDueAt!;
    const end = (await auctionRow(app.db, id)).endTime!;
    expect(end.getTime() - due.getTime()).toBeGreaterThanOrEqual(1000);
    expect(end.getTime() - due.getTime()).toBeLessThanOrEqual(5000);

    expect((await app.engine.tick()).buddyBids).toHaveLength(0); // not due yet
    await makeBuddyTurnDue(app.db, id);
    const tick = await app.engine.tick();
    expect(tick.buddyBids.map((b) => [b.bid.bidder.userId, b.bid.buddyLeft])).toEqual([[owner.id, 2]]);
    expect(await auctionRow(app.db, id)).toMatchObject({ leaderId: owner.id, priceCents: 120 });
    expect(await balance(app.db, rival.id)).toEqual({ free: 9, paid: 0 });

    await makeBuddyTurnDue(app.db, id);
    expect((await app.engine.tick()).buddyBids).toHaveLength(0); // its owner leads
    expect(await buddyBidders(id)).toEqual([owner.id]);
  });

  it('takes turns in the order buddies were set and returns reserves when the auction ends', async () => {
    const first = await bidder();
    const second = await bidder();
    const starter = await bidder();
    const id = await createAuction(app.db);
    await setBuddy(first, id, 4);
    await setBuddy(second, id, 4);
    await app.engine.placeBid(id, starter.id);
    for (let turn = 0; turn < 4; turn += 1) {
      await makeBuddyTurnDue(app.db, id);
      await app.engine.tick();
    }
    expect(await buddyBidders(id)).toEqual([first.id, second.id, first.id, second.id]);
    await expire(app.db, id);
    const tick = await app.engine.tick();
    const ended = tick.finished.find((f) => f.productId === id)!;
    expect(ended.winner?.userId).toBe(second.id);
    expect(ended.released.map((r) => r.userId).sort()).toEqual([first.id, second.id].sort());
    // Each spent 2 of 4 reserved: 10 - 2 left.
    expect(await balance(app.db, first.id)).toEqual({ free: 8, paid: 0 });
    expect(await balance(app.db, second.id)).toEqual({ free: 8, paid: 0 });
    const active = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from bid_buddies where product_id = ${id} and active`,
    );
    expect(active[0]!.n).toBe(0);
  });

  it('stops a buddy whose reserve is spent, and one that can never bid here', async () => {
    const small = await bidder();
    const starter = await bidder();
    const id = await createAuction(app.db);
    await setBuddy(small, id, 1);
    await app.engine.placeBid(id, starter.id);
    await makeBuddyTurnDue(app.db, id);
    await app.engine.tick();
    const [row] = await queryRows<{ active: boolean }>(app.db, sql`select active from bid_buddies where product_id = ${id}`);
    expect(row!.active).toBe(false);

    const veteran = await bidder();
    const won = await createAuction(app.db);
    await app.engine.placeBid(won, veteran.id);
    await expire(app.db, won);
    await app.engine.tick();
    const beginner = await createAuction(app.db, { bidType: 'Beginner' });
    await setBuddy(veteran, beginner, 5);
    await app.engine.placeBid(beginner, starter.id);
    await makeBuddyTurnDue(app.db, beginner);
    const tick = await app.engine.tick();
    expect(tick.buddyBids).toHaveLength(0);
    expect(tick.released.map((r) => r.userId)).toEqual([veteran.id]);
    expect(await balance(app.db, veteran.id)).toEqual({ free: 9, paid: 0 });
  });
});
