import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { routePreloads } from './build/route-preloads.js';

/** The API in development; in production it serves this build from the same origin. */
const API_ORIGIN = 'http://localhost:3000';

// Vite's config loader needs a default export.
export default defineConfig({
  // Each public route's chunks, listed for the server to preload (build/route-preloads.ts).
  plugins: [react(), routePreloads(fileURLToPath(new URL('.', import.meta.url)))],
  // `source` points `@hogarte/shared/*` at its TypeScript sources, so no build of shared is needed.
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    // Every `from 'zod'` gets zod with the no-eval setting the API's policy needs (src/lib/zod.ts).
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('src/lib/zod.ts', import.meta.url)) },
    ],
  },
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  server: {
    // xfwd: the API must see that a request was relayed (the demo mailbox opens only to a
    // browser on the API's own machine); /simulador: the demo's payment and shipping pages.
    proxy: Object.fromEntries(
      ['/v1', '/v2', '/uploads', '/files', '/docs', '/simulador', '/socket.io'].map((prefix) => [
        prefix,
        { target: API_ORIGIN, xfwd: true, ws: prefix === '/socket.io' },
      ]),
    ),
  },
});
