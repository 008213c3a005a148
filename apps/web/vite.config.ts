import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/** The API in development; in production it serves this build from the same origin. */
const API_ORIGIN = 'http://localhost:3000';

// Vite's config loader needs a default export.
export default defineConfig({
  plugins: [react()],
  // `source` points `@hogarte/shared/*` at its TypeScript sources, so no build of shared is needed.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/v1': API_ORIGIN,
      '/v2': API_ORIGIN,
      '/uploads': API_ORIGIN,
      '/files': API_ORIGIN,
      '/docs': API_ORIGIN,
      '/socket.io': { target: API_ORIGIN, ws: true },
    },
  },
});
