import { defineConfig } from 'vitest/config';

/** Browser journeys: one built app and one Chromium for the whole run (see global-setup.ts). */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
