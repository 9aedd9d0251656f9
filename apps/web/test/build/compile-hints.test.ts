// @vitest-environment node
// The compile hint on the scripts a page runs as it starts (src/build/compile-hints.ts): which
// chunks get it, and their compressed copies and source maps made again. On a real build,
// first-paint/home-first-paint.test.ts checks that it is the first line of the home page's scripts.
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { appChunks } from '../../src/build/app-chunk';
import { COMPILE_HINT, compileHints } from '../../src/build/compile-hints';

type OutputAsset = Rollup.OutputAsset;
type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

const source = (path: string) => fileURLToPath(new URL(`../../src/${path}`, import.meta.url));
const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = []) =>
  ({ type: 'chunk', fileName, facadeModuleId, imports, code: `const ${fileName.replace(/\W/g, '_')}=1;` }) as unknown as OutputChunk;
const asset = (fileName: string, source: string | Buffer) => ({ type: 'asset', fileName, source }) as OutputAsset;

/** Runs a plugin's generateBundle hook (a function or an object with its handler) on `bundle`. */
function generate(plugin: { generateBundle?: unknown }, bundle: OutputBundle) {
  const hook = plugin.generateBundle as ((...args: unknown[]) => void) | { handler: (...args: unknown[]) => void };
  const handler = typeof hook === 'function' ? hook : hook.handler;
  handler.call({ error: (message: string) => expect.fail(message) }, {}, bundle, false);
}

function built(): OutputBundle {
  const files = [
    chunk('assets/main-a.js', source('main.tsx'), ['assets/app-b.js']),
    chunk('assets/app-b.js', null, ['assets/rolldown-runtime-c.js']),
    chunk('assets/rolldown-runtime-c.js', null),
    chunk('assets/item-page-d.js', source('app/pages/item/item-page.tsx'), ['assets/app-b.js', 'assets/TextField-g.js']),
    chunk('assets/TextField-g.js', null, ['assets/app-b.js', 'assets/InputBase-h.js']),
    chunk('assets/InputBase-h.js', null, ['assets/app-b.js']),
    chunk('assets/message-dialog-e.js', source('components/dialogs/action-dialog.tsx'), ['assets/app-b.js', 'assets/Dialog-i.js']),
    chunk('assets/Dialog-i.js', null, ['assets/app-b.js']),
    chunk('assets/check-worker-f.js', source('lib/checks/check-worker.ts')),
  ];
  const bundle: Record<string, OutputChunk | OutputAsset> = {};
  for (const file of files) {
    bundle[file.fileName] = file;
    bundle[`${file.fileName}.br`] = asset(`${file.fileName}.br`, Buffer.from('stale'));
    bundle[`${file.fileName}.gz`] = asset(`${file.fileName}.gz`, Buffer.from('stale'));
    bundle[`${file.fileName}.map`] = asset(`${file.fileName}.map`, JSON.stringify({ version: 3, mappings: 'AAAA' }));
  }
  generate(appChunks(), bundle as OutputBundle);
  generate(compileHints(), bundle as OutputBundle);
  return bundle as OutputBundle;
}

describe('compileHints', () => {
  it("puts the hint first in the app's chunks and each page's with what it imports, not in a dialog's or the worker's", () => {
    const bundle = built();
    const hinted = Object.values(bundle)
      .filter((file): file is OutputChunk => file.type === 'chunk' && file.code.startsWith(COMPILE_HINT))
      .map((file) => file.fileName);
    expect(hinted.sort()).toEqual([
      'assets/InputBase-h.js',
      'assets/TextField-g.js',
      'assets/app-b.js',
      'assets/item-page-d.js',
      'assets/main-a.js',
      'assets/rolldown-runtime-c.js',
    ]);
    expect((bundle['assets/app-b.js'] as OutputChunk).code).toBe(`${COMPILE_HINT}const assets_app_b_js=1;`);
  });

  it('makes the compressed copies of a hinted chunk again and moves its source map down a line', () => {
    const bundle = built();
    const source = (name: string) => (bundle[name] as OutputAsset).source;
    expect(brotliDecompressSync(source('assets/app-b.js.br')).toString()).toBe((bundle['assets/app-b.js'] as OutputChunk).code);
    expect(gunzipSync(source('assets/app-b.js.gz')).toString()).toBe((bundle['assets/app-b.js'] as OutputChunk).code);
    expect(JSON.parse(source('assets/app-b.js.map').toString())).toEqual({ version: 3, mappings: ';AAAA' });
    // A chunk without the hint keeps what it had.
    expect(source('assets/message-dialog-e.js.br').toString()).toBe('stale');
    expect(JSON.parse(source('assets/message-dialog-e.js.map').toString())).toEqual({ version: 3, mappings: 'AAAA' });
  });
});
