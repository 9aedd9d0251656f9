import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

/** `npm run staff:create -- EMAIL ROLE` runs this script; here it runs on an embedded database of its own. */
describe('the staff:create script', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'blitz-staff-cli-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const createStaff = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'scripts/create-staff.ts', ...args], {
      cwd: serverRoot,
      env: { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: 'https://shop.example.test', DATABASE_URL: '', SMTP_URL: '' },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    );

  it('creates the account and, without SMTP, prints the setup link into the console; a second time refuses', async () => {
    const first = await createStaff('Boss@Example.test', 'owner');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Staff account boss@example.test (owner) created.');
    expect(first.stdout).toMatch(/https:\/\/shop\.example\.test\/staff\/setup\/[\w-]{20,}\?email=boss%40example\.test/);
    const again = await createStaff('boss@example.test', 'support');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already exists');
  }, 120_000);

  it('refuses a bad email or role with its usage line', async () => {
    const bad = await createStaff('boss@example.test', 'king');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('Usage: npm run staff:create -- EMAIL ROLE');
  }, 60_000);
});
