import { defineProject } from 'vitest/config';

// Server tests start real databases (PGlite, and PostgreSQL when DATABASE_URL is set): give them time.
// No isolation (Vitest's performance guide, for node-environment tests that leave no side effects):
// a worker keeps the modules it loaded, so a file no longer loads the app's whole module graph
// again before its first test. The quick set's server files took 2 m 30 s instead of 4 m 38 s.
// A test that changes shared state (fake timers, a global, process.env) puts it back after it.
export default defineProject({
  test: { name: 'server', include: ['test/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000, isolate: false },
});
