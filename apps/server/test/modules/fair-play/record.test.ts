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
          from auction_record_entries r where r.product_id = ${id} and r.seq = 2`,
    );
    expect(row!.same).toBe(true);
  });

  /** The last entry of an auction's record, the last bid's row and the auction's row, side by side. */
  const lastOf = async (id: number) => {
    const [row] = await queryRows<{
      entry: string;
      hash: string;
      bidSeq: number | null;
      bidEnd: string | null;
      bidNickname: string | null;
      auctionEnd: string;
      headSeq: number;
      head: string;
    }>(
      ctx.db,
      sql`select r.entry, r.hash, b.record_seq as "bidSeq", auction_record_time(b.end_time) as "bidEnd", b.nickname as "bidNickname",
            auction_record_time(p.end_time) as "auctionEnd", p.record_seq as "headSeq", p.record_head as head
          from products p
          join lateral (select * from auction_record_entries e where e.product_id = p.id order by e.seq desc limit 1) r on true
          left join lateral (select * from bids x where x.product_id = p.id order by x.id desc limit 1) b on true
          where p.id = ${id}`,
    );
    return { ...row!, fields: JSON.parse(row!.entry) as Record<string, unknown> };
  };

  it("keeps a bid's entry in the bid's row, chained to the head on the auction's row", async () => {
    const [a, b] = [await bidder(), await bidder()];
    const id = await createAuction(ctx.db);
    expect((await ctx.engine.placeBid(id, a.id)).ok).toBe(true);
    expect((await ctx.engine.placeBid(id, b.id)).ok).toBe(true);
    const last = await lastOf(id);
    expect(last.fields).toMatchObject({ kind: 'bid', seq: 3, bidder: b.nickname, endTime: last.auctionEnd });
    expect({ bidSeq: last.bidSeq, headSeq: last.headSeq, head: last.head }).toEqual({ bidSeq: 3, headSeq: 3, head: last.hash });
    // Bids are not copied into auction_record: it holds the listing alone.
    const [stored] = await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from auction_record where product_id = ${id}`);
    expect(stored!.n).toBe(1);
    expect(verifyRecord(await record(id)).checks.filter((c) => !c.ok)).toEqual([]);
  });

  it("chains a bid written another way in its insert, with the auction's end time and the user's nickname when it has none", async () => {
    const [a, b] = [await bidder(), await bidder()];
    const id = await createAuction(ctx.db);
    expect((await ctx.engine.placeBid(id, a.id)).ok).toBe(true);
    const written = await lastOf(id);
    // A bid inserted without an end time or a nickname: they are read from the auction's and the
    // user's rows and kept in the bid, which its entry is rebuilt from.
    await ctx.db.execute(sql`update products set end_time = end_time + interval '7 seconds' where id = ${id}`);
    await ctx.db.execute(sql`insert into bids (product_id, user_id, amount_cents, placed_at, via_buddy, paid)
      values (${id}, ${b.id}, 20, clock_timestamp(), false, false)`);
    const without = await lastOf(id);
    expect(without).toMatchObject({ bidSeq: 3, headSeq: 3, head: without.hash, bidEnd: without.auctionEnd, bidNickname: b.nickname });
    expect(without.fields).toMatchObject({ seq: 3, bidder: b.nickname, endTime: without.auctionEnd });
    expect(without.fields.endTime).not.toBe(written.fields.endTime);
    // A bid with its own end time and nickname: the entry carries the bid's.
    await ctx.db.execute(sql`insert into bids (product_id, user_id, amount_cents, placed_at, via_buddy, paid, end_time, nickname)
      values (${id}, ${a.id}, 30, clock_timestamp(), false, false, clock_timestamp() + interval '1 hour', 'Renamed since')`);
    const own = await lastOf(id);
    expect(own.fields).toMatchObject({ seq: 4, bidder: 'Renamed since', endTime: own.bidEnd });
    expect(own.fields.endTime).not.toBe(own.auctionEnd);
    // The bid statement goes on from the head the trigger moved.
    expect((await ctx.engine.placeBid(id, b.id)).ok).toBe(true);
    expect((await lastOf(id)).fields).toMatchObject({ seq: 5, bidder: b.nickname });
    // The hand-made bids break the auction's rules, which the verifier reports, but not the chain.
    const checks = verifyRecord(await record(id)).checks;
    expect(checks.find((c) => c.name === 'chain')?.ok).toBe(true);
    expect(checks.find((c) => c.name === 'increments')?.ok).toBe(false);
  });

  it('still records every bid by the trigger when the bid statement is told not to chain', async () => {
    const [a, b] = [await bidder(), await bidder()];
    const id = await createAuction(ctx.db);
    const chainInStatement = (on: boolean) =>
      ctx.db.execute(
        sql.raw(
          `create or replace function auction_record_in_bid_statement() returns boolean language sql immutable as $$ select ${on} $$`,
        ),
      );
    await chainInStatement(false);
    try {
      expect((await ctx.engine.placeBid(id, a.id)).ok).toBe(true);
      expect((await ctx.engine.placeBid(id, b.id)).ok).toBe(true);
    } finally {
      await chainInStatement(true);
    }
    expect((await ctx.engine.placeBid(id, a.id)).ok).toBe(true);
    const result = await record(id);
    expect(result.entries.map((e) => [e.kind, e.seq])).toEqual([
      ['listed', 1],
      ['bid', 2],
      ['bid', 3],
      ['bid', 4],
    ]);
    expect(verifyRecord(result).checks.filter((c) => !c.ok)).toEqual([]);
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
    // A recorded bid is an entry too.
    const early = await bidder();
    expect((await ctx.engine.placeBid(id, early.id)).ok).toBe(true);
    const appendOnly = { cause: { message: expect.stringContaining('append-only') } };
    await expect(ctx.db.execute(sql`update bids set amount_cents = amount_cents + 1 where product_id = ${id}`)).rejects.toMatchObject(
      appendOnly,
    );
    await expect(ctx.db.execute(sql`delete from bids where product_id = ${id}`)).rejects.toMatchObject(appendOnly);
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
