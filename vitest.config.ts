import { defineConfig } from 'vitest/config';

// One run for every workspace's unit and integration tests; e2e/ runs under Playwright.
// The JSON report feeds the closing summary of every run: failures, totals and the slowest files (scripts/test-reports.mjs).
export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'packages/verify',
      'packages/browser',
      'apps/server',
      'apps/web',
      'apps/staff',
      // The repository's own rules (lint boundaries).
      { test: { name: 'repo', include: ['test/**/*.test.ts'] } },
    ],
    // Two test files at a time, whatever the machine's core count (Vitest's default on two cores is
    // one): the server's files spend much of their time waiting on PostgreSQL, Redis, child
    // processes and timers, so a second file uses what the first leaves idle. On this project's
    // 2-core machine the whole run took 9.7 minutes instead of 17.5, every test passing in both.
    maxWorkers: 2,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
  },
});
