/**
 * The Blitz ledger (DESIGN.md 'Blitz wallet'): every change of a balance is a ledger row written
 * in the same statement that changes the user's balance, so the balance always equals the sum of
 * the ledger. The CHECK constraints on users keep a balance from going below zero.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import type { LedgerKind } from '../../db/tables/values';

export interface BlitzChange {
  userId: number;
  /** Change of the free and the paid pot; either may be 0, not both. */
  free: number;
  paid: number;
  kind: LedgerKind;
  /** What caused it, e.g. `bid:123`, `buddy:7`, `order:45`. */
  reference: string;
}

export interface Balance {
  free: number;
  paid: number;
}

/** Total Blitz a user can spend. */
export const totalBlitz = (balance: Balance) => balance.free + balance.paid;

/** A balance as the user's connections hear it (new-bids-count): the total, and its free and paid parts. */
export const blitzCount = (balance: Balance) => ({ bids: totalBlitz(balance), free: balance.free, paid: balance.paid });

/** A balance change inside a larger statement: the values may be SQL over the rows of `from`. */
export interface BlitzChangeSql {
  userId: number | SQL;
  free: number | SQL;
  paid: number | SQL;
  kind: LedgerKind;
  reference: string | SQL;
  /** The rows the change follows from (a CTE's name): one change per row, none when it is empty. */
  from: SQL;
  /** The moment the ledger rows carry. */
  at: SQL;
  /** More columns of the changed user row (`u`) to return beside `free` and `paid`. */
  returning?: SQL;
}

/**
 * The one writer of the ledger: the two parts of a balance change for a `with` statement, the
 * user's balance (`update users ... returning free, paid`) and its ledger rows (one per pot that
 * changes), so whoever changes a balance writes both in the same statement.
 */
export function blitzChangeSql(c: BlitzChangeSql): { balance: SQL; entries: SQL } {
  const extra = c.returning ? sql`, ${c.returning}` : sql``;
  return {
    balance: sql`update users u set free_blitz = u.free_blitz + (${c.free}), paid_blitz = u.paid_blitz + (${c.paid}), updated_at = ${c.at}
      from ${c.from} where u.id = ${c.userId}
      returning u.free_blitz as free, u.paid_blitz as paid${extra}`,
    entries: sql`insert into blitz_ledger (user_id, delta, kind, reference, paid, created_at)
      select ${c.userId}, d.delta, ${c.kind}, ${c.reference}, d.paid, ${c.at}
      from ${c.from} cross join lateral (values ((${c.free})::int, false), ((${c.paid})::int, true)) as d(delta, paid)
      where d.delta <> 0`,
  };
}

/** Applies one change (one ledger row per pot that changes) and returns the new balance. */
export async function changeBlitz(db: Database, change: BlitzChange): Promise<Balance> {
  const { userId, free, paid, kind, reference } = change;
  if (free === 0 && paid === 0) {
    const row = await balanceOf(db, userId);
    if (!row) throw new Error(`user ${userId} not found`);
    return row;
  }
  const { balance, entries } = blitzChangeSql({ userId, free, paid, kind, reference, from: sql`(select 1) as one`, at: sql`now()` });
  const [row] = await queryRows<{ free: number; paid: number }>(
    db,
    sql`with entries as (${entries}), balance as (${balance}) select free, paid from balance`,
  );
  if (!row) throw new Error(`user ${userId} not found`);
  return row;
}

/** The balance of one user. */
export async function balanceOf(db: Database, userId: number): Promise<Balance | null> {
  const [row] = await queryRows<{ free: number; paid: number }>(
    db,
    sql`select free_blitz as free, paid_blitz as paid from users where id = ${userId}`,
  );
  return row ?? null;
}

/** Users whose balance differs from the sum of their ledger (the invariant says: none). */
export async function ledgerMismatches(
  db: Database,
): Promise<{ userId: number; free: number; paid: number; ledgerFree: number; ledgerPaid: number }[]> {
  return queryRows(
    db,
    sql`
      select u.id as "userId", u.free_blitz as free, u.paid_blitz as paid,
        coalesce(l.free, 0)::int as "ledgerFree", coalesce(l.paid, 0)::int as "ledgerPaid"
      from users u
      left join (
        select user_id, sum(delta) filter (where not paid) as free, sum(delta) filter (where paid) as paid
        from blitz_ledger group by user_id
      ) l on l.user_id = u.id
      where u.free_blitz <> coalesce(l.free, 0) or u.paid_blitz <> coalesce(l.paid, 0)`,
  );
}
