// Migration 0018 on a shop that already sold an item twice: its statements that fill
// purchased_items keep the first paid order of each item and mark the payment of the later one as
// money to refund, so the key never meets a duplicate and the migration cannot fail on one.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../src/db/client';
import { useTestApp } from '../helpers/use-test-app';
import { createAuction, createBidder } from '../modules/auctions/auction-fixtures';

const migrationFile = fileURLToPath(new URL('../../src/db/migrations/0018_paid_once.sql', import.meta.url));

describe('migration 0018 with items already paid twice', () => {
  const t = useTestApp({ seed: false });
  let db: Database;
  beforeAll(async () => {
    db = t.app.db;
  });

  async function paidOrder(userId: number, productId: number, cents: number, reference: string): Promise<{ orderId: number }> {
    const [order] = await queryRows<{ id: number }>(
      db,
      sql`insert into orders (user_id, status, total_cents, paid_at) values (${userId}, 'Paid', ${cents}, now()) returning id`,
    );
    await db.execute(sql`
      insert into order_items (order_id, kind, product_id, title, quantity, price_cents, final_price_cents)
      values (${order!.id}, 'buy-now', ${productId}, 'Kettle', 1, ${cents}, ${cents})`);
    await db.execute(sql`
      with p as (
        insert into payments (order_id, user_id, gateway, reference, amount_cents, cart_type, status)
        values (${order!.id}, ${userId}, 'payfast', ${reference}, ${cents}, 'auction', 'complete') returning id
      )
      insert into payment_orders (payment_id, order_id) select id, ${order!.id} from p`);
    return { orderId: order!.id };
  }

  it('keeps the first purchase and marks the later payment for a refund', async () => {
    const user = await createBidder(db, t.config.jwtSecret);
    const auctionId = await createAuction(db, { status: 'Open' });
    const first = await paidOrder(user.id, auctionId, 45_000, 'BA-MIGRATION-1');
    await paidOrder(user.id, auctionId, 45_000, 'BA-MIGRATION-2');
    // The rows the migration found: none yet, as before it ran.
    await db.execute(sql`delete from purchased_items`);
    const statements = (await readFile(migrationFile, 'utf8')).split('--> statement-breakpoint').slice(-2);
    for (const statement of statements) await db.execute(sql.raw(statement));

    expect(await queryRows(db, sql`select order_id as "orderId" from purchased_items where user_id = ${user.id}`)).toEqual([
      { orderId: first.orderId },
    ]);
    const due = await queryRows<{ reference: string; due: number }>(
      db,
      sql`select reference, refund_due_cents::float8 as due from payments where user_id = ${user.id} order by reference`,
    );
    expect(due).toEqual([
      { reference: 'BA-MIGRATION-1', due: 0 },
      { reference: 'BA-MIGRATION-2', due: 45_000 },
    ]);
  });
});
