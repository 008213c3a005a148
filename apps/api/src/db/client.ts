/**
 * Opens the database: PostgreSQL when DATABASE_URL is set, embedded PGlite otherwise. Both speak
 * the same SQL and run the same migrations, so nothing above this file knows which one it has.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { withNamedStatements } from './pglite-statements.js';
import * as catalogueSchema from './schema/catalogue.js';
import * as filesSchema from './schema/files.js';
import * as messagesSchema from './schema/messages.js';
import * as notificationsSchema from './schema/notifications.js';
import * as remodelingsSchema from './schema/remodelings.js';
import * as storefrontSchema from './schema/storefront.js';
import * as usersSchema from './schema/users.js';

export const schema = {
  ...usersSchema,
  ...filesSchema,
  ...notificationsSchema,
  ...remodelingsSchema,
  ...messagesSchema,
  ...catalogueSchema,
  ...storefrontSchema,
};

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * A hot query built once per database and sent as a named prepared statement: Drizzle does not
 * build its SQL again on each call, and PostgreSQL parses it once per connection and may keep its
 * plan. `build` calls `.prepare(name)` on a query whose inputs are `sql.placeholder`s; each name
 * is one query's, never another's.
 */
export function preparedPerDatabase<Prepared>(
  build: (db: Database) => Prepared,
): (db: Database) => Prepared {
  const built = new WeakMap<Database, Prepared>();
  return (db) => {
    let prepared = built.get(db);
    if (!prepared) {
      prepared = build(db);
      built.set(db, prepared);
    }
    return prepared;
  };
}

/** Stops a `listen`. */
export type StopListening = () => Promise<void>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Calls `onPayload` with each notification on `channel` (PostgreSQL's LISTEN/NOTIFY, delivered
   * when the sending transaction commits). `onGap` runs when some may have been missed: with
   * `listening` false when the listening connection was lost (it is being opened again), and with
   * true once it listens again (what changed in between was not heard).
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onGap: (listening: boolean) => void,
  ): Promise<StopListening>;
  close(): Promise<void>;
}

/** Channel names are fixed words of ours; anything else is a bug, not input. */
function listenStatement(channel: string): string {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`Bad channel name ${channel}`);
  return `listen ${channel}`;
}

const RELISTEN_DELAY_MS = 1000;

/**
 * LISTEN needs a connection of its own, outside the pool. When it drops, listeners are told
 * (they may have missed changes) and it is opened again every second until it answers; they are
 * told again once it listens, as what changed while it was closed went unheard.
 */
async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  onGap: (listening: boolean) => void,
): Promise<StopListening> {
  let stopped = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  const open = async () => {
    const client = new pg.Client({ connectionString });
    client.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    // An error is followed by 'end', where the reconnection happens.
    client.on('error', () => {});
    client.on('end', () => {
      if (stopped || current !== client) return;
      current = null;
      onGap(false);
      scheduleReopen();
    });
    await client.connect();
    await client.query(listenStatement(channel));
    current = client;
  };
  const scheduleReopen = () => {
    retry = setTimeout(() => {
      if (stopped) return;
      open().then(() => onGap(true), scheduleReopen);
    }, RELISTEN_DELAY_MS);
    retry.unref();
  };

  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end().catch(() => {});
  };
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** Any fixed number: it keeps two processes from migrating the same database at once. */
const MIGRATION_LOCK_ID = 7_362_911;

export function openPostgres(
  connectionString: string,
  poolSize = 10,
  onIdleError: (error: Error) => void = () => {},
): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle connection that the server ends (a restart, a terminated backend) must not bring the
  // process down: the pool drops it and opens a fresh one on the next query.
  pool.on('error', onIdleError);
  const db = drizzleNodePostgres(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePostgres(drizzleNodePostgres(client), {
          migrationsFolder: MIGRATIONS_FOLDER,
        });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    listen: (channel, onPayload, onGap) =>
      listenOnPostgres(connectionString, channel, onPayload, onGap),
    close: () => pool.end(),
  };
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client: withNamedStatements(client), schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    // PGlite runs in this process: a notification arrives before the committing call resolves.
    async listen(channel, onPayload) {
      const stop = await client.listen(channel, onPayload);
      return stop;
    },
    close: () => client.close(),
  };
}

export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const directory = path.join(dataDir, 'pgdata');
  mkdirSync(directory, { recursive: true });
  const client = await PGlite.create(directory);
  return wrapPglite(client);
}

/** Whether PostgreSQL answered with this error code, wherever the driver nests it. */
function hasPostgresCode(error: unknown, code: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth += 1) {
    if ((current as { code?: unknown }).code === code) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export function isUniqueViolation(error: unknown): error is { constraint?: string } {
  return hasPostgresCode(error, '23505');
}

/**
 * A row still referenced elsewhere (a brand with products, a warehouse that ships them):
 * 23503 for NO ACTION foreign keys, 23001 for ON DELETE RESTRICT ones.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasPostgresCode(error, '23503') || hasPostgresCode(error, '23001');
}

export function uniqueViolationConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown };
    if (candidate.code === '23505' && typeof candidate.constraint === 'string') {
      return candidate.constraint;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
