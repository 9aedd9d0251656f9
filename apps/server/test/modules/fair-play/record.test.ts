// The auction record on PGlite and PostgreSQL: entries written with each listing, state change and
// bid (manual and BidBuddy), the chain as the verifier computes it, the database refusing changes,
// the downloads and the daily digests.
import { AUCTION_END_RETAIL_PERCENT, auctionRecordSchema, dayHeadsSchema, recordDigestListSchema } from '@blitz/contract';
import { dayDigest, RETAIL_END_PERCENT, verifyRecord } from '@blitz/verify';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client';
import { setBuddy } from '../../../src/modules/auctions/buddy-service';
import { publishDueDigests } from '../../../src/modules/fair-play/digests';
import { databaseKinds } from '../../helpers/test-database';
import { createAuction, createBidder, expire, makeBuddyTurnDue, useEngineApp } from '../auctions/auction-fixtures';

describe.each(databaseKinds)('auction record on %s', (kind) => {
  const ctx = useEngineApp(kind);
  const bidder = () => createBidder(ctx.db, ctx.t.config.jwtSecret, { free: 20 });
  const getRecord = async (id: number, suffix = '') => ctx.t.app.inject({ method: 'GET', url: `/api/fair-play/record/${id}${suffix}` });
  const record = async (id: number) => auctionRecordSchema.parse((await getRecord(id)).json());

  it('keeps the verifier on the same rule as the server', () => {
    expect(RETAIL_END_PERCENT).toBe(AUCTION_END_RETAIL_PERCENT);
  });

  it('records listing, opening, manual and buddy bids and the end; the verifier replays it', async () => {
    const [a, b] = [await bidder(), await bidder()];
    // A one-second timer and an opening window ending two seconds from now: the clock runs out by itself.
    const id = await createAuction(ctx.db, { status: 'Not Started', startsIn: -1, openingSeconds: 3, auctionTimer: 1 });
    await ctx.engine.tick();
    expect((await ctx.engine.placeBid(id, a.id)).ok).toBe(true);
    expect((await setBuddy(ctx.db, { userId: b.id, auctionId: id, active: true, amount: 3 })).ok).toBe(true);
    await makeBuddyTurnDue(ctx.db, id);
    const tick = await ctx.engine.tick();
    expect(tick.buddyBids).toHaveLength(1);
    expect((await ctx.engine.placeBid(id, a.id)).ok).toBe(true);
    expect((await ctx.engine.placeBid(id, b.id)).ok).toBe(true);

    const result = await record(id);
    expect(result.entries.map((e) => e.kind)).toEqual(['listed', 'opened', 'bid', 'bid', 'bid', 'bid']);
    expect(result.entries.filter((e) => e.kind === 'bid').map((e) => [e.bidder, e.buddy])).toEqual([
      [a.nickname, false],
      [b.nickname, true],
      [a.nickname, false],
      [b.nickname, false],
    ]);
    expect(result.entries[0]).toMatchObject({ seq: 1, prevHash: '0'.repeat(64), status: 'Not Started', bidCount: 0 });

    await new Promise((resolve) => setTimeout(resolve, 2_100));
    await ctx.engine.tick();
    const ended = await record(id);
    expect(ended.entries.at(-1)).toMatchObject({ kind: 'ended', winnerId: b.id, winner: b.nickname, priceCents: 40, bidCount: 4 });
    expect(ended.figures).toMatchObject({ bids: 4, uniqueBidders: 2, buddyBids: 1, blitzSpent: 4, finalPriceCents: 40, winnerBids: 2 });
    const report = verifyRecord(ended);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    expect(report).toMatchObject({ ok: true, bids: 4, winner: { id: b.id } });
  });

  it("encodes a bid's entry as the verifier does, whatever the nickname holds", async () => {
    const [a, b] = [await bidder(), await bidder()];
    await ctx.db.execute(sql`update users set nickname = ${`Zoë "Z" \\ ${a.id} 🦊`} where id = ${a.id}`);
    const id = await createAuction(ctx.db);
    await ctx.engine.placeBid(id, a.id);
    await ctx.engine.placeBid(id, b.id);
    const result = await record(id);
    expect(result.entries.find((e) => e.kind === 'bid')?.bidder).toBe(`Zoë "Z" \\ ${a.id} 🦊`);
    expect(verifyRecord(result).checks.filter((c) => !c.ok)).toEqual([]);
    // The same fields through the general append give the same text.
    const [row] = await queryRows<{ same: boolean }>(
      ctx.db,
      sql`select r.entry = (select '{' || string_agg(to_json(f.key)::text || ':' || f.value::text, ',' order by f.key collate "C") || '}'
            from jsonb_each(r.entry::jsonb) f) as same
          from auction_record r where r.product_id = ${id} and r.seq = 2`,
    );
    expect(row!.same).toBe(true);
  });

  it("takes a bid's end time from the bid's row, or from the auction for a bid written without it", async () => {
    const [a, b] = [await bidder(), await bidder()];
    const id = await createAuction(ctx.db);
    expect((await ctx.engine.placeBid(id, a.id)).ok).toBe(true);
    const endTimes = async () =>
      queryRows<{ bid: string | null; auction: string; entry: string }>(
        ctx.db,
        sql`select auction_record_time(b.end_time) as bid, auction_record_time(p.end_time) as auction,
              (select r.entry::jsonb ->> 'endTime' from auction_record r where r.product_id = p.id order by r.seq desc limit 1) as entry
            from bids b join products p on p.id = b.product_id where b.product_id = ${id} order by b.id desc limit 1`,
      );
    const [written] = await endTimes();
    expect(written!.bid).toBe(written!.auction);
    expect(written!.entry).toBe(written!.auction);
    // A bid inserted without an end time: the entry reads the auction's.
    await ctx.db.execute(sql`update products set end_time = end_time + interval '7 seconds' where id = ${id}`);
    await ctx.db.execute(sql`insert into bids (product_id, user_id, amount_cents, placed_at, via_buddy, paid)
      values (${id}, ${b.id}, 20, clock_timestamp(), false, false)`);
    const [without] = await endTimes();
    expect(without!.bid).toBeNull();
    expect(without!.entry).toBe(without!.auction);
    expect(without!.entry).not.toBe(written!.entry);
    // A bid with its own end time: the entry carries the bid's, not the auction's.
    await ctx.db.execute(sql`insert into bids (product_id, user_id, amount_cents, placed_at, via_buddy, paid, end_time)
      values (${id}, ${a.id}, 30, clock_timestamp(), false, false, clock_timestamp() + interval '1 hour')`);
    const [own] = await endTimes();
    expect(own!.entry).toBe(own!.bid);
    expect(own!.entry).not.toBe(own!.auction);
    expect(verifyRecord(await record(id)).checks.find((c) => !c.ok && c.name === 'chain')).toBeUndefined();
  });

  it("takes a bid's nickname from the bid's row, or from the user's for a bid written without it", async () => {
    const [a, b] = [await bidder(), await bidder()];
    const id = await createAuction(ctx.db);
    expect((await ctx.engine.placeBid(id, a.id)).ok).toBe(true);
    const last = async () => {
      const [row] = await queryRows<{ bid: string | null; entry: string }>(
        ctx.db,
        sql`select (select b.nickname from bids b where b.product_id = ${id} order by b.id desc limit 1) as bid,
              (select r.entry::jsonb ->> 'bidder' from auction_record r where r.product_id = ${id} order by r.seq desc limit 1) as entry`,
      );
      return row!;
    };
    // The bid write stores the nickname it read with the bid.
    expect(await last()).toEqual({ bid: a.nickname, entry: a.nickname });
    // A bid inserted without one: the entry reads the user's row.
    await ctx.db.execute(sql`insert into bids (product_id, user_id, amount_cents, placed_at, via_buddy, paid)
      values (${id}, ${b.id}, 20, clock_timestamp(), false, false)`);
    expect(await last()).toEqual({ bid: null, entry: b.nickname });
    // A bid with its own: the entry carries the bid's.
    await ctx.db.execute(sql`insert into bids (product_id, user_id, amount_cents, placed_at, via_buddy, paid, nickname)
      values (${id}, ${a.id}, 30, clock_timestamp(), false, false, 'Renamed since')`);
    expect(await last()).toEqual({ bid: 'Renamed since', entry: 'Renamed since' });
    expect(verifyRecord(await record(id)).checks.find((c) => !c.ok && c.name === 'chain')).toBeUndefined();
  });

  it('records a close without bids and the end at 90% of retail', async () => {
    const quiet = await createAuction(ctx.db, { endsIn: 30 });
    await expire(ctx.db, quiet);
    await ctx.engine.tick();
    expect((await record(quiet)).entries.map((e) => e.kind)).toEqual(['listed', 'closed']);

    const [a, b] = [await bidder(), await bidder()];
    const id = await createAuction(ctx.db, { retailCents: 30 });
    await ctx.engine.placeBid(id, a.id);
    await ctx.engine.placeBid(id, b.id);
    const last = await ctx.engine.placeBid(id, a.id);
    expect(last.ok && last.finished?.status).toBe('Ended');
    const result = await record(id);
    expect(result.entries.map((e) => e.kind)).toEqual(['listed', 'bid', 'bid', 'bid', 'ended']);
    expect(result.entries[3]!.endTime).toBe(result.entries[3]!.at);
    expect(verifyRecord(result).ok).toBe(true);
  });

  it('records a withdrawal by staff as withdrawn, which the verifier accepts', async () => {
    const [a, b] = [await bidder(), await bidder()];
    const id = await createAuction(ctx.db);
    await ctx.engine.placeBid(id, a.id);
    await ctx.engine.placeBid(id, b.id);
    // What the staff console's withdrawal writes (modules/staff/auctions).
    await ctx.db.execute(
      sql`update products set status = 'Closed', closed_at = now(), end_time = least(end_time, now()), leader_id = null where id = ${id}`,
    );
    const result = await record(id);
    expect(result.entries.map((e) => e.kind)).toEqual(['listed', 'bid', 'bid', 'withdrawn']);
    expect(verifyRecord(result).ok).toBe(true);
  });

  it('refuses to change or delete an entry, and the verifier catches one slipped in', async () => {
    const id = await createAuction(ctx.db);
    await expect(ctx.db.execute(sql`update auction_record set entry = '{}' where product_id = ${id}`)).rejects.toThrow();
    await expect(ctx.db.execute(sql`delete from auction_record where product_id = ${id}`)).rejects.toThrow();
    // An auction with a record cannot be deleted (a trigger since migration 0016, a key's RESTRICT before).
    await expect(ctx.db.execute(sql`delete from products where id = ${id}`)).rejects.toMatchObject({
      cause: { code: '23503', message: expect.stringContaining('fair-play record') },
    });
    // The bid paths refuse a house account (a user row with a non-shopper role) ...
    const house = await bidder();
    await ctx.db.execute(sql`update users set role = 'staff' where id = ${house.id}`);
    expect((await ctx.engine.placeBid(id, house.id)).ok).toBe(false);
    // ... so slip one in: a bid accepted while the account was a shopper's, published as house later.
    await ctx.db.execute(sql`update users set role = 'user' where id = ${house.id}`);
    expect((await ctx.engine.placeBid(id, house.id)).ok).toBe(true);
    await ctx.db.execute(sql`update users set role = 'staff' where id = ${house.id}`);
    const report = verifyRecord(await record(id));
    expect(report.checks.filter((c) => !c.ok).map((c) => c.name)).toEqual(['house']);
    await ctx.db.execute(sql`update users set role = 'user' where id = ${house.id}`);
  });

  it('serves JSON and CSV downloads, 404 for no auction and 400 for a bad id', async () => {
    const id = await createAuction(ctx.db);
    const json = await getRecord(id, '.json');
    expect(json.headers['content-disposition']).toBe(`attachment; filename="auction-${id}-record.json"`);
    expect(auctionRecordSchema.parse(json.json()).auctionId).toBe(id);
    const csv = await getRecord(id, '.csv');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.split('\r\n')[0]).toBe('seq,at,kind,bidder,bidderId,buddy,priceCents,endTime,status,winner,winnerId,prevHash,hash');
    expect(csv.body.split('\r\n')[1]).toMatch(/^1,\d{4}-.*,listed,/);
    expect((await getRecord(2_000_000_000)).statusCode).toBe(404);
    expect((await getRecord(99_999_999_999)).statusCode).toBe(404);
    expect((await ctx.t.app.inject({ method: 'GET', url: '/api/fair-play/record/abc' })).json()).toEqual({ message: 'Data format error' });
  });

  it('publishes each finished day once, as the verifier computes it', async () => {
    const [x, y] = [await createAuction(ctx.db), await createAuction(ctx.db)];
    for (const id of [x, y]) {
      await ctx.db.execute(sql`select auction_record_append(${id}, now() - interval '3 days', '{"kind":"note"}'::jsonb)`);
      await ctx.db.execute(
        sql`select auction_record_append(${id}, now() - interval '3 days' + interval '1 second', '{"kind":"note"}'::jsonb)`,
      );
    }
    expect(await publishDueDigests(ctx.db)).toBeGreaterThan(0);
    expect(await publishDueDigests(ctx.db)).toBe(0);
    const list = recordDigestListSchema.parse((await ctx.t.app.inject({ method: 'GET', url: '/api/fair-play/digests' })).json());
    const day = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const published = list.digests.find((d) => d.day === day)!;
    const heads = dayHeadsSchema.parse((await ctx.t.app.inject({ method: 'GET', url: `/api/fair-play/digests/${day}` })).json());
    expect(heads.heads.map((h) => h.auctionId)).toEqual(expect.arrayContaining([x, y]));
    expect(dayDigest(heads.heads)).toBe(published.digest);
    const xRecord = await record(x);
    expect(heads.heads.find((h) => h.auctionId === x)?.head).toBe(xRecord.entries.find((e) => e.seq === 3)?.hash);
    await expect(ctx.db.execute(sql`delete from record_digests`)).rejects.toThrow();
    expect((await ctx.t.app.inject({ method: 'GET', url: '/api/fair-play/digests/2001-01-01' })).statusCode).toBe(404);
  });
});
