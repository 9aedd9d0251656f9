/**
 * The Blitz ledger (DESIGN.md 'Blitz wallet'): every change of a balance is a ledger row written
 * in the same statement that changes the user's balance, so the balance always equals the sum of
 * the ledger. The CHECK constraints on users keep a balance from going below zero.
 */
import { sql } from 'drizzle-orm';
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

/** Applies one change (one ledger row per pot that changes) and returns the new balance. */
export async function changeBlitz(db: Database, change: BlitzChange): Promise<Balance> {
  const { userId, free, paid, kind, reference } = change;
  if (free === 0 && paid === 0) {
    const [row] = await queryRows<{ free: number; paid: number }>(
      db,
      sql`select free_blitz as free, paid_blitz as paid from users where id = ${userId}`,
    );
    if (!row) throw new Error(`user ${userId} not found`);
    return row;
  }
  const [row] = await queryRows<{ free: number; paid: number }>(
    db,
    sql`
      with entries as (
        insert into blitz_ledger (user_id, delta, kind, reference, paid)
        select ${userId}, d.delta, ${kind}, ${reference}, d.paid
        from (values (${free}::int, false), (${paid}::int, true)) as d(delta, paid)
        where d.delta <> 0
        returning 1
      )
      update users set free_blitz = free_blitz + ${free}, paid_blitz = paid_blitz + ${paid}, updated_at = now()
      where id = ${userId}
      returning free_blitz as free, paid_blitz as paid`,
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
export async function ledgerMismatches(db: Database): Promise<{ userId: number; free: number; paid: number; ledgerFree: number; ledgerPaid: number }[]> {
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
