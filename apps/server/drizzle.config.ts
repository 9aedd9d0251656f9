/** drizzle-kit settings: `npm run db:generate -w apps/server` writes the next numbered migration. */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
