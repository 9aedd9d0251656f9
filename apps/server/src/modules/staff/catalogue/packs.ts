/** Staff changes to bid packs: price, Blitz and whether the shop sells it; packs that sold are never deleted. */
import { centsToWire, wireToCents, type StaffPack } from '@blitz/contract';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client';
import { bidPacks } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { recordAudit } from '../audit';

export async function listPacks(db: Database): Promise<StaffPack[]> {
  const rows = await queryRows<{ id: number; cents: number; bids: number; active: boolean; position: number; sold: number }>(
    db,
    sql`select bp.id, bp.price_cents::float8 as cents, bp.bids, bp.active, bp.position,
          (select coalesce(sum(oi.quantity), 0)::int from order_items oi join orders o on o.id = oi.order_id
            where oi.bid_pack_id = bp.id and o.paid_at is not null) as sold
        from bid_packs bp order by bp.position, bp.bids, bp.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    price: centsToWire(row.cents),
    bids: row.bids,
    active: row.active,
    position: row.position,
    sold: row.sold,
  }));
}

export async function savePack(
  db: Database,
  actorId: number,
  input: { id?: number | null; price: string; bids: number; active: boolean; position: number },
): Promise<StaffPack | null> {
  const values = { priceCents: wireToCents(input.price), bids: input.bids, active: input.active, position: input.position };
  const id = await inTransaction(db, async (tx) => {
    if (!input.id) {
      const [row] = await tx.insert(bidPacks).values(values).returning();
      await recordAudit(tx, actorId, { action: 'pack.create', targetType: 'pack', targetId: row!.id, before: null, after: row });
      return row!.id;
    }
    const [before] = await tx.select().from(bidPacks).where(eq(bidPacks.id, input.id)).for('update');
    if (!before) return null;
    const [after] = await tx.update(bidPacks).set(values).where(eq(bidPacks.id, input.id)).returning();
    await recordAudit(tx, actorId, { action: 'pack.update', targetType: 'pack', targetId: input.id, before, after });
    return input.id;
  });
  if (id === null) return null;
  return (await listPacks(db)).find((pack) => pack.id === id) ?? null;
}
