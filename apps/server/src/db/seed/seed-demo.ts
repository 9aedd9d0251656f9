/**
 * Seeds the demo shop: loads the manifests, builds the plan relative to `now`, and writes it in
 * one transaction. `seedIfEmpty` is what start-up calls; `clearDatabase` backs `seed --force`.
 */
import { count, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import * as schema from '../schema';
import { loadManifests } from './manifest';
import { buildSeedPlan, DEFAULT_SEED } from './plan';
import { writeCatalogue } from './write-catalogue';
import { writeActivity, writeUsers } from './write-people';

export interface SeedOptions {
  catalogueDir: string;
  now?: Date;
  seed?: number;
}

export interface SeedSummary {
  departments: number;
  auctions: number;
  users: number;
  bids: number;
  orders: number;
}

/** Empty means no catalogue and no users: a fresh database, never a shop in use. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [departmentCount] = await db.select({ n: count() }).from(schema.departments);
  const [userCount] = await db.select({ n: count() }).from(schema.users);
  return (departmentCount?.n ?? 0) === 0 && (userCount?.n ?? 0) === 0;
}

export async function seedDemoData(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  const manifests = await loadManifests(options.catalogueDir);
  const plan = buildSeedPlan(manifests, now, options.seed ?? DEFAULT_SEED);
  await db.transaction(async (tx) => {
    // The demo's invented history is played through each auction's record, entry by entry, as the
    // shop writes a real one (write-history.ts), so that every demo auction verifies.
    const userIds = await writeUsers(tx, plan, now);
    const ids = await writeCatalogue(tx, manifests, plan, userIds, now);
    await writeActivity(tx, plan, ids, userIds);
  });
  return {
    departments: manifests.departments.length,
    auctions: plan.auctions.length,
    users: plan.people.length,
    bids: plan.auctions.reduce((sum, auction) => sum + auction.bids.length, 0),
    orders: plan.orders.length,
  };
}

/** Seeds only a fresh database; returns what was seeded, or null when there was data already. */
export async function seedIfEmpty(db: Database, options: SeedOptions): Promise<SeedSummary | null> {
  if (!(await isDatabaseEmpty(db))) return null;
  return seedDemoData(db, options);
}

/** Deletes every row of every table of the schema (identities restart). */
export async function clearDatabase(db: Database): Promise<void> {
  const tables = Object.values(schema as Record<string, unknown>)
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => `"${getTableName(table)}"`);
  await db.execute(sql.raw(`truncate table ${tables.join(', ')} restart identity cascade`));
}
