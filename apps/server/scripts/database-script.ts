/**
 * Runs a command-line script against the configured database: loads the configuration, opens the
 * database, closes it whatever happens and exits with the script's code. A bad configuration
 * prints its message; any other failure prints `<failure>: <message>`. Both exit 1.
 */
import { ConfigError, loadConfig, type AppConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { loadEnvFile } from '../src/env-file';

export function runDatabaseScript(failure: string, script: (handle: DatabaseHandle, config: AppConfig) => Promise<number>): void {
  const run = async (): Promise<number> => {
    loadEnvFile();
    const config = loadConfig();
    const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      return await script(handle, config);
    } finally {
      await handle.close();
    }
  };
  run().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : `${failure}: ${(error as Error).message}`);
      process.exit(1);
    },
  );
}
