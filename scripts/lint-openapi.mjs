// `npm run lint:openapi`: writes the API document the server publishes (/api/openapi.json) to a
// temporary file and lints it with Redocly's recommended rules (redocly.yaml). Exits with the lint's code.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'openapi-'));
const file = join(dir, 'openapi.json');
/** @param {string} command @param {string[]} args */
const run = (command, args) => spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' }).status ?? 1;
try {
  const written = run(process.execPath, ['--import', 'tsx', 'apps/server/scripts/write-api-document.ts', file]);
  process.exitCode = written === 0 ? run('npx', ['--no-install', 'redocly', 'lint', '--config', 'redocly.yaml', file]) : written;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
