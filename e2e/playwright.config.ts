import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './fixtures/chromium.ts';

// End-to-end tests: a real server (global-setup starts it on a free port with a temporary
// DATA_DIR and the embedded database) driven through Debian's Chromium.
export default defineConfig({
  testDir: './tests',
  // The proxied run (E2E_PROXY) keeps its own, so it never wipes a failure of the run before it.
  outputDir: process.env.E2E_PROXY ? './artifacts/test-output-proxy' : './artifacts/test-output',
  globalSetup: './fixtures/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  // A test that passes only on its retry is a defect: the retry records a trace and a screenshot
  // of the failure (below; not of every passing test, which slowed each one) and the closing
  // summary names the test, and the run fails on it (failOnFlakyTests).
  retries: 1,
  failOnFlakyTests: true,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // The proxied run (E2E_PROXY: two nodes behind nginx) keeps a report of its own.
  reporter: [['list'], ['json', { outputFile: process.env.E2E_PROXY ? '../test-results/e2e-proxy.json' : '../test-results/e2e.json' }]],
  use: {
    screenshot: 'only-on-failure',
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_FLAGS,
    },
  },
});
