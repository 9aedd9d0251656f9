// The server as a process of its own (`node --import tsx src/server.ts`): what it reads at start.
// These start real processes, so they run in the full tier (test/deploy/).
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';

/** Runs the server process with `env` until it exits (or is stopped after `ms`); its exit code and output. */
function runServer(env: Record<string, string>, ms = 60_000): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    env: { ...process.env, ENV_FILE: 'off', HOST: '127.0.0.1', PORT: '0', DATA_DIR: 'memory://', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), ms);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
}

describe('a production start (issue 46)', () => {
  it('with the sandbox gateway and no SMTP_URL stops at once with a message saying what to set', async () => {
    const { code, output } = await runServer({ NODE_ENV: 'production', PAYMENT_GATEWAY: '', SMTP_URL: '', ALLOW_TEST_SHOP: '' });
    expect(code).toBe(1);
    expect(output).toMatch(/^Invalid configuration: NODE_ENV=production, but .*PAYMENT_GATEWAY=payfast.*SMTP_URL.*ALLOW_TEST_SHOP=true/m);
    // The message alone: no stack trace, nothing started.
    expect(output.trim().split('\n')).toHaveLength(1);
  }, 90_000);
});

describe('the .env file (issue 16)', () => {
  let server: ServerProcess | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    await server?.kill();
    server = undefined;
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('the server process takes its settings from it', async () => {
    dir = await mkdtemp(join(tmpdir(), 'blitz-env-'));
    await writeFile(join(dir, 'blitz.env'), 'ADMIN_URL=https://staff.example.test/console\n');
    server = await startServerProcess({ ENV_FILE: join(dir, 'blitz.env'), DATA_DIR: join(dir, 'data') });
    const response = await fetch(`${server.url}/admin`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://staff.example.test/console');
  });
});
