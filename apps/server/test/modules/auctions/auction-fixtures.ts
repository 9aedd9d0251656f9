/** Test fixtures for the engine: bidders with Blitz (through the ledger) and auctions in any state. */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { BidType } from '@blitz/contract';
import { queryRows, toDateOrNull, type Database } from '../../../src/db/client';
import { findSessionUserByUuid } from '../../../src/modules/auth/repository';
import { issueRefreshToken, toSession } from '../../../src/modules/auth/tokens';
import { changeBlitz, ledgerMismatches } from '../../../src/modules/wallet/ledger';
import type { AuctionEngine } from '../../../src/modules/auctions/engine';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import type { DatabaseKind } from '../../helpers/test-database';

export interface Bidder {
  id: number;
  nickname: string;
  bidToken: string;
  refreshToken: string;
}

const unique = () => randomBytes(5).toString('hex');

export async function createBidder(db: Database, secret: string, blitz: { free?: number; paid?: number } = {}): Promise<Bidder> {
  const tag = unique();
  const [row] = await queryRows<{ id: number; uuid: string }>(
    db,
    sql`insert into users (email, nickname, password_hash, referral_code, location)
        values (${`bidder-${tag}@example.test`}, ${`Bidder${tag}`}, 'x', ${`ref${tag}`}, 'Soweto')
        returning id, uuid`,
  );
  const id = Number(row!.id);
  const free = blitz.free ?? 0;
  const paid = blitz.paid ?? 0;
  if (free || paid) await changeBlitz(db, { userId: id, free, paid, kind: 'adjustment', reference: 'test' });
  const user = await findSessionUserByUuid(db, row!.uuid);
  const session = toSession(user!);
  return { id, nickname: session.nickname, bidToken: session.bidToken, refreshToken: await issueRefreshToken(secret, session, new Date()) };
}

export interface AuctionSpec {
  status?: 'Open' | 'Not Started' | 'Ended' | 'Closed';
  /** Seconds from now to the end time (Open) or to the start (Not Started). */
  endsIn?: number;
  startsIn?: number;
  openingSeconds?: number;
  bidType?: BidType;
  priceCents?: number;
  incrementCents?: number;
  retailCents?: number;
  lockPriceCents?: number | null;
  auctionTimer?: number;
  /** A major auction (no category: categoryID 0); by default it has one. */
  major?: boolean;
}

let catalogueIds: { departmentId: number; itemId: number; categoryId: number } | null = null;
let catalogueDb: Database | null = null;

async function catalogue(db: Database) {
  if (catalogueIds && catalogueDb === db) return catalogueIds;
  const tag = unique();
  const [dep] = await queryRows<{ id: number }>(
    db,
    sql`insert into departments (slug, name, banner) values (${`dep-${tag}`}, 'Test', '/media/x.webp') returning id`,
  );
  const [item] = await queryRows<{ id: number }>(
    db,
    sql`insert into catalogue_items (key, title) values (${`item-${tag}`}, 'Test item') returning id`,
  );
  const [category] = await queryRows<{ id: number }>(
    db,
    sql`insert into categories (department_id, slug, name, thumb) values (${dep!.id}, ${`cat-${tag}`}, 'Test', '/media/x.webp') returning id`,
  );
  catalogueIds = { departmentId: Number(dep!.id), itemId: Number(item!.id), categoryId: Number(category!.id) };
  catalogueDb = db;
  return catalogueIds;
}

