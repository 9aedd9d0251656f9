// Vite for the shop: React, a dev proxy to the API server on 8080 (API, media, realtime socket,
// health check), and a build into dist/ that the server serves with history fallback. Pages
// are split by their dynamic imports (see src/app/lazy-pages.ts). Every text file of the build
// also gets a brotli (.br) and a gzip (.gz) copy at the highest levels, which the server sends to
// browsers that accept them, so a phone on 3G downloads a fraction of the bytes at no cost per
// request.
import { constants } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { CSP_NONCE_PLACEHOLDER } from '../../packages/contract/src/csp';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { firstPaintShell } from './src/prerender/first-paint-plugin';

// Module preloads (issue 15). Vite's preload helper adds a <link rel="modulepreload"> to the head
// for every chunk a dynamic import needs, and on a phone each cost about 3 ms of the main thread
// in one long task: 46 for the app's own chunk, 97 in all on the home page. The app's chunk
// (src/main.tsx) preloads only the chunks the browser would find a level later (those its own
// imports import); it finds the rest as it loads the app's chunk. A page's chunk still preloads
// what it needs beyond the app's chunks, which it never preloads again.
/** The chunks the app's own chunk imports statically, to the end: loaded with it. */
const withApp = new Set<string>();
/** The app's own chunk and the chunks it names in its imports. */
const appAndImports = new Set<string>();
function appChunks(): Plugin {
  return {
    name: 'blitz:app-chunks',
    enforce: 'pre',
    generateBundle(_options, bundle) {
      withApp.clear();
      appAndImports.clear();
      const app = Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId?.endsWith('/src/main.tsx'));
      if (app?.type !== 'chunk') this.error("the build has no chunk of the app's own (src/main.tsx)");
      for (const name of [app.fileName, ...app.imports]) appAndImports.add(name);
      const todo = [app.fileName];
      while (todo.length > 0) {
        const name = todo.pop()!;
        if (withApp.has(name)) continue;
        withApp.add(name);
        const chunk = bundle[name];
        if (chunk?.type === 'chunk') todo.push(...chunk.imports);
      }
    },
  };
}

const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [
    react(),
    firstPaintShell(),
    appChunks(),
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
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
    modulePreload: {
      resolveDependencies: (filename, deps) =>
        withApp.has(filename) ? deps.filter((dep) => !appAndImports.has(dep)) : deps.filter((dep) => !withApp.has(dep)),
    },
  },
});
