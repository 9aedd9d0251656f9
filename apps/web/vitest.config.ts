import { defineProject } from 'vitest/config';
import { RENDERER_ALIASES } from './renderer-aliases';

// jsdom renders of whole pages can take seconds on a busy 2-core machine.
// The components run on the shop's renderer, Preact's React-compatible layer, as in the browser:
// every package goes through Vite (inline) with the browser's package entries, so that none of
// them loads React itself through Node (react-transition-group's CommonJS files would, say).
export default defineProject({
  resolve: {
    conditions: ['module', 'browser', 'development'],
    mainFields: ['browser', 'module', 'main'],
    alias: [
      ...RENDERER_ALIASES,
      // Testing Library's ES module build, which Vite resolves through the aliases above.
      { find: /^@testing-library\/react$/, replacement: '@testing-library/react/dist/@testing-library/react.esm.js' },
    ],
  },
  test: {
    name: 'web',
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    testTimeout: 15_000,
    setupFiles: ['test/setup.ts'],
    server: { deps: { inline: true } },
  },
});
