import { defineConfig } from 'vitest/config';

// One run for every workspace's unit and integration tests; e2e/ runs under Playwright.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
  },
});
