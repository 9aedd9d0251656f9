/**
 * Builds the real app for tests: in-memory data folder, no logging, PGlite or a fresh PostgreSQL
 * database. `close()` checks every balance against its ledger, shuts the app and drops the database.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import { ledgerMismatches } from '../../src/modules/wallet/ledger';
import { createTestDatabase, migratedPgliteTemplate, type DatabaseKind } from './test-database';

export interface TestAppOptions {
  kind?: DatabaseKind;
  /** Seed the demo catalogue (default true). */
  seed?: boolean;
  /** Extra environment for loadConfig, e.g. WEB_DIST. */
  env?: Record<string, string>;
  /** Scheduler interval; 0 (the default) leaves it off so tests drive `app.auctions.engine.tick()`. */
  schedulerIntervalMs?: number;
  /** Fastify logger settings (default: no logging). */
  logger?: BuildOptions['logger'];
  /** Called before the app becomes ready, e.g. to add a test-only route. */
  beforeReady?: (app: FastifyInstance) => void;
  /** The clock the services read (default: the system's). */
  clock?: BuildOptions['clock'];
}

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  close(): Promise<void>;
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const kind = options.kind ?? 'pglite';
  // Both start from the migrated template (test-database.ts): only the seed is written per app.
  const database = await createTestDatabase(kind, { migrated: true });
  const config = loadConfig({
    DATA_DIR: 'memory://',
    SEED_DEMO: options.seed === false ? 'false' : 'true',
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    ...options.env,
  });
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp(config, {
      logger: options.logger ?? false,
      schedulerIntervalMs: options.schedulerIntervalMs ?? 0,
      pgliteTemplate: kind === 'pglite' && !options.env?.DATA_DIR ? await migratedPgliteTemplate() : undefined,
      clock: options.clock,
    });
    options.beforeReady?.(app);
    await app.ready();
  } catch (error) {
    await app?.close().catch(() => undefined);
    await database.drop();
    throw error;
  }
  const ready = app;
  return {
    app: ready,
    config,
    async close() {
      // The ledger check over the whole test database after each suite (DESIGN.md 'Blitz wallet'):
      // whatever the suite did, every balance must still equal the sum of its ledger rows.
      const mismatches = await ledgerMismatches(ready.db);
      await ready.close();
      await database.drop();
      if (mismatches.length > 0) {
        throw new Error(`Ledger check after the suite: balances differ from their ledger: ${JSON.stringify(mismatches)}`);
      }
    },
  };
}

/** POST /api{path} with a JSON body. */
export function postApi(app: FastifyInstance, path: string, body: unknown = {}) {
  return app.inject({ method: 'POST', url: `/api${path}`, payload: body as Record<string, unknown> });
}

/** POST /api{path} as a signed-in shopper: the body with the shopper's refresh token. */
export function postAs(app: FastifyInstance, who: { refreshToken: string }, path: string, body: Record<string, unknown> = {}) {
  return postApi(app, path, { refreshToken: who.refreshToken, ...body });
}
