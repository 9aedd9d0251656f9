// The test run in named stages: `npm test` runs the quick tier, `npm run test:full` (and CI) the full
// one. Every stage runs whatever happened to the ones before it, with its own exit code; the run
// ends with a table of the stages (passed or failed, how long), the 15 slowest test files from the
// reporters' JSON, and exits non-zero if any stage failed. Which files belong to which tier is set
// here, by folder and pattern, so a new test file lands in a tier on its own (docs/testing.md).
// The static checks (lint, format, type-check) run side by side, each with its output kept and
// printed whole when they are done: each is one process on one core, and on two cores the three
// took 2.5 minutes one after another.
//   node scripts/run-tests.mjs quick|full [--only stage,stage]
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { duration, printReports } from './test-reports.mjs';

/**
 * Vitest files left to the full tier, measured the slowest (bench/notes/test-tiers.md): the
 * long-running processes (restart, shutdown, two nodes, nginx, the restore drill, the scripts run
 * as commands), the load runs and the long simulations. Everything else, new files included,
 * runs in both tiers.
 */
const FULL_ONLY_VITEST = ['**/test/load/**', '**/test/deploy/**'];
/** The end-to-end smoke set of the quick tier: the tests tagged @smoke (docs/testing.md). */
const SMOKE_TAG = '@smoke';

/**
 * A stage; consecutive stages of one `together` name run side by side.
 * @typedef {{ name: string, command: string, env?: Record<string, string>, together?: string }} Stage
 * @typedef {'quick' | 'full'} Tier
 */

/** @param {Tier} tier @returns {Stage[]} */
function stages(tier) {
  const quick = tier === 'quick';
  // Property-test and fuzz sizes (apps/server/test/helpers/test-scale.ts reads it).
  const scale = { TEST_SCALE: tier };
  /** @type {Stage[]} */
  const list = [
    // ESLint, knip over every workspace, and Redocly's rules on the API document (lint:openapi).
    { name: 'lint', command: 'npm run lint', together: 'checks' },
    { name: 'format', command: 'npm run format:check', together: 'checks' },
    { name: 'typecheck', command: 'npm run typecheck', together: 'checks' },
    // The one build of the run: the server's page-rendering tests and the end-to-end servers
    // render the shop with it (apps/server test/helpers/built-shop.ts).
    { name: 'build', command: 'npm run build -w apps/web && npm run build -w apps/staff' },
    {
      name: quick ? 'vitest (quick set)' : 'vitest',
      command: `npx vitest run${quick ? FULL_ONLY_VITEST.map((glob) => ` --exclude '${glob}'`).join('') : ''}`,
      env: scale,
    },
    {
      name: quick ? 'e2e (smoke set)' : 'e2e',
      command: `npm test -w e2e${quick ? ` -- --grep ${SMOKE_TAG}` : ''}`,
    },
  ];
  if (quick) return list;
  return [
    ...list,
    // The bid war and the payments again, through nginx in front of two nodes on PostgreSQL and Redis.
    { name: 'e2e through nginx', command: 'npm run test:proxy -w e2e' },
    // No high or critical advisory in the production dependencies.
    { name: 'audit', command: 'npm run audit:prod' },
    // Faults under load (bench/chaos.ts) with its own PostgreSQL, Redis, nodes and nginx: the short run.
    { name: 'chaos (short)', command: 'npm run chaos -- --short' },
    // The Vitest suites that exercise the runtime itself, again on Node 24 LTS.
    { name: 'node 24 line', command: 'bash scripts/node24-line.sh', env: scale },
  ];
}

/** @param {string[]} argv */
function parseArguments(argv) {
  const tier = argv[0];
  if (tier !== 'quick' && tier !== 'full') {
    console.error('usage: node scripts/run-tests.mjs quick|full [--only stage,stage]');
    process.exit(2);
  }
  const onlyAt = argv.indexOf('--only');
  const only = onlyAt >= 0 ? (argv[onlyAt + 1] ?? '').split(',') : null;
  return { tier: /** @type {Tier} */ (tier), only };
}

const { tier, only } = parseArguments(process.argv.slice(2));
const selected = stages(tier).filter((stage) => !only || only.some((name) => stage.name.startsWith(name)));
// Reports of an earlier run must not count in this one's summary.
rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });

const started = Date.now();

/**
 * Runs a stage's command; with `keep`, its output is kept and returned instead of shown as it comes.
 * @param {Stage} stage @param {boolean} keep
 * @returns {Promise<{ status: number, ms: number, output: string }>}
 */
function runStage(stage, keep) {
  const begun = Date.now();
  return new Promise((resolve) => {
    const child = spawn(stage.command, {
      shell: true,
      stdio: keep ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...stage.env },
    });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => resolve({ status: code ?? 1, ms: Date.now() - begun, output: Buffer.concat(output).toString() }));
  });
}

/** @type {Array<{ name: string, status: number, ms: number }>} */
const results = [];
for (let at = 0; at < selected.length;) {
  const first = /** @type {Stage} */ (selected[at]);
  let end = at + 1;
  while (first.together && end < selected.length && selected[end]?.together === first.together) end += 1;
  const batch = selected.slice(at, end);
  const begunAt = duration(Date.now() - started);
  if (batch.length === 1) console.log(`\n== ${first.name}: ${first.command} (at ${begunAt})`);
  const runs = await Promise.all(batch.map((stage) => runStage(stage, batch.length > 1)));
  batch.forEach((stage, index) => {
    const run = /** @type {{ status: number, ms: number, output: string }} */ (runs[index]);
    if (batch.length > 1) {
      console.log(`\n== ${stage.name}: ${stage.command} (at ${begunAt}, side by side with the other checks)`);
      process.stdout.write(run.output);
    }
    results.push({ name: stage.name, status: run.status, ms: run.ms });
  });
  at = end;
}

console.log(`\nStages of the ${tier} run:`);
for (const { name, status, ms } of results) {
  console.log(`  ${(status === 0 ? 'passed' : `FAILED (exit ${status})`).padEnd(18)} ${duration(ms).padStart(8)}  ${name}`);
}
console.log(`  ${''.padEnd(18)} ${duration(Date.now() - started).padStart(8)}  in all`);
const total = printReports();
const failedStages = results.filter((result) => result.status !== 0).length;
// A test that passed only on its retry is listed above: a defect to find. Playwright failed its
// stage for it (failOnFlakyTests); a Vitest file does not retry.
if (total.flaky > 0) console.log(`${total.flaky} test(s) passed only on a retry (their stage failed): a defect to find, listed above.`);
process.exit(failedStages > 0 ? 1 : 0);
