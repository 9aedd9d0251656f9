import { defineProject } from 'vitest/config';
import { plainIcons } from './src/build/plain-icons';
import { staticStyles } from './src/build/static-styles';

// jsdom renders of whole pages can take seconds on a busy 2-core machine, the more so beside a
// server test file (two files run at once): the longest test took 13 s on one such machine.
export default defineProject({
  plugins: [plainIcons(), staticStyles()],
  test: { name: 'web', include: ['test/**/*.test.{ts,tsx}'], environment: 'jsdom', testTimeout: 30_000, setupFiles: ['test/setup.ts'] },
});
