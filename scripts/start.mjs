// `npm start`: builds the web app when its build is missing or older than its sources, then runs
// the server (API, realtime gateway and the built SPA) in this process's place.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const sources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/contract/src'];
const builtIndex = 'apps/web/dist/index.html';

function newestMtime(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), info.mtimeMs);
}

function run(args) {
  const result = spawnSync('npm', args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const stale =
  !existsSync(builtIndex) ||
  sources.some((source) => existsSync(source) && newestMtime(source) > statSync(builtIndex).mtimeMs);
if (stale) {
  console.log('Building the web app...');
  run(['run', 'build', '-w', 'apps/web']);
}
run(['run', 'start', '-w', 'apps/server']);
