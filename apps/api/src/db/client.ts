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
import * as catalogueSchema from './schema/catalogue.js';
import * as filesSchema from './schema/files.js';
import * as messagesSchema from './schema/messages.js';
import * as notificationsSchema from './schema/notifications.js';
import * as remodelingsSchema from './schema/remodelings.js';
import * as usersSchema from './schema/users.js';

export const schema = {
  ...usersSchema,
  ...filesSchema,
  ...notificationsSchema,
  ...remodelingsSchema,
  ...messagesSchema,
  ...catalogueSchema,
};

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
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
    close: () => pool.end(),
  };
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const directory = path.join(dataDir, 'pgdata');
  mkdirSync(directory, { recursive: true });
  const client = await PGlite.create(directory);
  return wrapPglite(client);
}

/** PostgreSQL's error code for a unique violation, wherever the driver nests it. */
export function isUniqueViolation(error: unknown): error is { constraint?: string } {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
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
