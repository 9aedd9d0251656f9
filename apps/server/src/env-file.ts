/**
 * The `.env` file: settings for the server and its scripts kept in a file instead of the
 * environment. `.env` in the working directory is read when it exists, or the file ENV_FILE names
 * (which must exist). It is parsed with Node's own parser (`util.parseEnv`, what `node --env-file`
 * and `process.loadEnvFile` use), and a variable already set in the environment wins over the file.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { ConfigError } from './config-common';

const DEFAULT_ENV_FILE = '.env';
const ENV_FILE_OFF = 'off';

/** Adds the file's variables that `env` does not set yet; returns the file read, or null when there is none. */
export function loadEnvFile(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): string | null {
  const named = env.ENV_FILE?.trim();
  if (named === ENV_FILE_OFF) return null;
  const file = resolve(cwd, named || DEFAULT_ENV_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' && !named) return null;
    throw new ConfigError(`Cannot read the settings file ${named ? `ENV_FILE (${file})` : file}: ${(error as Error).message}`);
  }
  for (const [name, value] of Object.entries(parseEnv(text))) {
    if (env[name] === undefined && value !== undefined) env[name] = value;
  }
  return file;
}
