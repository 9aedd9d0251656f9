/**
 * Checks the Blitz ledger of a whole database (DESIGN.md 'Blitz wallet'): every balance must equal
 * the sum of its ledger rows. Prints the users that differ and exits 1 when there are any.
 * Usage (from apps/server): DATA_DIR=<folder> or DATABASE_URL=<url> tsx scripts/check-ledger.ts
 */
import { sql } from 'drizzle-orm';
import { runDatabaseScript } from './database-script';
import { queryRows } from '../src/db/client';
import { ledgerMismatches } from '../src/modules/wallet/ledger';

runDatabaseScript('Ledger check failed', async ({ db }) => {
  const [counts] = await queryRows<{ users: number; rows: number }>(
    db,
    sql`select (select count(*)::int from users) as users, (select count(*)::int from blitz_ledger) as rows`,
  );
  const mismatches = await ledgerMismatches(db);
  if (mismatches.length > 0) {
    console.error(`Ledger check failed: ${mismatches.length} balance(s) differ from their ledger`, mismatches);
    return 1;
  }
  console.log(`Ledger check: ${counts?.users ?? 0} users, ${counts?.rows ?? 0} ledger rows, every balance equals its ledger.`);
  return 0;
});
