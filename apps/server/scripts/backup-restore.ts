/**
 * `npm run backup -- FILE` and `npm run restore -- FILE` (docs/operations.md), with the same
 * DATABASE_URL / DATA_DIR (and .env file) as the server. PostgreSQL is backed up while the shop
 * runs; the embedded database with the server stopped. A restore goes into an empty database.
 */
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../src/config';
import { loadEnvFile } from '../src/env-file';
import { backup, BackupError, restore } from '../src/ops/backup';

async function main([mode, file]: string[]): Promise<number> {
  if ((mode !== 'backup' && mode !== 'restore') || !file) {
    console.error('Usage: npm run backup -- FILE   or   npm run restore -- FILE');
    return 2;
  }
  loadEnvFile();
  const config = loadConfig();
  // npm runs scripts from the repository root; INIT_CWD is where the command was typed.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const where = config.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : `the embedded database in ${config.dataDir}`;
  const started = Date.now();
  if (mode === 'backup') await backup(config, path);
  else await restore(config, path);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(mode === 'backup' ? `Backed up ${where} to ${path} in ${seconds} s.` : `Restored ${path} into ${where} in ${seconds} s.`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof ConfigError || error instanceof BackupError;
    console.error(known ? (error as Error).message : `The ${process.argv[2] ?? 'command'} failed: ${(error as Error).message}`);
    process.exit(1);
  },
);
