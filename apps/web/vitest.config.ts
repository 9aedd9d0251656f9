import { defineProject } from 'vitest/config';

// jsdom renders of whole pages can take seconds on a busy 2-core machine, the more so beside a
// server test file (two files run at once): the longest test took 13 s on one such machine.
export default defineProject({
  test: { name: 'web', include: ['test/**/*.test.{ts,tsx}'], environment: 'jsdom', testTimeout: 30_000, setupFiles: ['test/setup.ts'] },
});
