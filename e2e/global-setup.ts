/**
 * One product server (PGlite, or a fresh PostgreSQL database when DATABASE_URL is set) and one
 * Chromium for every journey. Each test file opens its own browser context.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startServer, stopServer } from './support/server.js';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    wsEndpoint: string;
  }
}

async function freshPostgresDatabase(baseUrl: string) {
  const name = `hogarte_e2e_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
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
