/**
 * Lifecycle SQL: opening auctions whose start has come, claiming the ones whose clock ran out or
 * whose buddy turn is due, and marking one as Ended or Closed. Claims use `FOR UPDATE SKIP LOCKED`
 * so when several nodes (or a node after a crash) look at the same moment, each auction is
 * handled exactly once.
 */
import { sql } from 'drizzle-orm';
import type { AuctionStatus } from '@blitz/contract';
import { queryRows, toDate, type Database } from '../../db/client';
import { lit } from '../../db/literals';
import { buddyTurnAtSql, hasActiveBuddySql } from './rule-sql';

/** Most auctions one tick handles per kind of work; the rest wait for the next tick. */
export const CLAIM_BATCH = 50;

export interface OpenedAuction {
  id: number;
  endTime: Date;
  /** How long after its start time it opened (the scheduler's lag, for the metrics). */
  lateSeconds: number;
}

/** Not Started → Open for every auction whose start has come: the first end time is start + opening window. */
export async function openDueAuctions(db: Database): Promise<OpenedAuction[]> {
  const firstEnd = sql`coalesce(p.end_time, p.auction_time + p.opening_seconds * interval '1 second')`;
  const rows = await queryRows<OpenedAuction & Record<string, unknown>>(
    db,
    sql`
      with due as (
        select id, auction_time from products
        where status = ${lit('Not Started')} and auction_time <= clock_timestamp()
        order by auction_time limit ${CLAIM_BATCH}
        for update skip locked
      )
      update products p set
        status = ${lit('Open')},
        end_time = ${firstEnd},
        buddy_due_at = case when ${hasActiveBuddySql} then ${buddyTurnAtSql(firstEnd, sql`clock_timestamp()`)} end,
        updated_at = now()
      from due where p.id = due.id
      returning p.id, p.end_time as "endTime", extract(epoch from clock_timestamp() - due.auction_time)::float8 as "lateSeconds"`,
  );
  return rows.map((row) => ({ id: row.id, endTime: toDate(row.endTime), lateSeconds: Number(row.lateSeconds) }));
}

/** Open auctions whose time in column `due` has come, the longest due first (one tick's batch). */
async function openAuctionsDue(db: Database, due: 'end_time' | 'buddy_due_at'): Promise<number[]> {
  const column = sql.identifier(due);
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from products where status = ${lit('Open')} and ${column} <= clock_timestamp()
        order by ${column} limit ${CLAIM_BATCH}`,
  );
  return rows.map((row) => row.id);
}

/** Open auctions whose end time has passed (each is then finished in its own transaction). */
export const endedAuctionIds = (db: Database) => openAuctionsDue(db, 'end_time');

/** Open auctions whose buddy turn is due. */
export const dueBuddyTurnIds = (db: Database) => openAuctionsDue(db, 'buddy_due_at');

/**
 * Claims an auction's due buddy turn for this transaction: how many seconds after its due time
 * (the scheduler's lag), or null when it is no longer due or another node holds it (that node
 * takes the turn; its bid moves the next turn on).
 */
export async function claimBuddyTurn(db: Database, productId: number): Promise<number | null> {
  const rows = await queryRows<{ late: number }>(
    db,
    sql`select extract(epoch from clock_timestamp() - buddy_due_at)::float8 as late from products
        where id = ${productId} and status = ${lit('Open')} and buddy_due_at <= clock_timestamp()
        for update skip locked`,
  );
  return rows[0] ? Number(rows[0].late) : null;
}

export interface FinishedRow {
  id: number;
  status: AuctionStatus;
  winnerId: number | null;
  priceCents: number;
  title: string;
  itemId: number;
  endTime: Date;
  winnerNickname: string | null;
  winnerImage: string | null;
  winnerLocation: string | null;
}

/**
 * Open → Ended with the leader as winner, or Closed when nobody bid, once its end time has passed
 * by the database's clock. The update waits for a bid holding the row and then re-checks, so an
 * auction a bid has just extended stays Open, and one already finished (by another node) is null.
 */
export async function markFinished(db: Database, productId: number): Promise<FinishedRow | null> {
  const [row] = await queryRows<FinishedRow & Record<string, unknown>>(
    db,
    sql`
      update products set
        status = case when leader_id is null then ${lit('Closed')} else ${lit('Ended')} end,
        winner_id = leader_id, closed_at = clock_timestamp(), buddy_due_at = null, updated_at = now()
      where id = ${productId} and status = ${lit('Open')} and end_time <= clock_timestamp()
      returning id, status, winner_id as "winnerId", current_price_cents::float8 as "priceCents", title,
        item_id as "itemId", end_time as "endTime",
        (select nickname from users where id = winner_id) as "winnerNickname",
        (select profile_image from users where id = winner_id) as "winnerImage",
        (select location from users where id = winner_id) as "winnerLocation"`,
  );
  return row ? { ...row, endTime: toDate(row.endTime) } : null;
}

/** The next buddy whose turn it is: active, with Blitz left, not the leader's; longest waiting first. */
export async function nextBuddy(db: Database, productId: number): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`
      select bb.id from bid_buddies bb join products p on p.id = bb.product_id
      where bb.product_id = ${productId} and bb.active
        and bb.user_id is distinct from p.leader_id
        and bb.remaining_free + bb.remaining_paid > 0
      order by bb.last_bid_at asc nulls first, bb.activated_at asc, bb.id asc
      limit 1`,
  );
  return row?.id ?? null;
}

export async function clearBuddyTurn(db: Database, productId: number): Promise<void> {
  await db.execute(sql`update products set buddy_due_at = null where id = ${productId}`);
}
