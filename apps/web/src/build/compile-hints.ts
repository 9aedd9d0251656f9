// V8's explicit compile hint for the scripts a page runs as it starts (issue 15), used by
// vite.config.ts. V8 compiles a function lazily, on the main thread, the first time it is called;
// the app's module and its first render call thousands, which a trace of the home page showed as
// 170 to 270 ms of compiling on the main thread (unthrottled, on a slow machine), much of it in the
// task that evaluates the app's module. A script whose first line is this comment is compiled
// whole, on a background thread while it streams in (Chromium 136 and later; other browsers read a
// comment). With it that main-thread compiling fell to 18 to 115 ms; the same comment on the
// script's second line did nothing, so it must come first.
//
// Which scripts: the app's chunks (what the page's app loads with it, src/build/app-chunk.ts) and
// each page's own chunk with the chunks it imports statically (the search page's text field, the
// item page's table), whose code runs as soon as the page is opened. Not the dialogs, popups and
// the like, of which a visit runs a few, nor the worker.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { chunksWithApp } from './app-chunk';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** How the build compresses its text files (vite.config.ts), and this plugin the chunks it changes. */
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } };
export const GZIP_OPTIONS = { level: 9 };

/** A page's own module: a chunk of its own, loaded when the page is opened (src/app/lazy-pages.ts). */
const PAGE_MODULE = /[\\/]src[\\/]app[\\/]pages[\\/]/;

export function compileHints(): Plugin {
  return {
    name: 'blitz:compile-hints',
    apply: 'build',
    // After Vite has written its preload list at the top of each chunk, so that the hint comes first.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const hinted = new Set(chunksWithApp());
        const todo = Object.values(bundle)
          .filter((file) => file.type === 'chunk' && file.facadeModuleId !== null && PAGE_MODULE.test(file.facadeModuleId))
          .map((file) => file.fileName);
        while (todo.length > 0) {
          const name = todo.pop()!;
          const file = bundle[name];
          if (hinted.has(name) || file?.type !== 'chunk') continue;
          hinted.add(name);
          todo.push(...file.imports);
        }
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !hinted.has(chunk.fileName)) continue;
          chunk.code = COMPILE_HINT + chunk.code;
          // The source map and the compressed copies were made before this hook: one line more, and
          // compressed again.
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset') {
            const json = JSON.parse(map.source.toString()) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
          const brotli = bundle[`${chunk.fileName}.br`];
          if (brotli?.type === 'asset') brotli.source = brotliCompressSync(chunk.code, BROTLI_OPTIONS);
          const gzip = bundle[`${chunk.fileName}.gz`];
          if (gzip?.type === 'asset') gzip.source = gzipSync(chunk.code, GZIP_OPTIONS);
        }
      },
    },
  };
}
