import { defineProject } from 'vitest/config';

// jsdom renders of whole pages with MUI take a few seconds on a busy 2-core machine, the more so
// beside a server test file (two files run at once).
export default defineProject({
  test: { name: 'staff', include: ['test/**/*.test.{ts,tsx}'], environment: 'jsdom', testTimeout: 30_000, setupFiles: ['test/setup.ts'] },
});
