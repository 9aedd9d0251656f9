/** SQL of staff accounts: finding, creating, changing and listing them. */
import { normalizeEmail, type StaffMember, type StaffRole } from '@blitz/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffAccounts } from '../../db/schema';

export interface StaffRow {
  id: number;
  email: string;
  role: StaffRole;
  passwordHash: string | null;
  tokenVersion: number;
  disabledAt: Date | null;
  createdAt: Date;
}

const columns = {
  id: staffAccounts.id,
  email: staffAccounts.email,
  role: sql<StaffRole>`${staffAccounts.role}`,
  passwordHash: staffAccounts.passwordHash,
  tokenVersion: staffAccounts.tokenVersion,
  disabledAt: staffAccounts.disabledAt,
  createdAt: staffAccounts.createdAt,
};

/** The wire view of an account: never its password hash. */
export function toStaffMember(row: StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    active: row.passwordHash !== null && row.disabledAt === null,
    setUp: row.passwordHash !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findStaffById(db: Database, id: number): Promise<StaffRow | null> {
  const rows = await db.select(columns).from(staffAccounts).where(eq(staffAccounts.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findStaffByEmail(db: Database, email: string): Promise<StaffRow | null> {
  const rows = await db
    .select(columns)
    .from(staffAccounts)
    .where(eq(staffAccounts.email, normalizeEmail(email)))
    .limit(1);
  return rows[0] ?? null;
}

/** Locks the account's row for a change in this transaction. */
export async function lockStaff(tx: Database, id: number): Promise<StaffRow | null> {
  const rows = await tx.select(columns).from(staffAccounts).where(eq(staffAccounts.id, id)).for('update').limit(1);
  return rows[0] ?? null;
}

export async function listStaff(db: Database): Promise<StaffRow[]> {
  return db.select(columns).from(staffAccounts).orderBy(asc(staffAccounts.email));
}

/** Inserts a new account; null when the email is taken. */
export async function insertStaff(tx: Database, email: string, role: StaffRole): Promise<StaffRow | null> {
  const rows = await tx
    .insert(staffAccounts)
    .values({ email: normalizeEmail(email), role })
    .onConflictDoNothing({ target: staffAccounts.email })
    .returning(columns);
  return rows[0] ?? null;
}

export interface StaffChange {
  role?: StaffRole;
  disabledAt?: Date | null;
  passwordHash?: string;
  /** Moves the token version on, ending the account's sessions. */
  endSessions?: boolean;
}

export async function updateStaff(tx: Database, id: number, change: StaffChange): Promise<StaffRow> {
  const rows = await tx
    .update(staffAccounts)
    .set({
      ...(change.role !== undefined ? { role: change.role } : {}),
      ...(change.disabledAt !== undefined ? { disabledAt: change.disabledAt } : {}),
      ...(change.passwordHash !== undefined ? { passwordHash: change.passwordHash } : {}),
      ...(change.endSessions ? { tokenVersion: sql`${staffAccounts.tokenVersion} + 1` } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(staffAccounts.id, id))
    .returning(columns);
  const row = rows[0];
  if (!row) throw new Error(`staff account ${id} vanished while changing it`);
  return row;
}

/** Active owners other than `exceptId`: an owner may not remove the last one. */
export async function otherActiveOwners(tx: Database, exceptId: number): Promise<number> {
  const rows = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(staffAccounts)
    .where(
      sql`${staffAccounts.role} = 'owner' and ${staffAccounts.disabledAt} is null and ${staffAccounts.passwordHash} is not null and ${staffAccounts.id} <> ${exceptId}`,
    );
  return rows[0]?.count ?? 0;
}
