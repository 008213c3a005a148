/**
 * Builds the real app on a fresh copy of the migrated template database, with local storage in a
 * temporary folder, the in-memory login limiter and the demo mailbox, as each test file needs.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { AppContext } from '../context.js';
import { openPostgres, wrapPglite, type DatabaseHandle } from '../db/client.js';
import { memoryAttemptLimiter } from '../http/attempt-limiter.js';
import { secretKey } from '../http/tokens.js';
import { enviaGateway } from '../integrations/envia/client.js';
import { localStorage } from '../integrations/storage/local-storage.js';
import { createWompiGateway } from '../integrations/wompi/gateway.js';
import { createRealtimeHub } from '../realtime/hub.js';
import { listenForSessionChanges } from '../modules/users/session-cache.js';
import { createSessionCache } from '../modules/users/users.service.js';
import {
  CATALOGUE_CHANNEL,
  createCatalogueIndex,
} from '../modules/storefront/storefront.service.js';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** The database the app runs on, for a second app sharing it (as a second process would). */
  handle: DatabaseHandle;
  /** Moves the clock the services see, for expiry rules. */
  advanceClock(milliseconds: number): void;
  close(): Promise<void>;
}

async function copyOfTemplate(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const database = inject('testDatabase');
  if (database.kind === 'pglite') {
    const dump = new Blob([readFileSync(database.dump)]);
    const client = await PGlite.create({ loadDataDir: dump });
    return { handle: wrapPglite(client), drop: async () => {} };
  }
  const name = `hogarte_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  await admin.query(`create database ${name} template ${database.template}`);
  await admin.end();
  const url = new URL(database.url);
  url.pathname = `/${name}`;
  return {
    handle: openPostgres(url.toString(), 4),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: database.url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export async function createTestApp(
  environment: Record<string, string> = {},
  /** Redis for the realtime adapter and the rate limits, as `main.ts` passes it with REDIS_URL. */
  redis?: Redis,
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hogarte-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DEMO_MODE: 'true',
    PUBLIC_URL: 'http://localhost:3000',
    ...environment,
  });
  const { handle, drop } = await copyOfTemplate();
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const storage = localStorage(path.join(dataDir, 'uploads'));
  const catalogue = createCatalogueIndex(handle.db, storage);
  const stopListening = await handle.listen(
    CATALOGUE_CHANNEL,
    (payload) => catalogue.markChanged(payload),
    () => catalogue.markAllChanged(),
  );
  const sessions = createSessionCache(handle.db);
  const stopHearingSessions = await listenForSessionChanges(handle, sessions);
  const ctx: AppContext = {
    config,
    db: handle.db,
    storage,
    attempts: memoryAttemptLimiter(() => now().getTime()),
    tokenKey: secretKey(randomBytes(32).toString('hex')),
    transports: { mailer: undefined, whatsapp: undefined },
    catalogue,
    sessions,
    wompi: createWompiGateway(config.wompi, now),
    envia: enviaGateway(config.envia, now),
    realtime: createRealtimeHub(),
    now,
  };
  const app = await buildApp(ctx, { redis, webDistDir: null, logger: false });
  await app.ready();
  return {
    app,
    ctx,
    handle,
    advanceClock(milliseconds) {
      offset += milliseconds;
    },
    async close() {
      await app.close();
      await stopListening();
      await stopHearingSessions();
      await handle.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
