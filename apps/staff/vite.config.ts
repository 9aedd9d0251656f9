// Vite for the staff console: React, built into dist/ under the base /staff/ (the server serves it
// there with history fallback), and a dev proxy to the API server on 8080.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { CSP_NONCE_PLACEHOLDER } from '../../packages/contract/src/csp';

const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:8080';

export default defineConfig({
  base: '/staff/',
  plugins: [react()],
  server: {
    port: 5174,
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/media': { target: API_ORIGIN, changeOrigin: true },
      '/socket.io': { target: API_ORIGIN, changeOrigin: true, ws: true },
    },
  },
  // The server swaps the placeholder for each answer's Content-Security-Policy nonce.
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 900 },
});
