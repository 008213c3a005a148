import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from './build/precompress.js';
import { routePreloads } from './build/route-preloads.js';

/** The API in development; in production it serves this build from the same origin. */
const API_ORIGIN = 'http://localhost:3000';

/**
 * What every storefront page loads beyond the shell and nothing outside the storefront does (the
 * supplier's settings preview aside, which shows its theme): one chunk, not six (decision 049).
 */
const STORE_LAYOUT_MODULES = [
  'src/app/layouts/store-layout.tsx',
  'src/features/storefront/components/store-header.tsx',
  'src/features/storefront/components/store-header-styles.ts',
  'src/features/storefront/components/store-document-title.ts',
  'src/lib/store-theme.ts',
  'packages/shared/src/storefront.ts',
];

/** The file names of the chunks made only of response contracts. */
const CONTRACT_CHUNK_PREFIX = 'contract-';

// Vite's config loader needs a default export.
export default defineConfig({
  // Each public route's chunks, listed for the server to preload (build/route-preloads.ts), and
  // the chunks compressed once at the strongest setting, for the server to send as they are.
  plugins: [react(), routePreloads(fileURLToPath(new URL('.', import.meta.url))), precompress()],
  // `source` points `@hogarte/shared/*` at its TypeScript sources, so no build of shared is needed.
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    // Every `from 'zod'` gets zod with the no-eval setting the API's policy needs (src/lib/zod.ts).
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('src/lib/zod.ts', import.meta.url)) },
      // MUI's builder of themes with CSS variables, which the product's theme never asks for
      // (decision 050): every page carried 4.5 KB gzip of it.
      {
        find: /^\.\/createThemeWithVars\.js$/,
        replacement: fileURLToPath(
          new URL('src/app/theme-without-css-variables.ts', import.meta.url),
        ),
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // A production build never loads the response contracts (decision 033), yet each call's
    // loader carried the list of the contract chunk's dependencies to preload alongside it, in
    // every chunk with a call (0.1–0.5 KB of each page's first load). Named apart, their lists
    // are left out; a form's schema, a page or a dialog still has its dependencies preloaded.
    modulePreload: {
      // Every browser the product supports preloads modules itself (Safari since 17, Firefox since
      // 115); on an older one a preload link is only a hint missed, and the polyfill cost every
      // page's first load 0.2–0.3 KB (decision 046).
      polyfill: false,
      resolveDependencies: (file, dependencies) =>
        file.startsWith(`assets/${CONTRACT_CHUNK_PREFIX}`) ? [] : dependencies,
    },
    rolldownOptions: {
      output: {
        // Everything the entry imports statically is one chunk: the shell loads all of it anyway,
        // and as one file it compresses better and carries no imports and exports between its
        // parts, where the automatic split made 14 files whose borders moved with any new lazy
        // import (decision 048). The storefront's own modules are one chunk too; their imports
        // stay where the automatic split puts them (not pulled in: the login page, the catalogue
        // and the designers' cards share some of them and must not load the store with them).
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'shell', tags: ['$initial'] },
            {
              name: 'store-layout',
              test: (id) => STORE_LAYOUT_MODULES.some((module) => id.endsWith(module)),
            },
          ],
        },
        chunkFileNames: (chunk) =>
          chunk.moduleIds.length > 0 &&
          chunk.moduleIds.every((id) => id.includes('/shared/src/contracts/'))
            ? `assets/${CONTRACT_CHUNK_PREFIX}[name]-[hash].js`
            : 'assets/[name]-[hash].js',
      },
    },
  },
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
