// Vite for the shop: React, a dev proxy to the API server on 8080 (API, media, realtime socket,
// health check), and a build into dist/ that the server serves with history fallback. Pages
// are split by their dynamic imports (see src/app/lazy-pages.ts), the app's own code kept in one
// chunk (src/build/app-chunk.ts), which V8 compiles whole as it streams in, with each page's
// (src/build/compile-hints.ts). Dynamic imports go through the shop's preload helper, which
// spreads its links and the chunks' evaluation over tasks (src/build/preload-helper.ts). Every text file of the build
// also gets a brotli (.br) and a gzip (.gz) copy at the highest levels, which the server sends to
// browsers that accept them, so a phone on 3G downloads a fraction of the bytes at no cost per
// request.
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { CSP_NONCE_PLACEHOLDER } from '../../packages/contract/src/csp';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { appChunkGroups, appChunks, firstLoadModules, preloadsOf } from './src/build/app-chunk';
import { BROTLI_OPTIONS, GZIP_OPTIONS, compileHints } from './src/build/compile-hints';
import { firstPaintShell } from './src/prerender/first-paint-plugin';
import { batchedPreloads } from './src/build/preload-helper';

const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:8080';

export default defineConfig(async ({ command }): Promise<UserConfig> => ({
  plugins: [
    batchedPreloads(),
    react(),
    firstPaintShell(),
    appChunks(),
    compileHints(),
    compression({
      algorithms: [defineAlgorithm('brotliCompress', BROTLI_OPTIONS), defineAlgorithm('gzip', GZIP_OPTIONS)],
      threshold: 1024,
      logLevel: 'silent',
    }),
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
  // The server swaps the placeholder for each answer's Content-Security-Policy nonce.
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    // The app's code in one chunk, and what each dynamic import preloads (src/build/app-chunk.ts).
    rolldownOptions: {
      output: { codeSplitting: { groups: appChunkGroups(command === 'build' ? await firstLoadModules() : undefined) } },
    },
    modulePreload: { resolveDependencies: preloadsOf },
  },
}));
