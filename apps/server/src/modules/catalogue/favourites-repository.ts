/** A user's favourite auctions: the list, and adding or removing one (the socket uses it). */
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { favourites, products } from '../../db/schema';
import { productColumns, type ProductRow } from './repository';

export function createFavouritesRepository(db: Database) {
  async function ids(userId: number): Promise<number[]> {
    const rows = await db
      .select({ productId: favourites.productId })
      .from(favourites)
      .where(eq(favourites.userId, userId))
      .orderBy(desc(favourites.createdAt), desc(favourites.productId));
    return rows.map((row) => row.productId);
  }

  return {
    ids,

    /** Favourite auctions, most recently added first. */
    async products(userId: number): Promise<ProductRow[]> {
      const rows = await db
        .select({ product: productColumns })
        .from(favourites)
        .innerJoin(products, eq(products.id, favourites.productId))
        .where(eq(favourites.userId, userId))
        .orderBy(desc(favourites.createdAt), desc(favourites.productId));
      return rows.map((row) => row.product);
    },

    /**
     * Marks or unmarks an auction; returns the ids afterwards, or null when the auction does not
     * exist. Repeating either is harmless.
     */
    async set(userId: number, productId: number, favourite: boolean): Promise<number[] | null> {
      const [exists] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1);
      if (!exists) return null;
      if (favourite) {
        await db.insert(favourites).values({ userId, productId }).onConflictDoNothing();
      } else {
        await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)));
      }
      return ids(userId);
    },
  };
}
