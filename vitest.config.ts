import { defineConfig } from 'vitest/config';

// One run for every workspace's unit and integration tests; e2e/ runs under Playwright.
// The JSON report feeds the one-line summary that CI prints (scripts/test-summary.mjs).
export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'packages/verify',
      'apps/server',
      'apps/web',
      // The repository's own rules (lint boundaries).
      { test: { name: 'repo', include: ['test/**/*.test.ts'] } },
    ],
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
  },
});
