import { defineConfig } from 'vitest/config';

/** Browser journeys: one built app and one Chromium for the whole run (see global-setup.ts). */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    // The longest journeys (a remodelling, a presential consultancy) take 70–95 s on a busy
    // 2-core CI machine now that axe-core checks every page they open.
    testTimeout: 180_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
