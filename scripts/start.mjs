// `npm start`: builds the web app when its build is missing or older than its sources, then runs
// the server (the API and the built SPA) as a child that receives this process's signals.
import { spawn, spawnSync } from 'node:child_process';
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
// From the repository root, so that relative paths such as DATA_DIR=./data mean this folder.
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
