// The JavaScript a shop page loads before it is interactive (issue 48's budget): the scripts its
// server-rendered HTML names (its entry, the route modules and everything they import, which React
// Router lists as module preloads), counted as the browser downloads them, brotli-compressed, on
// every page the budget names (brotli at the build's level).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/use-test-app';
import { builtShop } from '../helpers/built-shop';

/**
 * At most this many bytes of compressed JavaScript before a page is interactive: what the pages
 * load today (143 to 161 kB since the kit's Base UI parts left the first load; 150 to 190 kB on
 * the day of the server rendering), held so that it only shrinks. Issue 48's goal is 100 kB;
 * bench/notes/2026-12-07-server-rendering.md says where the rest goes.
 */
const BUDGET_BYTES = 165 * 1024;

describe("a shop page's scripts", () => {
  const t = useTestApp(() => ({ env: { WEB_DIST: builtShop() } }));
  let itemId: number;
  beforeAll(async () => {
    const answer = await t.app.inject({ method: 'POST', url: '/api/auction/getHomePageItems', payload: { pageNumber: 1, pageSize: 1 } });
    itemId = answer.json<{ products: Array<{ id: number }> }>().products[0]!.id;
  });

  /** The scripts a page's HTML names: its entry and the module preloads of its routes. */
  async function pageScripts(path: string): Promise<Set<string>> {
    const page = await t.app.inject({ method: 'GET', url: path.replace('{id}', String(itemId)) });
    expect(page.statusCode).toBe(200);
    const scripts = new Set(
      [...page.body.matchAll(/<link rel="modulepreload" href="([^"]+)"|<script[^>]* src="([^"]+)"/g)].map((match) => match[1] ?? match[2]!),
    );
    expect(scripts.size).toBeGreaterThan(0);
    return scripts;
  }

  it.each(['/', '/item/{id}', '/search?s=phone', '/winners', '/buy-packs', '/guide'])(
    'on %s stay within the budget, compressed',
    async (path) => {
      const scripts = await pageScripts(path);
      let bytes = 0;
      // The build's brotli copy; a file under its 1 kB threshold goes as it is, compressed by the server.
      for (const script of scripts) {
        const file = await readFile(join(builtShop(), 'client', script));
        bytes += brotliCompressSync(file, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length;
      }
      console.log(`${path}: ${scripts.size} scripts, ${(bytes / 1024).toFixed(1)} kB compressed`);
      expect(bytes, path).toBeLessThanOrEqual(BUDGET_BYTES);
    },
  );

  // The kit's dialogs, drawers and menus (Base UI) load when first opened (apps/web/vite.config.ts):
  // pages that show none of its inline controls name none of its code. Every Base UI component
  // reaches its error helper, whose text names this address.
  it.each(['/', '/item/{id}', '/winners', '/buy-packs'])('on %s load no Base UI code at first', async (path) => {
    for (const script of await pageScripts(path)) {
      const code = await readFile(join(builtShop(), 'client', script), 'utf8');
      expect(code.includes('base-ui.com/production-error'), `${path}: ${script}`).toBe(false);
    }
  });
});
