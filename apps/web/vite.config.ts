// Vite for the shop through React Router's plugin (react-router.config.ts): the dev server renders
// pages on the server as the production build does, with a proxy to the API server on 8080 (API,
// media, realtime socket, health check). Every text file of the browser's build also gets a
// brotli (.br) and a gzip (.gz) copy at the highest levels, which the server sends to browsers
// that accept them, so a phone on 3G downloads a fraction of the bytes at no cost per request.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { BROTLI_OPTIONS, GZIP_OPTIONS } from './src/build/compression-levels';

const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:8080';

/** The kit's modules built on Base UI (src/ui), by path. */
const UI_DIR = new URL('./src/ui/', import.meta.url);
const OVERLAY_KIT = new Set(
  readdirSync(UI_DIR)
    .map((file) => new URL(file, UI_DIR))
    .filter((file) => file.pathname.endsWith('.tsx') && readFileSync(file, 'utf8').includes("from '@base-ui/"))
    .map((file) => fileURLToPath(file)),
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
    // The browser's chunks, in fewer files: React, React Router and React Query in one, and the
    // shop's own modules and icons that four or more chunks share in another (Rolldown's documented
    // groups; the icons, each a file of a few hundred bytes, took the home page from 22 files to 18).
    // A phone on a slow link pays a round trip per file before the page can hydrate: this took the
    // home page from 70 files to 21 for 20 kB more (bench/notes/2026-12-07-server-rendering.md).
    // The layout every shop page shows (header, overlays, what they import) in a third, taken only
    // from what pages import at once ('$initial'), so the footer, menus and dialogs the layout
    // fetches on first use stay out of it (the home page's scripts 18 files to 13).
    // The kit's Base UI parts stay out of the shared file: the dialogs, drawers and menus that use
    // them are fetched when first opened, and in the shared file every page paid for them first
    // (the home page's first load 25 kB smaller without them).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|cookie|set-cookie-parser)[\\/]/,
                  priority: 2,
                },
                {
                  name: 'layout',
                  test: /apps[\\/]web[\\/]src[\\/](app[\\/](layout|overlays)|features[\\/]navigation)[\\/]/,
                  tags: ['$initial'],
                  priority: 1,
                },
                {
                  name: 'shared',
                  test: (id) => /apps[\\/]web[\\/]src[\\/]|[\\/]lucide-react[\\/]/.test(id) && !OVERLAY_KIT.has(id),
                  minShareCount: 4,
                  priority: 1,
                },
              ],
            },
          },
        },
  },
}));
