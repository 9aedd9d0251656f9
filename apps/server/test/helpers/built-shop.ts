/**
 * The shop's build (apps/web/dist: its browser files and its server module), which the tests of
 * the server's page rendering use as it is. The test run builds it once before the suites
 * (scripts/run-tests.mjs); a test file run alone needs `npm run build -w apps/web` first.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const BUILT_SHOP = fileURLToPath(new URL('../../../web/dist', import.meta.url));

export function builtShop(): string {
  if (!existsSync(`${BUILT_SHOP}/server/index.js`)) throw new Error('The shop is not built: run `npm run build -w apps/web` first.');
  return BUILT_SHOP;
}
