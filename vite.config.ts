import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { entryAfterFirstPaint } from './scripts/vite-entry-after-first-paint.mjs';
import { precompress } from './scripts/vite-precompress.mjs';
import { serviceWorker } from './scripts/vite-service-worker.mjs';

const repoRoot = import.meta.dirname;
const apiPort = process.env.API_PORT ?? '5000';

export default defineConfig({
  root: path.resolve(repoRoot, 'client'),
  publicDir: path.resolve(repoRoot, 'client/public'),
  plugins: [react(), tailwindcss(), entryAfterFirstPaint(), serviceWorker({ repoRoot }), precompress()],
  resolve: {
    alias: {
      '@common': path.resolve(repoRoot, 'common'),
      '@': path.resolve(repoRoot, 'client/src'),
    },
  },
  build: {
    outDir: path.resolve(repoRoot, 'dist/client'),
    emptyOutDir: true,
    target: 'es2022',
    // The landing bundle budget is 200 KB gzip; a warning here is the early signal.
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false },
    },
  },
});
