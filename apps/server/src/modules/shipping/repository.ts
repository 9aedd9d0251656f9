/** SQL of the shipping profiles: every statement is scoped to the profile's owner. */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { ShippingFields, ShippingProfile } from '@blitz/contract';
import type { Database } from '../../db/client';
import { shippingProfiles } from '../../db/schema';

const wireColumns = {
  id: shippingProfiles.id,
  title: shippingProfiles.title,
  recipientName: shippingProfiles.recipientName,
  recipientMobile: shippingProfiles.recipientMobile,
  streetAddress: shippingProfiles.streetAddress,
  complex: shippingProfiles.complex,
  suburb: shippingProfiles.suburb,
  city: shippingProfiles.city,
  province: shippingProfiles.province,
  postalCode: shippingProfiles.postalCode,
  country: shippingProfiles.country,
};

export function createShippingRepository(db: Database) {
  const owned = (userId: number, id: number) => and(eq(shippingProfiles.id, id), eq(shippingProfiles.userId, userId));

  return {
    /** The user's profiles, oldest first; rows hold only values the contract allows. */
    list: (userId: number) =>
      db.select(wireColumns).from(shippingProfiles).where(eq(shippingProfiles.userId, userId)).orderBy(asc(shippingProfiles.id)) as Promise<
        ShippingProfile[]
      >,

    async countOf(userId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(shippingProfiles).where(eq(shippingProfiles.userId, userId));
      return Number(row?.n ?? 0);
    },

    async insert(userId: number, fields: ShippingFields): Promise<void> {
      await db.insert(shippingProfiles).values({ ...fields, userId });
    },

    /** False when the user has no profile with this id. */
    async update(userId: number, id: number, fields: ShippingFields): Promise<boolean> {
      const rows = await db
        .update(shippingProfiles)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(owned(userId, id))
        .returning({ id: shippingProfiles.id });
      return rows.length > 0;
    },

    /** False when the user has no profile with this id. Paid orders keep their address snapshot. */
    async remove(userId: number, id: number): Promise<boolean> {
      const rows = await db.delete(shippingProfiles).where(owned(userId, id)).returning({ id: shippingProfiles.id });
      return rows.length > 0;
    },
  };
}
