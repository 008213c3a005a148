/** A fresh PostgreSQL database on the server DATABASE_URL names, dropped when the run ends. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function freshPostgresDatabase(baseUrl: string): Promise<FreshDatabase> {
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
