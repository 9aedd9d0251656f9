// Prints one closing line for the whole test run, from the Vitest and Playwright JSON reports,
// after the names of the tests that failed or passed only on a retry, so a CI log cut to its tail
// still says which ones they were.
import { existsSync, readFileSync } from 'node:fs';

/**
 * @typedef {{ fullName: string, status: string }} VitestAssertion
 * @typedef {{ name: string, assertionResults: VitestAssertion[] }} VitestFile
 * @typedef {{ numPassedTests: number, numFailedTests: number, numPendingTests: number, numTodoTests: number, testResults?: VitestFile[] }} VitestReport
 * @typedef {{ title: string, file: string, tests: Array<{ status: string }> }} PlaywrightSpec
 * @typedef {{ title: string, specs?: PlaywrightSpec[], suites?: PlaywrightSuite[] }} PlaywrightSuite
 * @typedef {{ stats: { expected: number, flaky: number, unexpected: number, skipped: number }, suites?: PlaywrightSuite[] }} PlaywrightReport
 */

/** A JSON report, or null when that run did not happen. @param {string} path @returns {any} */
function read(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}

/** @param {PlaywrightSuite[]} suites @returns {PlaywrightSpec[]} */
function specsOf(suites) {
  return suites.flatMap((suite) => [...(suite.specs ?? []), ...specsOf(suite.suites ?? [])]);
}

let passed = 0;
let failed = 0;
let skipped = 0;
/** @type {string[]} */
const lines = [];
// The Vitest run on the machine's Node, and CI's second run of it on Node 24 LTS.
for (const { label, path } of [
  { label: 'vitest', path: 'test-results/vitest.json' },
  { label: 'vitest node24', path: 'test-results/vitest-node24.json' },
]) {
  /** @type {VitestReport | null} */
  const unit = read(path);
  if (!unit) continue;
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
  skipped += unit.numPendingTests + unit.numTodoTests;
  for (const file of unit.testResults ?? []) {
    for (const test of file.assertionResults) {
      if (test.status === 'failed') lines.push(`failed (${label}): ${file.name} > ${test.fullName}`);
    }
  }
}
// The end-to-end run, and CI's second one through nginx in front of two nodes.
for (const { label, path } of [
  { label: 'e2e', path: 'test-results/e2e.json' },
  { label: 'e2e proxy', path: 'test-results/e2e-proxy.json' },
]) {
  /** @type {PlaywrightReport | null} */
  const e2e = read(path);
  if (!e2e) continue;
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
  for (const spec of specsOf(e2e.suites ?? [])) {
    for (const test of spec.tests) {
      if (test.status === 'unexpected' || test.status === 'flaky') {
        lines.push(`${test.status === 'flaky' ? 'passed on retry' : 'failed'} (${label}): ${spec.file} > ${spec.title}`);
      }
    }
  }
}
for (const line of lines) console.log(line);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
