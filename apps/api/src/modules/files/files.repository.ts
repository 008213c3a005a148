import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { storedFiles } from '../../db/schema/files.js';

export type StoredFileRow = typeof storedFiles.$inferSelect;

export async function insertStoredFile(
  executor: Database,
  values: typeof storedFiles.$inferInsert,
): Promise<StoredFileRow> {
  const [row] = await executor.insert(storedFiles).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findStoredFile(db: Database, id: number): Promise<StoredFileRow | null> {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id)).limit(1);
  return row ?? null;
}

export async function deleteOwnedFile(db: Database, id: number, ownerUserId: number) {
  const [row] = await db
    .delete(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.ownerUserId, ownerUserId)))
    .returning({ storageKey: storedFiles.storageKey });
  return row ?? null;
}
