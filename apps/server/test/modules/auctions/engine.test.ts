// The auction engine on a real database: bids and every refusal, the 90% rule, the scheduler's
// openings and endings with the winner's order, and the wallet ledger staying equal to balances.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fullProductSchema } from '@blitz/contract';
import { queryRows } from '../../../src/db/client';
import { setBuddy } from '../../../src/modules/auctions/buddy-service';
import { writeDecidedBid } from '../../../src/modules/auctions/bid-write';
import { hasWonBefore } from '../../../src/modules/auctions/viewer-standing';
import { postApi } from '../../helpers/build-test-app';
import { databaseKinds } from '../../helpers/test-database';
import { auctionRow, balance, createAuction, createBidder, expire, useEngineApp } from './auction-fixtures';

describe.each(databaseKinds)('auction engine on %s', (kind) => {
  const app = useEngineApp(kind);
  const bidder = (blitz: { free?: number; paid?: number } = { free: 5 }) => createBidder(app.db, app.t.config.jwtSecret, blitz);

  it('accepts a bid: one Blitz (free first), price up by the increment, clock reset, bid and ledger rows', async () => {
    const user = await bidder({ free: 1, paid: 2 });
    const id = await createAuction(app.db, { priceCents: 500, incrementCents: 10, endsIn: 3, auctionTimer: 10 });
    const before = Date.now();
    const outcome = await app.engine.placeBid(id, user.id);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.bid.priceCents).toBe(510);
    expect(outcome.bid.balance).toEqual({ free: 0, paid: 2 });
    expect(outcome.bid.endTime.getTime()).toBeGreaterThanOrEqual(before + 9_000);
    const row = await auctionRow(app.db, id);
    expect(row).toMatchObject({ status: 'Open', priceCents: 510, bidCount: 1, leaderId: user.id });
    const ledger = await queryRows<{ delta: number; kind: string; paid: boolean; reference: string }>(
      app.db,
      sql`select delta, kind, paid, reference from blitz_ledger where user_id = ${user.id} and kind = 'bid'`,
    );
    expect(ledger).toEqual([{ delta: -1, kind: 'bid', paid: false, reference: `bid:${outcome.bid.bidId}` }]);
    // The next bid of this user spends a paid Blitz.
    const other = await bidder();
    expect((await app.engine.placeBid(id, other.id)).ok).toBe(true);
    const again = await app.engine.placeBid(id, user.id);
    expect(again.ok && again.bid.balance).toEqual({ free: 0, paid: 1 });
  });

  it('keeps a later end time: a bid only ever adds time up to now + the timer', async () => {
    const user = await bidder();
    const id = await createAuction(app.db, { endsIn: 3600 });
    const end = (await auctionRow(app.db, id)).endTime!;
    const outcome = await app.engine.placeBid(id, user.id);
    expect(outcome.ok && outcome.bid.endTime.getTime()).toBe(end.getTime());
  });

  it('resets the clock from the moment the bid lands, not the moment the rules read the clock', async () => {
    const user = await bidder();
    const id = await createAuction(app.db, { priceCents: 500, incrementCents: 10, endsIn: 3, auctionTimer: 10 });
    // The locked path decides on a clock read before the write; the write takes its own reading.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const decision = { ok: true, paid: false, priceCents: 510, endTime: new Date(Date.now() + 10_000), endsNow: false } as const;
    const written = await writeDecidedBid(app.db, { productId: id, userId: user.id, decision, buddyId: null });
    expect(written).not.toBeNull();
    expect(written!.endTime.getTime()).toBeGreaterThanOrEqual(written!.placedAt.getTime() + 10_000);
    expect((await auctionRow(app.db, id)).endTime!.getTime()).toBe(written!.endTime.getTime());
  });

  it('refuses with the reason: leading, no Blitz, not started, ended, unknown auction', async () => {
    const user = await bidder({ free: 1 });
    const broke = await bidder({});
    const open = await createAuction(app.db);
    expect(await app.engine.placeBid(open, user.id)).toMatchObject({ ok: true });
    expect(await app.engine.placeBid(open, user.id)).toEqual({ ok: false, reason: 'leading' });
    expect(await app.engine.placeBid(open, broke.id)).toEqual({ ok: false, reason: 'no-blitz' });
    const rich = await bidder();
    expect(await app.engine.placeBid(await createAuction(app.db, { status: 'Not Started' }), rich.id)).toEqual({
      ok: false,
      reason: 'not-open',
    });
    const expired = await createAuction(app.db);
    await expire(app.db, expired);
    expect(await app.engine.placeBid(expired, rich.id)).toEqual({ ok: false, reason: 'ended' });
    expect(await app.engine.placeBid(await createAuction(app.db, { status: 'Ended' }), rich.id)).toEqual({ ok: false, reason: 'ended' });
    expect(await app.engine.placeBid(2_000_000_000, rich.id)).toEqual({ ok: false, reason: 'not-found' });
    // Refusals take nothing.
    expect(await balance(app.db, rich.id)).toEqual({ free: 5, paid: 0 });
  });

  it('applies the bid types: Paid Blitz only, Beginner, Locked', async () => {
    const freeOnly = await bidder({ free: 3 });
    const payer = await bidder({ free: 3, paid: 1 });
    const paidOnly = await createAuction(app.db, { bidType: 'Paid Blitz only' });
    expect(await app.engine.placeBid(paidOnly, freeOnly.id)).toEqual({ ok: false, reason: 'no-blitz' });
    const paidBid = await app.engine.placeBid(paidOnly, payer.id);
    expect(paidBid.ok && paidBid.bid.balance).toEqual({ free: 3, paid: 0 });

    const winner = await bidder();
    const won = await createAuction(app.db);
    await app.engine.placeBid(won, winner.id);
    await expire(app.db, won);
    await app.engine.tick();
    const beginner = await createAuction(app.db, { bidType: 'Beginner' });
    expect(await app.engine.placeBid(beginner, winner.id)).toEqual({ ok: false, reason: 'beginner-only' });
    expect((await app.engine.placeBid(beginner, freeOnly.id)).ok).toBe(true);

    const early = await bidder();
    const late = await bidder();
    const locked = await createAuction(app.db, { bidType: 'Locked', priceCents: 90, lockPriceCents: 100, incrementCents: 10 });
    expect((await app.engine.placeBid(locked, early.id)).ok).toBe(true); // price 100: at the lock point now
    expect(await app.engine.placeBid(locked, late.id)).toEqual({ ok: false, reason: 'locked' });
    expect((await app.engine.placeBid(locked, freeOnly.id)).ok).toBe(false);
    const third = await bidder();
    await app.db.execute(sql`insert into bids (product_id, user_id, amount_cents, paid) values (${locked}, ${third.id}, 50, false)`);
    expect((await app.engine.placeBid(locked, third.id)).ok).toBe(true); // bid before the lock: may continue
  });

  it('ends at once when a bid reaches 90% of retail, with an order awaiting payment in the cart', async () => {
    const user = await bidder();
    const id = await createAuction(app.db, { retailCents: 1000, priceCents: 880, incrementCents: 20 });
    const outcome = await app.engine.placeBid(id, user.id);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.finished).toMatchObject({ productId: id, status: 'Ended', winner: { userId: user.id } });
    expect(await auctionRow(app.db, id)).toMatchObject({ status: 'Ended', winnerId: user.id, priceCents: 900 });
    const [order] = await queryRows<{ status: string; total: number; days: number; cart: number }>(
      app.db,
      sql`select o.status, o.total_cents::float8 as total,
            round(extract(epoch from o.pay_by - o.created_at) / 86400)::int as days,
            (select count(*)::int from cart_items c where c.user_id = o.user_id and c.product_id = ${id}) as cart
          from orders o join order_items i on i.order_id = o.id where i.product_id = ${id}`,
    );
    expect(order).toEqual({ status: 'Awaiting Payment', total: 900, days: 7, cart: 1 });
    expect(await app.engine.placeBid(id, (await bidder()).id)).toEqual({ ok: false, reason: 'ended' });
  });

  it('opens auctions whose start has come and finishes expired ones exactly once', async () => {
    const startsNow = await createAuction(app.db, { status: 'Not Started', startsIn: -1, openingSeconds: 120 });
    const lonely = await createAuction(app.db);
    const contested = await createAuction(app.db);
    const user = await bidder();
    await app.engine.placeBid(contested, user.id);
    await expire(app.db, lonely);
    await expire(app.db, contested);
    const [first, second] = await Promise.all([app.engine.tick(), app.engine.tick()]);
    const opened = [...first.opened, ...second.opened].filter((o) => o.id === startsNow);
    expect(opened).toHaveLength(1);
    const finished = [...first.finished, ...second.finished].filter((f) => f.productId === lonely || f.productId === contested);
    expect(finished.map((f) => [f.productId, f.status]).sort()).toEqual(
      [
        [lonely, 'Closed'],
        [contested, 'Ended'],
      ].sort(),
    );
    const openRow = await auctionRow(app.db, startsNow);
    expect(openRow.status).toBe('Open');
    expect(openRow.endTime!.getTime()).toBeGreaterThan(Date.now() + 100_000);
    expect(await auctionRow(app.db, lonely)).toMatchObject({ status: 'Closed', winnerId: null });
    expect(await auctionRow(app.db, contested)).toMatchObject({ status: 'Ended', winnerId: user.id });
    const orders = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from order_items where product_id in (${lonely}, ${contested})`,
    );
    expect(orders[0]!.n).toBe(1);
  });

  it('names the winner in the full product and the card once Ended, and nobody when Closed', async () => {
    const won = await createAuction(app.db);
    const lonely = await createAuction(app.db);
    const [loser, user] = [await bidder(), await bidder()];
    await app.engine.placeBid(won, loser.id);
    const open = fullProductSchema.parse((await postApi(app.t.app, '/auction/get', { auctionID: won })).json());
    expect(open.winner).toBeNull();
    await app.engine.placeBid(won, user.id);
    await expire(app.db, won);
    await expire(app.db, lonely);
    await app.engine.tick();
    const product = fullProductSchema.parse((await postApi(app.t.app, '/auction/get', { auctionID: won })).json());
    expect(product).toMatchObject({ status: 'Ended', winner: { nickname: user.nickname } });
    // What the client's bid-type rule hears at sign-in (new-bids-count's hasWon).
    expect([await hasWonBefore(app.db, user.id), await hasWonBefore(app.db, loser.id)]).toEqual([true, false]);
    const closed = fullProductSchema.parse((await postApi(app.t.app, '/auction/get', { auctionID: lonely })).json());
    expect(closed).toMatchObject({ status: 'Closed', winner: null });
  });

  it("tells a signed-in viewer whether they have bid, and a Locked auction's lock point to everyone (checkBidType on the client)", async () => {
    const locked = await createAuction(app.db, { bidType: 'Locked', lockPriceCents: 500 });
    const [user, other] = [await bidder(), await bidder()];
    await app.engine.placeBid(locked, user.id);
    const get = async (refreshToken?: string) =>
      fullProductSchema.parse(
        (await postApi(app.t.app, '/auction/get', { auctionID: locked, ...(refreshToken ? { refreshToken } : {}) })).json(),
      );
    expect(await get(user.refreshToken)).toMatchObject({ lockPrice: '5.00', hasBid: true });
    expect(await get(other.refreshToken)).toMatchObject({ lockPrice: '5.00', hasBid: false });
    const visitor = await get();
    expect(visitor.lockPrice).toBe('5.00');
    expect(visitor.hasBid).toBeUndefined();
    const standard = fullProductSchema.parse((await postApi(app.t.app, '/auction/get', { auctionID: await createAuction(app.db) })).json());
    expect(standard.lockPrice).toBeUndefined();
  });

  it('refuses a second bid of the same user while the first is in flight', async () => {
    const user = await bidder();
    const [a, b] = [await createAuction(app.db), await createAuction(app.db)];
    const results = await Promise.all([app.engine.placeBid(a, user.id), app.engine.placeBid(b, user.id)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, reason: 'busy' }]);
  });

  it('serializes many bidders on one auction: every accepted bid took one Blitz and raised the price once', async () => {
    const users = await Promise.all(Array.from({ length: 12 }, () => bidder({ free: 3 })));
    const id = await createAuction(app.db, { priceCents: 0, incrementCents: 10 });
    const rounds = await Promise.all(
      users.map(async (user) => {
        let accepted = 0;
        for (let i = 0; i < 3; i += 1) if ((await app.engine.placeBid(id, user.id)).ok) accepted += 1;
        return accepted;
      }),
    );
    const accepted = rounds.reduce((sum, n) => sum + n, 0);
    const row = await auctionRow(app.db, id);
    expect(row.bidCount).toBe(accepted);
    expect(row.priceCents).toBe(accepted * 10);
    const spent = await queryRows<{ n: number }>(
      app.db,
      sql`select coalesce(-sum(delta), 0)::int as n from blitz_ledger where kind = 'bid' and reference in (select 'bid:' || id from bids where product_id = ${id})`,
    );
    expect(spent[0]!.n).toBe(accepted);
  });

  it('never spends a Blitz twice when a bid races a BidBuddy reserve of the same user', async () => {
    for (let round = 0; round < 5; round += 1) {
      const user = await bidder({ free: 1 });
      const [a, b] = [await createAuction(app.db), await createAuction(app.db)];
      const [bid, buddy] = await Promise.all([
        app.engine.placeBid(a, user.id),
        setBuddy(app.db, { userId: user.id, auctionId: b, active: true, amount: 1 }),
      ]);
      expect([bid.ok, buddy.ok].filter(Boolean)).toHaveLength(1);
      expect(await balance(app.db, user.id)).toEqual({ free: 0, paid: 0 });
    }
  });
});
