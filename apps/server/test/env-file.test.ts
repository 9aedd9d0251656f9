// The .env file (issue 16, item 9): read from the working directory or ENV_FILE with Node's own
// parser, never over a variable the environment sets, off with ENV_FILE=off. That the server
// process takes its settings from it is in test/deploy/server-process.test.ts.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { loadEnvFile } from '../src/env-file';

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function folderWith(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'blitz-env-'));
  folders.push(dir);
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
  return dir;
}

const FILE = [
  '# the shop',
  'PRODUCT_NAME="Blitz Demo"',
  'export LOG_LEVEL=warn',
  'PORT=9191 # a comment',
  'JWT_SECRET=' + 's'.repeat(40),
  '',
].join('\n');

describe('loadEnvFile', () => {
  it('reads .env in the working directory, and the environment wins over it', async () => {
    const cwd = await folderWith({ '.env': FILE });
    const env: NodeJS.ProcessEnv = { PORT: '8181' };
    expect(loadEnvFile(env, cwd)).toBe(join(cwd, '.env'));
    expect(env).toEqual({ PORT: '8181', PRODUCT_NAME: 'Blitz Demo', LOG_LEVEL: 'warn', JWT_SECRET: 's'.repeat(40) });
    const config = loadConfig({ ...env, DATA_DIR: 'memory://' }, cwd);
    expect(config).toMatchObject({ port: 8181, productName: 'Blitz Demo', logLevel: 'warn' });
  });

  it('reads the file ENV_FILE names, relative to the working directory', async () => {
    const cwd = await folderWith({ 'shop.env': 'PRODUCT_NAME=Named\n', '.env': 'PRODUCT_NAME=Default\n' });
    const env: NodeJS.ProcessEnv = { ENV_FILE: 'shop.env' };
    expect(loadEnvFile(env, cwd)).toBe(join(cwd, 'shop.env'));
    expect(env.PRODUCT_NAME).toBe('Named');
  });

  it('is quiet without a .env, stops on a missing ENV_FILE, and reads nothing with ENV_FILE=off', async () => {
    const empty = await folderWith({});
    const env: NodeJS.ProcessEnv = {};
    expect(loadEnvFile(env, empty)).toBeNull();
    expect(env).toEqual({});
    expect(() => loadEnvFile({ ENV_FILE: 'missing.env' }, empty)).toThrow(ConfigError);
    expect(() => loadEnvFile({ ENV_FILE: 'missing.env' }, empty)).toThrow(/ENV_FILE/);
    const withFile = await folderWith({ '.env': FILE });
    const off: NodeJS.ProcessEnv = { ENV_FILE: 'off' };
    expect(loadEnvFile(off, withFile)).toBeNull();
    expect(off).toEqual({ ENV_FILE: 'off' });
  });
});
