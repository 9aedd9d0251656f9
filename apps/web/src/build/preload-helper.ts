// Vite plugin: the build's dynamic imports call the shop's preload helper (src/lib/module-preload.ts),
// which adds a page's preload links a few per task, in the place of Vite's, which adds them all in
// one (issue 15). Vite's import analysis imports its helper from this module id and passes each
// import's chunks to it as Vite's own would be passed them; the build test
// (test/build/first-paint/home-first-paint.test.ts) checks that the built app carries the shop's.
import { fileURLToPath } from 'node:url';
import { normalizePath, type Plugin } from 'vite';

/** The id under which Vite's import analysis imports its preload helper. */
export const VITE_PRELOAD_HELPER = '\0vite/preload-helper.js';
const SHOP_HELPER = normalizePath(fileURLToPath(new URL('../lib/module-preload.ts', import.meta.url)));

export function batchedPreloads(): Plugin {
  return {
    name: 'blitz:batched-preloads',
    enforce: 'pre',
    apply: 'build',
    resolveId: (source) => (source === VITE_PRELOAD_HELPER ? SHOP_HELPER : undefined),
  };
}
