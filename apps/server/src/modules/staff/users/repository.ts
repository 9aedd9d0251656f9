/** Shoppers as the staff console reads them: search, one profile, its ledger (with adjustment reasons) and its bids. */
import {
  centsToWire,
  REWARD_TIME_ZONE,
  type StaffLedgerPage,
  type StaffUser,
  type StaffUserBidPage,
  type StaffUserPage,
} from '@blitz/contract';
import { sql } from 'drizzle-orm';
import { queryRows, toDate, toDateOrNull, type Database } from '../../../db/client';
import { lit } from '../../../db/literals';
import { limitToPage, totalOf } from '../../../db/paging';
import { contains } from '../../../shared/like-pattern';

interface UserRow extends Record<string, unknown> {
  id: number;
  email: string;
  nickname: string;
  freeBlitz: number;
  paidBlitz: number;
  bannedAt: unknown;
  createdAt: unknown;
  firstName: string | null;
  lastName: string | null;
  mobileNumber: string | null;
  location: string | null;
  language: string | null;
  setUp: boolean;
  isStaff: boolean;
  total?: number;
}

const userColumns = sql`u.id, u.email, u.nickname, u.free_blitz as "freeBlitz", u.paid_blitz as "paidBlitz",
  u.banned_at as "bannedAt", u.created_at as "createdAt", u.first_name as "firstName", u.last_name as "lastName",
  u.mobile_number as "mobileNumber", u.location, u.language, u.password_hash is not null as "setUp", u.role = 'staff' as "isStaff"`;

function toSummary(row: UserRow) {
  return {
    id: Number(row.id),
    email: row.email,
    nickname: row.nickname,
    freeBlitz: Number(row.freeBlitz),
    paidBlitz: Number(row.paidBlitz),
    banned: row.bannedAt !== null,
    createdAt: toDate(row.createdAt).toISOString(),
  };
}

function toStaffUser(row: UserRow): StaffUser {
  return {
    ...toSummary(row),
    firstName: row.firstName,
    lastName: row.lastName,
    mobileNumber: row.mobileNumber,
    location: row.location,
    language: row.language,
    bannedAt: toDateOrNull(row.bannedAt)?.toISOString() ?? null,
    setUp: Boolean(row.setUp),
    isStaff: Boolean(row.isStaff),
  };
}

/** Exact email or nickname matches first, then the rest by newest account. */
export async function searchUsers(db: Database, query: string, pageNumber: number, pageSize: number): Promise<StaffUserPage> {
  const text = query.trim().toLowerCase();
  const where = text ? sql`(u.email ilike ${contains(text)} or u.nickname ilike ${contains(text)})` : sql`true`;
  const rows = await queryRows<UserRow>(
    db,
    sql`select ${userColumns}, count(*) over ()::int as total from users u where ${where}
        order by (u.email = ${text} or lower(u.nickname) = ${text}) desc, u.created_at desc, u.id desc
        ${limitToPage(pageNumber, pageSize)}`,
  );
  return { users: rows.map(toSummary), total: totalOf(rows) };
}

export async function findUser(db: Database, id: number, forUpdate = false): Promise<StaffUser | null> {
  const [row] = await queryRows<UserRow>(
    db,
    sql`select ${userColumns} from users u where u.id = ${id} ${forUpdate ? sql`for update` : sql``}`,
  );
  return row ? toStaffUser(row) : null;
}

export async function userLedger(db: Database, id: number, pageNumber: number, pageSize: number): Promise<StaffLedgerPage> {
  const rows = await queryRows<{
    id: number;
    delta: number;
    kind: string;
    reference: string | null;
    paid: boolean;
    createdAt: unknown;
    reason: string | null;
    total: number;
  }>(
    db,
    sql`select l.id, l.delta, l.kind, l.reference, l.paid, l.created_at as "createdAt", a.reason, count(*) over ()::int as total
        from blitz_ledger l
        left join blitz_adjustments a on l.kind = ${lit('adjustment')} and l.reference = 'adjustment:' || a.id
        where l.user_id = ${id}
        order by l.created_at desc, l.id desc
        ${limitToPage(pageNumber, pageSize)}`,
  );
  return {
    rows: rows.map((row) => ({
      id: Number(row.id),
      delta: Number(row.delta),
      kind: row.kind,
      reference: row.reference,
      paid: row.paid,
      createdAt: toDate(row.createdAt).toISOString(),
      reason: row.reason,
    })),
    total: totalOf(rows),
  };
}

export async function userBids(db: Database, id: number, pageNumber: number, pageSize: number): Promise<StaffUserBidPage> {
  const rows = await queryRows<{
    id: number;
    auctionId: number;
    title: string;
    amountCents: number;
    placedAt: unknown;
    viaBuddy: boolean;
    paid: boolean;
    total: number;
  }>(
    db,
    sql`select b.id, b.product_id as "auctionId", p.title, b.amount_cents::float8 as "amountCents", b.placed_at as "placedAt",
          b.via_buddy as "viaBuddy", b.paid, count(*) over ()::int as total
        from bids b join products p on p.id = b.product_id
        where b.user_id = ${id}
        order by b.placed_at desc, b.id desc
        ${limitToPage(pageNumber, pageSize)}`,
  );
  return {
    bids: rows.map((row) => ({
      id: Number(row.id),
      auctionId: Number(row.auctionId),
      title: row.title,
      amount: centsToWire(Number(row.amountCents)),
      placedAt: toDate(row.placedAt).toISOString(),
      viaBuddy: row.viaBuddy,
      paid: row.paid,
    })),
    total: totalOf(rows),
  };
}

/**
 * Blitz support staff gave (`direction` 1) or took (-1) from a shopper so far on this South
 * African day, both pots, all support accounts. Read under the lock of the user row that every
 * adjustment takes first, so two adjustments at once count each other.
 */
export async function supportMovedToday(tx: Database, userId: number, direction: 1 | -1): Promise<number> {
  const today = sql`(now() at time zone ${REWARD_TIME_ZONE})::date`;
  const [row] = await queryRows<{ moved: number }>(
    tx,
    sql`select coalesce(sum(abs(a.delta)), 0)::int as moved
        from blitz_adjustments a join staff_accounts s on s.id = a.staff_id
        where a.user_id = ${userId} and s.role = 'support' and sign(a.delta) = ${direction}
          and (a.created_at at time zone ${REWARD_TIME_ZONE})::date = ${today}`,
  );
  return Number(row?.moved ?? 0);
}
