/**
 * Writes the API document the server publishes at /api/openapi.json to a file, for tools that read
 * it from disk (`npm run lint:openapi` lints it with Redocly's rules of redocly.yaml).
 *   tsx apps/server/scripts/write-api-document.ts <file>
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { apiDocument } from '../src/http/api-document';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: tsx apps/server/scripts/write-api-document.ts <file>');
  process.exit(2);
}
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify(apiDocument().document, null, 2)}\n`);
