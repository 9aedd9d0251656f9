// Prints the closing lines of a test run from the Vitest and Playwright JSON reports in
// test-results/: the 15 slowest test files, the tests that failed or passed only on a retry (so a
// log cut to its tail still names them) and the totals. Exits non-zero when a test failed or none ran.
import { printReports } from './test-reports.mjs';

const total = printReports();
process.exit(total.failed > 0 || total.flaky > 0 || total.passed === 0 ? 1 : 0);
