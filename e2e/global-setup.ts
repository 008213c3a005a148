/**
 * One product server (PGlite, or a fresh PostgreSQL database when DATABASE_URL is set) and one
 * Chromium for every journey. Each test file opens its own browser context.
 */
import { rmSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { freshPostgresDatabase } from './support/postgres.js';
import { startServer, stopServer } from './support/server.js';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    wsEndpoint: string;
  }
}

export async function setup(project: TestProject) {
  const database = process.env.DATABASE_URL
    ? await freshPostgresDatabase(process.env.DATABASE_URL)
    : undefined;
  const server = await startServer({
    environment: database ? { DATABASE_URL: database.url } : { DATABASE_URL: undefined },
  });
  const browser = await chromium.launchServer({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
  });
  project.provide('baseUrl', server.url);
  project.provide('wsEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await stopServer(server);
    await database?.drop();
    rmSync(server.dataDir, { recursive: true, force: true });
  };
}
