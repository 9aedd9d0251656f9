// Vite for the shop through React Router's plugin (react-router.config.ts): the dev server renders
// pages on the server as the production build does, with a proxy to the API server on 8080 (API,
// media, realtime socket, health check). Every text file of the browser's build also gets a
// brotli (.br) and a gzip (.gz) copy at the highest levels, which the server sends to browsers
// that accept them, so a phone on 3G downloads a fraction of the bytes at no cost per request.
import { readdirSync, readFileSync } from 'node:fs';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { BROTLI_OPTIONS, GZIP_OPTIONS } from './src/build/compression-levels';

const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:8080';

/**
 * The kit's modules built on Base UI (src/ui, where the shop imports it), matched by the end of a
 * module's id whatever its separators or query.
 */
const UI_DIR = new URL('./src/ui/', import.meta.url);
const BASE_UI_KIT = new RegExp(
  `[\\\\/]src[\\\\/]ui[\\\\/](${readdirSync(UI_DIR)
    .filter((file) => /\.tsx?$/.test(file) && /from ['"]@base-ui\//.test(readFileSync(new URL(file, UI_DIR), 'utf8')))
    .map((file) => file.replace(/\.tsx?$/, ''))
    .join('|')})\\.tsx?(\\?|$)`,
);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    reactRouter(),
    ...(isSsrBuild
      ? []
      : [
          compression({
            algorithms: [defineAlgorithm('brotliCompress', BROTLI_OPTIONS), defineAlgorithm('gzip', GZIP_OPTIONS)],
            threshold: 1024,
            logLevel: 'silent',
          }),
        ]),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/media': { target: API_ORIGIN, changeOrigin: true },
      '/healthz': { target: API_ORIGIN, changeOrigin: true },
      '/admin': { target: API_ORIGIN, changeOrigin: true },
      '/socket.io': { target: API_ORIGIN, changeOrigin: true, ws: true },
    },
  },
  // The checks' worker (src/lib/checks) as an ES module, as the page's own chunks are.
  worker: { format: 'es' },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    // The browser's chunks, in fewer files (Rolldown's documented groups; a phone on a slow link
    // pays a round trip per file before the page can hydrate; bench/notes/2026-12-07-server-rendering.md):
    // - React, React Router and React Query in one;
    // - the layout every shop page shows (header, overlays, what they import) in one, taken only from
    //   what pages import at once ('$initial'), so the footer, menus and dialogs it fetches on first
    //   use stay out of it;
    // - the shop's modules and icons that four or more chunks share in one.
    // The kit's parts built on Base UI stay out of the last two: the dialogs, drawers and menus come
    // when first opened, the inline controls (checkbox, accordion, tabs) with the pages that show
    // them; in the shared file every page paid for all of them. From 70 files for the home page to
    // 13, its compressed scripts 156 to 148 kB (the budget test's count).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|cookie|set-cookie-parser)[\\/]/,
                  priority: 3,
                },
                {
                  name: 'layout',
                  test: (id) =>
                    /apps[\\/]web[\\/]src[\\/](app[\\/](layout|overlays)|features[\\/]navigation)[\\/]/.test(id) && !BASE_UI_KIT.test(id),
                  tags: ['$initial'],
                  priority: 2,
                },
                {
                  name: 'shared',
                  test: (id) => /apps[\\/]web[\\/]src[\\/]|[\\/]lucide-react[\\/]/.test(id) && !BASE_UI_KIT.test(id),
                  minShareCount: 4,
                  priority: 1,
                },
              ],
            },
          },
        },
  },
}));
