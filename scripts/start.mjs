// `npm start`: builds the web app and the staff console when a build is missing or older than its sources, then runs
// the server (the API, the shop's pages rendered by its build, and the staff console) as a child that receives this
// process's signals.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const apps = [
  {
    name: 'web app',
    workspace: 'apps/web',
    built: 'dist/server/index.js',
    sources: ['apps/web/src', 'apps/web/public', 'apps/web/react-router.config.ts', 'apps/web/vite.config.ts'],
  },
  {
    name: 'staff console',
    workspace: 'apps/staff',
    built: 'dist/index.html',
    sources: ['apps/staff/src', 'apps/staff/public', 'apps/staff/index.html', 'apps/staff/vite.config.ts'],
  },
];

/** @param {string} path @returns {number} */
function newestMtime(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), info.mtimeMs);
}

/** @param {string[]} args */
function run(args) {
  const result = spawnSync('npm', args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

for (const app of apps) {
  const builtIndex = join(app.workspace, app.built);
  const sources = [...app.sources, 'packages/contract/src', 'packages/browser/src'];
  const stale =
    !existsSync(builtIndex) || sources.some((source) => existsSync(source) && newestMtime(source) > statSync(builtIndex).mtimeMs);
  if (stale) {
    console.log(`Building the ${app.name}...`);
    run(['run', 'build', '-w', app.workspace]);
  }
}
// From the repository root, so that relative paths such as DATA_DIR=./data mean this folder.
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], { stdio: 'inherit' });
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
