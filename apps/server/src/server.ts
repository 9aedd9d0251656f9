/**
 * The process: reads the configuration, builds the app, listens on HOST:PORT and shuts down
 * cleanly on SIGINT/SIGTERM. A bad configuration prints one line and exits with status 1.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { loadEnvFile } from './env-file';

const SHUTDOWN_GRACE_MS = 10_000;

async function start(): Promise<void> {
  let config: AppConfig;
  let envFile: string | null;
  try {
    envFile = loadEnvFile();
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app: FastifyInstance = await buildApp(config);
  if (envFile) app.log.info({ file: envFile }, 'read settings from the .env file');
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // A stop often arrives more than once: sent to the whole process group, it reaches this
    // process and every wrapper above it (npm, tsx, scripts/start.mjs), which pass it on again; a
    // second Ctrl+C does the same. Any repeat must not end the drain, or bids in flight are
    // committed but never answered; the grace period below still bounds the shutdown.
    if (stopping) {
      app.log.info({ signal }, 'already shutting down; signal ignored');
      return;
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // Work the shutdown leaves behind may still fail (a late broadcast, a query on the closing pool):
  // logged, and the shutdown goes on to its exit status. While serving, an unhandled rejection
  // still ends the process with status 1, as Node's default does, but through the log.
  process.on('unhandledRejection', (reason) => {
    app.log.error({ err: reason }, stopping ? 'unhandled rejection while shutting down' : 'unhandled rejection');
    if (!stopping) process.exit(1);
  });

  try {
    await app.listen({ port: config.port, host: config.host });
    app.log.info(`${config.productName} is serving ${config.publicUrl}`);
  } catch (error) {
    app.log.fatal({ err: error }, 'could not start');
    await app.close().catch(() => undefined);
    process.exit(1);
  }
}

void start().catch((error: unknown) => {
  console.error(`Start-up failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
