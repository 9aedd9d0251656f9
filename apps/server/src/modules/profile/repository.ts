/** SQL of the profile: reading and updating the user's own fields and the counts the assistant gets. */
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bids, blitzLedger, users } from '../../db/schema';

export async function findProfile(db: Database, userId: number) {
  const rows = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      nickname: users.nickname,
      email: users.email,
      profileImage: users.profileImage,
      language: users.language,
      location: users.location,
      mobileNumber: users.mobileNumber,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

export interface ProfileChanges {
  firstName: string;
  lastName: string;
  nickname: string;
  nicknameSkeleton: string;
  mobileNumber?: string | null;
  location?: string | null;
  language?: string | null;
  profileImage?: string | null;
}

export async function updateProfile(db: Database, userId: number, changes: ProfileChanges): Promise<void> {
  await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Bids placed, users referred and whether any bid pack was ever bought. */
export async function assistantCounts(db: Database, userId: number) {
  const [placed] = await db.select({ n: count() }).from(bids).where(eq(bids.userId, userId));
  const [referred] = await db.select({ n: count() }).from(users).where(eq(users.referrerId, userId));
  const [bought] = await db
    .select({ n: count() })
    .from(blitzLedger)
    .where(and(eq(blitzLedger.userId, userId), eq(blitzLedger.kind, 'purchase')));
  return { bidsPlaced: placed?.n ?? 0, referrals: referred?.n ?? 0, bidsBought: (bought?.n ?? 0) > 0 };
}
