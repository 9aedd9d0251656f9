/**
 * Prepares the end-to-end tests' embedded database before their server starts: migrations and the
 * demo catalogue (as the server would), plus shoppers with Blitz and the auctions the bidding and
 * favourites specs use. Writes what it made to DATA_DIR/e2e-fixtures.json for the specs.
 * Usage (from apps/server): DATA_DIR=<folder> tsx scripts/seed-e2e.ts
 */
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openDatabase, queryRows, runMigrations } from '../src/db/client';
import { seedIfEmpty } from '../src/db/seed/seed-demo';
import { hashPassword } from '../src/modules/auth/passwords';
import { insertUser } from '../src/modules/auth/repository';
import { changeBlitz } from '../src/modules/wallet/ledger';

const E2E_PASSWORD = 'Lekker-braai-2026';

async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: undefined, dataDir: config.dataDir });
  try {
    await runMigrations(handle);
    await seedIfEmpty(handle.db, { catalogueDir: config.catalogueDir, now: new Date() });
    const db = handle.db;
    const digest = createHash('sha256').update(E2E_PASSWORD).digest('hex');
    const shoppers = [];
    for (const name of ['Duma', 'Zanele', 'Kagiso', 'Naledi']) {
      const email = `e2e.${name.toLowerCase()}@example.co.za`;
      const user = await insertUser(db, { email, nickname: `${name}Bids`, passwordHash: await hashPassword(digest), firstName: name, lastName: 'Tester', referrerId: null });
      await changeBlitz(db, { userId: user.id, free: 30, paid: 0, kind: 'adjustment', reference: 'e2e' });
      shoppers.push({ email, nickname: user.nickname, password: E2E_PASSWORD });
    }
    // A duel that ends by the 90% rule on its fifth bid: R8.50 + 5 x R0.10 = R9.00 of R10.00.
    const [template] = await queryRows<{ id: number }>(
      db,
      sql`select id from products where status = 'Open' and category_id is not null order by id limit 1`,
    );
    const [duel] = await queryRows<{ id: number }>(
      db,
      sql`insert into products (item_id, title, description, category_id, department_id, retail_price_cents,
            starting_amount_cents, current_price_cents, bid_increment_cents, auction_time, opening_seconds, end_time, status)
          select item_id, 'Duel: ' || title, description, category_id, department_id, 1000, 850, 850, 10,
            now() - interval '1 minute', 86460, now() + interval '1 day', 'Open'
          from products where id = ${template!.id}
          returning id`,
    );
    await db.execute(
      sql`insert into product_images (product_id, full_path, thumb_path, position)
          select ${duel!.id}, full_path, thumb_path, position from product_images where product_id = ${template!.id}`,
    );
    await writeFile(join(config.dataDir, 'e2e-fixtures.json'), JSON.stringify({ shoppers, duelAuctionId: duel!.id }, null, 2));
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
