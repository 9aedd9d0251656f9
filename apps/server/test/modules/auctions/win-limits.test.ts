// Win limits (issue 14) inside the bid write, on both bid paths: one major win per 28 days, a
// weekly cap per shopper and per delivery address, auctions led counting as wins until they end;
// and racing bids (two nodes, one shopper or two at one address) never both passing a cap.
import { sql } from 'drizzle-orm';
import { WIN_LIMITS } from '@blitz/contract';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client';
import { setBuddy } from '../../../src/modules/auctions/buddy-service';
import { createAuctionEngine } from '../../../src/modules/auctions/engine';
import { postApi } from '../../helpers/build-test-app';
import { databaseKinds } from '../../helpers/test-database';
import { auctionRow, balance, createAuction, createBidder, makeBuddyTurnDue, useEngineApp } from './auction-fixtures';

describe.each(databaseKinds)('win limits on %s', (kind) => {
  const app = useEngineApp(kind);
  const bidder = () => createBidder(app.db, app.t.config.jwtSecret, { free: 50 });

  /** An auction the user won `daysAgo` days ago. */
  async function won(userId: number, daysAgo: number, major = false) {
    const id = await createAuction(app.db, { status: 'Ended', endsIn: -60, major });
    await app.db.execute(
      sql`update products set winner_id = ${userId}, leader_id = ${userId}, closed_at = now() - ${daysAgo} * interval '1 day' where id = ${id}`,
    );
    return id;
  }

  /** An Open auction the user leads. */
  async function led(userId: number, major = false) {
    const id = await createAuction(app.db, { endsIn: 3600, major });
    await app.db.execute(sql`update products set leader_id = ${userId} where id = ${id}`);
    return id;
  }

  async function liveAt(userId: number, street: string) {
    await app.db
      .execute(sql`insert into shipping_profiles (user_id, title, recipient_name, recipient_mobile, street_address, complex, suburb, city, province, postal_code)
      values (${userId}, 'Home', 'Test', '0820000000', ${street}, 'Unit 4', 'Soweto', 'Johannesburg', 'Gauteng', '1804')`);
  }

  const street = () => `${Math.random().toString(36).slice(2, 8)} Vilakazi Street`;

  it('allows one major win per 28 days: a major auction won or led shuts the others for the window', async () => {
    const user = await bidder();
    await won(user.id, 20, true);
    expect(await app.engine.placeBid(await createAuction(app.db, { major: true }), user.id)).toEqual({ ok: false, reason: 'major-limit' });
    // Other auctions stay open to them.
    expect((await app.engine.placeBid(await createAuction(app.db), user.id)).ok).toBe(true);

    const later = await bidder();
    await won(later.id, WIN_LIMITS.majorDays + 1, true);
    const major = await createAuction(app.db, { major: true });
    expect((await app.engine.placeBid(major, later.id)).ok).toBe(true);
    // Leading that major auction now counts: no second major at the same time.
    expect(await app.engine.placeBid(await createAuction(app.db, { major: true }), later.id)).toEqual({ ok: false, reason: 'major-limit' });
  });

  it('caps a shopper’s wins per week, leads included, and lets wins older than the week go', async () => {
    const user = await bidder();
    await won(user.id, 2);
    await won(user.id, WIN_LIMITS.weekDays + 1);
    for (let i = 1; i < WIN_LIMITS.weeklyPerShopper - 1; i += 1) await led(user.id);
    const next = await createAuction(app.db);
    // One under the cap: this bid may lead one more.
    expect((await app.engine.placeBid(next, user.id)).ok).toBe(true);
    const refused = await createAuction(app.db);
    expect(await app.engine.placeBid(refused, user.id)).toEqual({ ok: false, reason: 'weekly-limit' });
    expect(await auctionRow(app.db, refused)).toMatchObject({ bidCount: 0, leaderId: null });
    expect(await balance(app.db, user.id)).toEqual({ free: 49, paid: 0 });
    // Outbid on one of them, the shopper may bid again.
    expect((await app.engine.placeBid(next, (await bidder()).id)).ok).toBe(true);
    expect((await app.engine.placeBid(refused, user.id)).ok).toBe(true);
  });

  it('caps the wins of one delivery address, however its shoppers spell it', async () => {
    const place = street();
    const [a, b, c] = [await bidder(), await bidder(), await bidder()];
    await liveAt(a.id, place);
    await liveAt(b.id, `  ${place.toUpperCase()}.`);
    await liveAt(c.id, street());
    for (let i = 0; i < WIN_LIMITS.weeklyPerAddress; i += 1) {
      if (i % 2) await won(a.id, 1);
      else await won((await bidder()).id, 1);
    }
    // Only a's wins count so far (the others live elsewhere): b is under the cap.
    const auction = await createAuction(app.db);
    expect((await app.engine.placeBid(auction, b.id)).ok).toBe(true);
    for (let i = 0; i < WIN_LIMITS.weeklyPerAddress; i += 1) await won(b.id, 3);
    const limited = await createAuction(app.db);
    // a has fewer than the shopper cap of their own, but the address is over its cap.
    expect(await app.engine.placeBid(limited, a.id)).toEqual({ ok: false, reason: 'address-limit' });
    expect((await app.engine.placeBid(limited, c.id)).ok).toBe(true);
  });

  it('stops a BidBuddy whose owner reached a limit and returns its reserve', async () => {
    const user = await bidder();
    for (let i = 0; i < WIN_LIMITS.weeklyPerShopper; i += 1) await won(user.id, 1);
    const id = await createAuction(app.db, { endsIn: 60 });
    await app.db.execute(sql`update products set leader_id = ${(await bidder()).id} where id = ${id}`);
    const set = await setBuddy(app.db, { userId: user.id, auctionId: id, active: true, amount: 10 });
    expect(set.ok).toBe(true);
    expect(await balance(app.db, user.id)).toEqual({ free: 40, paid: 0 });
    await makeBuddyTurnDue(app.db, id);
    const tick = await app.engine.tick();
    expect(tick.buddyBids).toEqual([]);
    expect(tick.released).toEqual([{ userId: user.id, balance: { free: 50, paid: 0 } }]);
    expect(await auctionRow(app.db, id)).toMatchObject({ bidCount: 0 });
  });

  it('tells the shopper on /auction/winLimits what a bid would meet, before they bid', async () => {
    const user = await bidder();
    await won(user.id, 2, true);
    const standing = async (auctionID: number) => {
      const response = await postApi(app.t.app, '/auction/winLimits', { refreshToken: user.refreshToken, auctionID });
      return { status: response.statusCode, body: response.statusCode === 200 ? response.json() : null };
    };
    const plain = await createAuction(app.db);
    expect(await standing(plain)).toEqual({
      status: 200,
      body: { limits: WIN_LIMITS, counts: { major: 1, shopper: 1, address: 0 }, major: false, refusal: null },
    });
    const major = await createAuction(app.db, { major: true });
    expect((await standing(major)).body).toMatchObject({ major: true, refusal: 'major-limit' });
    // What it said is what the bid meets.
    expect(await app.engine.placeBid(major, user.id)).toEqual({ ok: false, reason: 'major-limit' });
    expect((await standing(await createAuction(app.db, { bidType: 'Beginner' }))).body).toMatchObject({ refusal: 'beginner-only' });
    expect((await standing(2_000_000_000)).status).toBe(204);
    expect((await postApi(app.t.app, '/auction/winLimits', { auctionID: plain })).statusCode).toBe(401);
  });

  it('never lets two racing bids pass a cap: one shopper on two nodes, two shoppers at one address', async () => {
    // Two engines are two nodes: neither knows what the other is processing.
    const nodes = [createAuctionEngine(app.db, app.t.app.clock), createAuctionEngine(app.db, app.t.app.clock)];
    const leadsOf = async (ids: number[]) => {
      const [row] = await queryRows<{ n: number }>(
        app.db,
        sql`select count(*)::int as n from products where status = 'Open' and leader_id in ${sql.raw(`(${ids.join(',')})`)}`,
      );
      return Number(row!.n);
    };
    for (let round = 0; round < 5; round += 1) {
      const user = await bidder();
      for (let i = 1; i < WIN_LIMITS.weeklyPerShopper; i += 1) await led(user.id);
      const [x, y] = [await createAuction(app.db), await createAuction(app.db)];
      const outcomes = await Promise.all([nodes[0]!.placeBid(x, user.id), nodes[1]!.placeBid(y, user.id)]);
      expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
      expect(await leadsOf([user.id])).toBe(WIN_LIMITS.weeklyPerShopper);

      const place = street();
      const [a, b] = [await bidder(), await bidder()];
      await liveAt(a.id, place);
      await liveAt(b.id, place);
      for (let i = 1; i < WIN_LIMITS.weeklyPerAddress; i += 1) await led(i % 2 ? a.id : b.id);
      const [p, q] = [await createAuction(app.db), await createAuction(app.db)];
      const pair = await Promise.all([nodes[0]!.placeBid(p, a.id), nodes[1]!.placeBid(q, b.id)]);
      expect(pair.filter((o) => o.ok)).toHaveLength(1);
      expect(pair.find((o) => !o.ok)).toMatchObject({ reason: expect.stringMatching(/^(address-limit|busy)$/) });
      expect(await leadsOf([a.id, b.id])).toBe(WIN_LIMITS.weeklyPerAddress);
    }
  });
});
