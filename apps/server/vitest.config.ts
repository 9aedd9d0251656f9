import { defineProject } from 'vitest/config';

// Server tests start real databases (PGlite, and PostgreSQL when DATABASE_URL is set): give them time.
export default defineProject({
  test: { name: 'server', include: ['test/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000 },
});
