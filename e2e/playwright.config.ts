import { defineConfig } from '@playwright/test';
import { chromiumPath } from './fixtures/chromium.ts';

// End-to-end tests: a real server (global-setup starts it on a free port with a temporary
// DATA_DIR and the embedded database) driven through Debian's Chromium.
export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/test-output',
  globalSetup: './fixtures/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  use: {
    screenshot: 'on',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
