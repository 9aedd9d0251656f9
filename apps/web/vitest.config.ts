import { defineProject } from 'vitest/config';

// jsdom renders of whole pages can take seconds on a busy 2-core machine.
export default defineProject({
  test: { name: 'web', include: ['test/**/*.test.{ts,tsx}'], environment: 'jsdom', testTimeout: 15_000, setupFiles: ['test/setup.ts'] },
});
