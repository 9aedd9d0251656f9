/** Recent winnings: ended auctions that have a winner, newest first, and the winners' photos. */
import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderItems, products } from '../../db/schema';
import { productColumns, type ProductRow } from './repository';

const won = and(eq(products.status, 'Ended'), isNotNull(products.winnerId));

export function createWinningsRepository(db: Database) {
  return {
    async page(offset: number, limit: number): Promise<{ rows: ProductRow[]; total: number }> {
      const [rows, [total]] = await Promise.all([
        db
          .select(productColumns)
          .from(products)
          .where(won)
          .orderBy(desc(products.closedAt), desc(products.endTime), desc(products.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(products).where(won),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Paths of the most recent winner photos. */
    async winnerPhotos(limit: number): Promise<string[]> {
      const rows = await db
        .select({ photo: orderItems.winnerPhoto })
        .from(orderItems)
        .where(isNotNull(orderItems.winnerPhoto))
        .orderBy(desc(orderItems.createdAt), desc(orderItems.id))
        .limit(limit);
      return rows.flatMap((row) => (row.photo ? [row.photo] : []));
    },
  };
}
