/**
 * The database plugin: opens PGlite or PostgreSQL, applies the migrations, seeds the demo
 * catalogue into an empty database, decorates `app.db`, and closes the connection on shutdown.
 * Its decorations are visible app-wide (the plugin skips Fastify's encapsulation).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../config';
import { openDatabase, runMigrations, type Database, type DatabaseHandle } from '../db/client';
import { fillNicknameSkeletons } from '../db/fill-nickname-skeletons';
import { seedIfEmpty } from '../db/seed/seed-demo';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** The background jobs' connections (DatabaseHandle.jobs). */
    jobsDb: Database;
    dbDriver: DatabaseHandle['driver'];
    /** True once migrations (and the demo seed) have run. */
    dbReady: boolean;
  }
}

export interface DbPluginOptions {
  config: AppConfig;
  /** BuildOptions.pgliteTemplate. */
  pgliteTemplate?: Blob;
}

const dbPlugin: FastifyPluginAsync<DbPluginOptions> = async (app: FastifyInstance, { config, pgliteTemplate }) => {
  const started = Date.now();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pgliteTemplate });
  app.decorate('db', handle.db);
  app.decorate('jobsDb', handle.jobs);
  app.decorate('dbDriver', handle.driver);
  app.decorate('dbReady', false);
  app.metrics.sources.pool = handle.poolStats;
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    app.dbReady = false;
    await handle.close();
  };
  app.addHook('onClose', close);
  try {
    await handle.withStartupLock(async (db) => {
      await runMigrations(handle, db);
      const skeletons = await fillNicknameSkeletons(db);
      if (skeletons > 0) app.log.info({ users: skeletons }, 'filled the nickname skeletons');
      if (config.seedDemo) {
        const seeded = await seedIfEmpty(db, { catalogueDir: config.catalogueDir, now: new Date() });
        if (seeded && config.databaseUrl) {
          app.log.warn(
            seeded,
            'SEED_DEMO=true: seeded the demo shop (invented shoppers, bids and orders) into the empty PostgreSQL database; never do this for a live shop',
          );
        } else if (seeded) app.log.info(seeded, 'seeded the demo catalogue into the empty embedded database');
      }
    });
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
  app.dbReady = true;
  app.log.info({ driver: handle.driver, ms: Date.now() - started }, 'database ready');
};

// fastify-plugin: decorations and hooks reach the root instance; the names say what it needs.
export default fp(dbPlugin, { name: 'blitz-db', decorators: { fastify: ['config', 'metrics'] } });