export async function createAuction(db: Database, spec: AuctionSpec = {}): Promise<number> {
  const { departmentId, itemId, categoryId } = await catalogue(db);
  const status = spec.status ?? 'Open';
  const startsIn = spec.startsIn ?? (status === 'Not Started' ? 3600 : -600);
  const endsIn = spec.endsIn ?? 60;
  const price = spec.priceCents ?? 0;
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into products (item_id, title, description, department_id, category_id, retail_price_cents, starting_amount_cents,
          current_price_cents, bid_increment_cents, lock_price_cents, auction_time, opening_seconds, end_time,
          auction_timer, bid_type, status)
        values (${itemId}, ${`Auction ${unique()}`}, 'A test auction', ${departmentId}, ${spec.major ? null : categoryId}, ${spec.retailCents ?? 1_000_000},
          ${price}, ${price}, ${spec.incrementCents ?? 10}, ${spec.lockPriceCents ?? null},
          now() + ${startsIn} * interval '1 second', ${spec.openingSeconds ?? (status === 'Open' ? endsIn - startsIn : 600)},
          ${status === 'Not Started' ? null : sql`now() + ${endsIn} * interval '1 second'`},
          ${spec.auctionTimer ?? 10}, ${spec.bidType ?? 'Standard'}, ${status})
        returning id`,
  );
  return Number(row!.id);
}

/**
 * An auction as a property test's generated state describes it: started two hours ago, or coming
 * in an hour without an end time yet.
 */
export async function createAuctionInState(
  db: Database,
  state: Required<Pick<AuctionSpec, 'status' | 'endsIn' | 'auctionTimer' | 'bidType' | 'priceCents' | 'incrementCents' | 'retailCents'>> &
    Pick<AuctionSpec, 'lockPriceCents' | 'major'>,
): Promise<number> {
  const id = await createAuction(db, { ...state, startsIn: state.status === 'Not Started' ? 3600 : -7200 });
  if (state.status === 'Not Started') await db.execute(sql`update products set end_time = null where id = ${id}`);
  return id;
}

export interface AuctionRow {
  status: string;
  priceCents: number;
  bidCount: number;
  leaderId: number | null;
  winnerId: number | null;
  endTime: Date | null;
  buddyDueAt: Date | null;
}

export async function auctionRow(db: Database, id: number): Promise<AuctionRow> {
  const [row] = await queryRows<AuctionRow & Record<string, unknown>>(
    db,
    sql`select status, current_price_cents::float8 as "priceCents", bid_count as "bidCount", leader_id as "leaderId",
          winner_id as "winnerId", end_time as "endTime", buddy_due_at as "buddyDueAt" from products where id = ${id}`,
  );
  return {
    ...row!,
    endTime: toDateOrNull(row!.endTime),
    buddyDueAt: toDateOrNull(row!.buddyDueAt),
    leaderId: row!.leaderId === null ? null : Number(row!.leaderId),
    winnerId: row!.winnerId === null ? null : Number(row!.winnerId),
  };
}

export async function balance(db: Database, userId: number) {
  const [row] = await queryRows<{ free: number; paid: number }>(
    db,
    sql`select free_blitz as free, paid_blitz as paid from users where id = ${userId}`,
  );
  return row!;
}

/** Makes an auction's clock run out (or its buddy turn due) now, without waiting. */
export async function expire(db: Database, id: number): Promise<void> {
  await db.execute(sql`update products set end_time = now() - interval '1 millisecond' where id = ${id}`);
}

export async function makeBuddyTurnDue(db: Database, id: number): Promise<void> {
  await db.execute(sql`update products set buddy_due_at = now() - interval '1 millisecond' where id = ${id}`);
}

/**
 * The app the engine tests share (no demo seed, scheduler off): registers its start and, at the
 * end, the check that every balance still equals its ledger. Read the fields inside tests.
 */
export function useEngineApp(kind: DatabaseKind) {
  const ctx = {} as { t: TestApp; db: Database; engine: AuctionEngine };
  beforeAll(async () => {
    ctx.t = await buildTestApp({ kind, seed: false });
    ctx.db = ctx.t.app.db;
    ctx.engine = ctx.t.app.auctions.engine;
  });
  afterAll(async () => {
    if (ctx.t) expect(await ledgerMismatches(ctx.t.app.db)).toEqual([]);
    await ctx.t?.close();
  });
  return ctx;
}
