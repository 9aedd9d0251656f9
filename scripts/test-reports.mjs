// Reads the JSON reports of a test run (Vitest's and Playwright's, in test-results/): the tests that
// failed or passed only on a retry, the totals, and the slowest test files as the reporters timed them.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

/**
 * @typedef {{ fullName: string, status: string }} VitestAssertion
 * @typedef {{ name: string, status: string, message?: string, startTime: number, endTime: number, assertionResults: VitestAssertion[] }} VitestFile
 * @typedef {{ numPassedTests: number, numFailedTests: number, numPendingTests: number, numTodoTests: number, testResults?: VitestFile[] }} VitestReport
 * @typedef {{ title: string, file: string, tests: Array<{ status: string, results?: Array<{ duration: number }> }> }} PlaywrightSpec
 * @typedef {{ title: string, file?: string, specs?: PlaywrightSpec[], suites?: PlaywrightSuite[] }} PlaywrightSuite
 * @typedef {{ stats: { expected: number, flaky: number, unexpected: number, skipped: number }, suites?: PlaywrightSuite[] }} PlaywrightReport
 * @typedef {{ passed: number, failed: number, flaky: number, skipped: number, lines: string[] }} Tally
 * @typedef {{ label: string, file: string, ms: number }} FileTime
 */

/** Every report a run can write: the Vitest runs (CI's second one on Node 24) and the Playwright runs. */
export const REPORTS = {
  vitest: [
    { label: 'vitest', path: 'test-results/vitest.json' },
    { label: 'vitest node24', path: 'test-results/vitest-node24.json' },
  ],
  playwright: [
    { label: 'e2e', path: 'test-results/e2e.json' },
    { label: 'e2e proxy', path: 'test-results/e2e-proxy.json' },
  ],
};

/** A JSON report, or null when that run did not happen (or died before writing a whole one). @param {string} path @returns {any} */
function read(path) {
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** @param {PlaywrightSuite[]} suites @returns {PlaywrightSpec[]} */
function specsOf(suites) {
  return suites.flatMap((suite) => [...(suite.specs ?? []), ...specsOf(suite.suites ?? [])]);
}

/** The totals over every report, with a line for each test that failed or passed only on its retry. @returns {Tally} */
export function tally() {
  /** @type {Tally} */
  const total = { passed: 0, failed: 0, flaky: 0, skipped: 0, lines: [] };
  for (const { label, path } of REPORTS.vitest) {
    /** @type {VitestReport | null} */
    const unit = read(path);
    if (!unit) continue;
    total.passed += unit.numPassedTests;
    total.failed += unit.numFailedTests;
    total.skipped += unit.numPendingTests + unit.numTodoTests;
    for (const file of unit.testResults ?? []) {
      for (const test of file.assertionResults) {
        if (test.status === 'failed') total.lines.push(`failed (${label}): ${relative('.', file.name)} > ${test.fullName}`);
      }
      // A file that failed outside its tests (a hook, an import) has no failed test to name.
      if (file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed')) {
        total.failed += 1;
        total.lines.push(
          `failed (${label}): ${relative('.', file.name)}: ${file.message?.split('\n')[0] || 'outside its tests (a hook or an import)'}`,
        );
      }
    }
  }
  for (const { label, path } of REPORTS.playwright) {
    /** @type {PlaywrightReport | null} */
    const e2e = read(path);
    if (!e2e) continue;
    total.passed += e2e.stats.expected + e2e.stats.flaky;
    total.flaky += e2e.stats.flaky;
    total.failed += e2e.stats.unexpected;
    total.skipped += e2e.stats.skipped;
    for (const spec of specsOf(e2e.suites ?? [])) {
      for (const test of spec.tests) {
        if (test.status === 'unexpected' || test.status === 'flaky') {
          total.lines.push(`${test.status === 'flaky' ? 'passed on retry' : 'failed'} (${label}): ${spec.file} > ${spec.title}`);
        }
      }
    }
  }
  return total;
}

/**
 * Each test file's time as its reporter measured it: Vitest's start and end of the file (its
 * set-up included), Playwright's durations of the file's tests (every attempt). @returns {FileTime[]}
 */
export function fileTimes() {
  /** @type {FileTime[]} */
  const times = [];
  for (const { label, path } of REPORTS.vitest) {
    /** @type {VitestReport | null} */
    const unit = read(path);
    for (const file of unit?.testResults ?? []) {
      times.push({ label, file: relative('.', file.name), ms: Math.max(0, file.endTime - file.startTime) });
    }
  }
  for (const { label, path } of REPORTS.playwright) {
    /** @type {PlaywrightReport | null} */
    const e2e = read(path);
    /** @type {Map<string, number>} */
    const byFile = new Map();
    for (const spec of specsOf(e2e?.suites ?? [])) {
      const ms = spec.tests.flatMap((test) => test.results ?? []).reduce((sum, result) => sum + result.duration, 0);
      byFile.set(spec.file, (byFile.get(spec.file) ?? 0) + ms);
    }
    for (const [file, ms] of byFile) times.push({ label, file: `e2e/tests/${file}`, ms });
  }
  return times.sort((a, b) => b.ms - a.ms);
}

/** Milliseconds as `1m 05s` or `12.3s`. @param {number} ms */
export function duration(ms) {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)}s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
}

/** Prints the slowest test files of the run, then the failures and the totals; returns the totals. */
export function printReports(slowest = 15) {
  const times = fileTimes().slice(0, slowest);
  if (times.length > 0) {
    console.log(`\nSlowest ${times.length} test files (from the reporters' JSON):`);
    for (const { label, file, ms } of times) console.log(`  ${duration(ms).padStart(8)}  ${label.padEnd(13)} ${file}`);
  }
  const total = tally();
  if (total.lines.length > 0) console.log('');
  for (const line of total.lines) console.log(line);
  console.log(
    `tests: ${total.passed} passed, ${total.failed} failed` +
      `${total.flaky ? `, ${total.flaky} passed only on a retry` : ''}${total.skipped ? `, ${total.skipped} skipped` : ''}`,
  );
  return total;
}
