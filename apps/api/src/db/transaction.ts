import type { Database } from './client.js';

/**
 * Runs work in one database transaction. Services use this to make a change and the outbox
 * message it causes commit together; repositories receive the transaction as their executor.
 */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Database));
}
