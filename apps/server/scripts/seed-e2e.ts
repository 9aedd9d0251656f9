/**
 * Prepares the end-to-end tests' embedded database before their server starts: migrations and the
 * demo catalogue (as the server would), plus shoppers with Blitz, the auctions the bidding and
 * favourites specs use, and the staff console's first owner. Writes what it made to DATA_DIR/e2e-fixtures.json for the specs.
 * Usage (from apps/server): DATA_DIR=<folder> tsx scripts/seed-e2e.ts
 */
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openDatabase, queryRows, runMigrations, type Database } from '../src/db/client';
import { seedIfEmpty } from '../src/db/seed/seed-demo';
import { hashPassword } from '../src/modules/auth/passwords';
import { insertUser } from '../src/modules/auth/repository';
import { changeBlitz } from '../src/modules/wallet/ledger';
import { createWonOrder } from '../src/modules/orders/won-order';
import { staffAccounts } from '../src/db/schema';

const E2E_PASSWORD = 'Lekker-braai-2026';

/** Copies the template's pictures to another auction. */
async function copyImages(db: Database, templateId: number, productId: number): Promise<void> {
  await db.execute(
    sql`insert into product_images (product_id, full_path, thumb_path, position)
        select ${productId}, full_path, thumb_path, position from product_images where product_id = ${templateId}`,
  );
}

/** An open one-day auction copied from the template (title, texts, category, pictures) with its own prices. */
async function openCopy(
  db: Database,
  templateId: number,
  auction: { prefix: string; retailCents: number; priceCents: number },
): Promise<{ id: number }> {
  const [copy] = await queryRows<{ id: number }>(
    db,
    sql`insert into products (item_id, title, description, category_id, department_id, retail_price_cents,
          starting_amount_cents, current_price_cents, bid_increment_cents, auction_time, opening_seconds, end_time, status)
        select item_id, ${auction.prefix} || title, description, category_id, department_id, ${auction.retailCents},
          ${auction.priceCents}, ${auction.priceCents}, 10, now() - interval '1 minute', 86460, now() + interval '1 day', 'Open'
        from products where id = ${templateId}
        returning id`,
  );
  await copyImages(db, templateId, copy!.id);
  return copy!;
}

