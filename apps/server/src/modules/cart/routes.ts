/**
 * What the buy-packs page offers: the active bid packs (DESIGN.md 'Bid packs', staff-editable rows).
 */
import { asc, eq } from 'drizzle-orm';
import { CURRENCY } from '@blitz/contract';
import type { FastifyInstance } from 'fastify';
import { bidPacks } from '../../db/schema';
import { ok } from '../../http/call-result';
import { registerCall } from '../../http/register-call';

export async function cartRoutes(app: FastifyInstance): Promise<void> {
  registerCall(app, '/packs/get', async () => {
    const rows = await app.db
      .select({ id: bidPacks.id, bids: bidPacks.bids, priceCents: bidPacks.priceCents })
      .from(bidPacks)
      .where(eq(bidPacks.active, true))
      .orderBy(asc(bidPacks.position), asc(bidPacks.bids));
    return ok(rows.map((row) => ({ id: row.id, bids: row.bids, price: Number(row.priceCents) / 100, currency: CURRENCY })));
  });
}
