/** BidBuddy rows: reading and locking one user's buddy, and ending buddies with their reserve returned. */
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { changeBlitz, type Balance } from '../wallet';

export interface BuddyRow {
  id: number;
  userId: number;
  productId: number;
  active: boolean;
  remainingFree: number;
  remainingPaid: number;
}

const buddyColumns = sql`id, user_id as "userId", product_id as "productId", active,
  remaining_free as "remainingFree", remaining_paid as "remainingPaid"`;

export async function lockUserBuddy(db: Database, userId: number, productId: number): Promise<BuddyRow | null> {
  const [row] = await queryRows<BuddyRow & Record<string, unknown>>(
    db,
    sql`select ${buddyColumns} from bid_buddies where user_id = ${userId} and product_id = ${productId} for update`,
  );
  return row ?? null;
}

export async function findUserBuddy(db: Database, userId: number, productId: number): Promise<BuddyRow | null> {
  const [row] = await queryRows<BuddyRow & Record<string, unknown>>(
    db,
    sql`select ${buddyColumns} from bid_buddies where user_id = ${userId} and product_id = ${productId}`,
  );
  return row ?? null;
}

/** Switches a buddy off and gives its unused reserve back (one ledger row per pot). */
export async function releaseBuddy(db: Database, buddy: BuddyRow): Promise<Balance> {
  await db.execute(
    sql`update bid_buddies set active = false, remaining_free = 0, remaining_paid = 0, updated_at = now() where id = ${buddy.id}`,
  );
  return changeBlitz(db, {
    userId: buddy.userId,
    free: buddy.remainingFree,
    paid: buddy.remainingPaid,
    kind: 'buddy-return',
    reference: `buddy:${buddy.id}`,
  });
}

export interface ReleasedBuddy {
  userId: number;
  balance: Balance;
}

/** Ends every active buddy of an auction (it finished), owners locked in id order. */
export async function releaseAllBuddies(db: Database, productId: number): Promise<ReleasedBuddy[]> {
  const buddies = await queryRows<BuddyRow & Record<string, unknown>>(
    db,
    sql`select ${buddyColumns} from bid_buddies where product_id = ${productId} and active order by user_id for update`,
  );
  const released: ReleasedBuddy[] = [];
  for (const buddy of buddies) released.push({ userId: buddy.userId, balance: await releaseBuddy(db, buddy) });
  return released;
}

/** A buddy whose reserve is spent stops (nothing to return). */
export async function stopIfSpent(db: Database, buddyId: number): Promise<void> {
  await db.execute(
    sql`update bid_buddies set active = false, updated_at = now()
        where id = ${buddyId} and active and remaining_free + remaining_paid = 0`,
  );
}
