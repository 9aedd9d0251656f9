/**
 * `npm run seed -w apps/server [-- --force]`: migrates the configured database and seeds the demo
 * shop into it when it is empty. `--force` first deletes all data (every table) and reseeds.
 */
import { runMigrations } from '../src/db/client';
import { clearDatabase, isDatabaseEmpty, seedDemoData } from '../src/db/seed/seed-demo';
import { runDatabaseScript } from './database-script';

runDatabaseScript('Seeding failed', (handle, config) => {
  const force = process.argv.includes('--force');
  return handle.withStartupLock(async (db) => {
    await runMigrations(handle, db);
    if (!(await isDatabaseEmpty(db))) {
      if (!force) {
        console.log('The database already has data; nothing seeded. Use --force to wipe it and reseed.');
        return 0;
      }
      console.log('--force: deleting all data before reseeding.');
      await clearDatabase(db);
    }
    const summary = await seedDemoData(db, { catalogueDir: config.catalogueDir });
    const { departments, auctions, users, bids, orders } = summary;
    console.log(`Seeded ${departments} departments, ${auctions} auctions, ${users} users, ${bids} bids, ${orders} orders.`);
    return 0;
  });
});