async function main(): Promise<void> {
  const config = loadConfig();
  // The database the server will use: the embedded one, or PostgreSQL in the proxied run.
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(handle);
    await seedIfEmpty(handle.db, { catalogueDir: config.catalogueDir, now: new Date() });
    const db = handle.db;
    const digest = createHash('sha256').update(E2E_PASSWORD).digest('hex');
    const shoppers = [];
    // Palesa (the last) bids nowhere and wins nothing: the win-limits spec needs one who never won.
    for (const name of ['Duma', 'Zanele', 'Kagiso', 'Naledi', 'Lerato', 'Sipho', 'Thabo', 'Ayanda', 'Palesa']) {
      const email = `e2e.${name.toLowerCase()}@example.co.za`;
      const user = await insertUser(db, {
        email,
        nickname: `${name}Bids`,
        passwordHash: await hashPassword(digest),
        firstName: name,
        lastName: 'Tester',
        referrerId: null,
      });
      await changeBlitz(db, { userId: user.id, free: 30, paid: 0, kind: 'adjustment', reference: 'e2e' });
      shoppers.push({ email, nickname: user.nickname, password: E2E_PASSWORD });
    }
    // A duel that ends by the 90% rule on its fifth bid: R8.50 + 5 x R0.10 = R9.00 of R10.00.
    const [template] = await queryRows<{ id: number }>(
      db,
      sql`select id from products where status = 'Open' and category_id is not null order by id limit 1`,
    );
    const duel = await openCopy(db, template!.id, { prefix: 'Duel: ', retailCents: 1000, priceCents: 850 });
    // The same for the fair-play spec, whose record the verifier checks once it is won.
    const recorded = await openCopy(db, template!.id, { prefix: 'Recorded: ', retailCents: 1000, priceCents: 850 });
    // Its twin for the spec's retry: the first try may have bid on (or won) the first one.
    const recordedSpare = await openCopy(db, template!.id, { prefix: 'Recorded: ', retailCents: 1000, priceCents: 850 });
    // Lerato won an auction (R12.50, awaiting payment, in her cart); Lerato and Sipho have a delivery address.
    const [lerato, sipho] = await queryRows<{ id: number }>(
      db,
      sql`select id from users where email in ('e2e.lerato@example.co.za', 'e2e.sipho@example.co.za') order by email`,
    );
    const [won] = await queryRows<{ id: number; title: string }>(
      db,
      sql`insert into products (item_id, title, description, category_id, department_id, retail_price_cents,
            starting_amount_cents, current_price_cents, bid_increment_cents, auction_time, opening_seconds, end_time,
            status, winner_id, closed_at)
          select item_id, 'Won: ' || title, description, category_id, department_id, 250000, 1000, 1250, 10,
            now() - interval '2 hours', 3600, now() - interval '1 hour', 'Ended', ${lerato!.id}, now() - interval '1 hour'
          from products where id = ${template!.id}
          returning id, title`,
    );
    await copyImages(db, template!.id, won!.id);
    await createWonOrder(db, { userId: lerato!.id, productId: won!.id, title: won!.title, priceCents: 1250 });
    for (const [user, recipient] of [
      [lerato!, 'Lerato Tester'],
      [sipho!, 'Sipho Tester'],
    ] as const) {
      await db.execute(sql`
        insert into shipping_profiles (user_id, title, recipient_name, recipient_mobile, street_address, suburb, city, province, postal_code)
        values (${user.id}, 'Home', ${recipient}, '0821234567', '12 Vilakazi Street', 'Orlando West', 'Soweto', 'Gauteng', '1804')`);
    }
    // An open auction with buy now (R35.00) for Sipho to bid on and then buy.
    const buyNow = await openCopy(db, template!.id, { prefix: 'Buy now: ', retailCents: 3500, priceCents: 100 });
    // The staff console's first owner, as `npm run staff:create` and its setup link would leave it.
    const staffOwner = { email: 'e2e.owner@blitz.example.co.za', password: E2E_PASSWORD };
    await db.insert(staffAccounts).values({ email: staffOwner.email, role: 'owner', passwordHash: await hashPassword(digest) });
    // Ayanda paid for a won auction (R15.00) that waits to be shipped from the staff console, and
    // the console has an operator and a support user beside the owner.
    const [ayanda] = await queryRows<{ id: number }>(db, sql`select id from users where email = 'e2e.ayanda@example.co.za'`);
    const paidOrderId = await createWonOrder(db, {
      userId: ayanda!.id,
      productId: won!.id,
      title: 'Paid: ' + won!.title,
      priceCents: 1500,
    });
    await db.execute(sql`update orders set status = 'Paid', paid_at = now() where id = ${paidOrderId}`);
    await db.execute(sql`delete from cart_items where user_id = ${ayanda!.id}`);
    const staffOperator = { email: 'e2e.operator@blitz.example.co.za', password: E2E_PASSWORD };
    const staffSupport = { email: 'e2e.support@blitz.example.co.za', password: E2E_PASSWORD };
    await db.insert(staffAccounts).values([
      { email: staffOperator.email, role: 'operator', passwordHash: await hashPassword(digest) },
      { email: staffSupport.email, role: 'support', passwordHash: await hashPassword(digest) },
    ]);
    const fixtures = {
      shoppers,
      duelAuctionId: duel.id,
      recordedAuctionId: recorded.id,
      recordedSpareAuctionId: recordedSpare.id,
      wonAuctionId: won!.id,
      buyNowAuctionId: buyNow.id,
      staffOwner,
      staffOperator,
      staffSupport,
      paidOrderId,
    };
    await writeFile(join(config.dataDir, 'e2e-fixtures.json'), JSON.stringify(fixtures, null, 2));
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
