/**
 * Migrates one template database per test run, so each test file starts from a copy instead of
 * re-running migrations: `CREATE DATABASE … TEMPLATE` on PostgreSQL (DATABASE_URL set, as in CI),
 * a dumped PGlite data directory otherwise.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, wrapPglite } from '../db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase:
      { kind: 'postgres'; url: string; template: string } | { kind: 'pglite'; dump: string };
  }
}

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function setup(project: TestProject) {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const template = `hogarte_template_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const handle = openPostgres(databaseUrl(baseUrl, template), 1);
    await handle.migrate();
    await handle.close();
    project.provide('testDatabase', { kind: 'postgres', url: baseUrl, template });
    return async () => {
      // Copies made by test files are dropped by the files themselves; the template goes last.
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }

  const client = new PGlite();
  const handle = wrapPglite(client);
  await handle.migrate();
  const dump = await client.dumpDataDir('none');
  const directory = mkdtempSync(path.join(tmpdir(), 'hogarte-template-'));
  const file = path.join(directory, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('testDatabase', { kind: 'pglite', dump: file });
  return () => rmSync(directory, { recursive: true, force: true });
}
