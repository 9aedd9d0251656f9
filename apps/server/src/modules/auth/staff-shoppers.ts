/**
 * Staff never bid, set a BidBuddy or buy (issue 13). A shop account with a staff account's email
 * is a staff member's: its `users.role` is `staff` from the moment either account exists, and the
 * bid paths (`bidderMayBidSql`), the buddy call and the payment calls refuse it.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { quoteLiteral } from '../../db/literals';
import { users } from '../../db/schema';
import type { UserRole } from '../../db/tables/values';

export const STAFF_USER_ROLE: UserRole = 'staff';
const staffRole = sql.raw(quoteLiteral(STAFF_USER_ROLE));

/** The bidder `u` may bid at all: not banned, not a staff member. */
export const bidderMayBidSql = sql`u.banned_at is null and u.role <> ${staffRole}`;

/** The role a new shop account gets: `staff` when its email belongs to a staff account. */
export const roleForNewUserSql = (email: string) =>
  sql`case when exists (select 1 from staff_accounts s where s.email = ${email}) then ${staffRole} else 'user' end`;

/** Marks the shop account with this email (if any) as a staff member's, in the staff change's transaction. */
export async function markStaffShopper(tx: Database, email: string): Promise<void> {
  await tx.update(users).set({ role: STAFF_USER_ROLE }).where(eq(users.email, email));
}

export async function userIsStaff(db: Database, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, STAFF_USER_ROLE)))
    .limit(1);
  return rows.length > 0;
}
