import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { storedFiles } from '../../db/schema/files.js';
import { users } from '../../db/schema/users.js';

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

export async function findOwnedFile(
  db: Database,
  id: number,
  ownerUserId: number,
): Promise<StoredFileRow | null> {
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.ownerUserId, ownerUserId)))
    .limit(1);
  return row ?? null;
}

export async function listOwnedFiles(db: Database, ownerUserId: number, typeId: number) {
  return db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.ownerUserId, ownerUserId), eq(storedFiles.documentTypeId, typeId)))
    .orderBy(asc(storedFiles.id));
}

export async function countOwnedFiles(
  executor: Database,
  ownerUserId: number,
  typeId: number,
): Promise<number> {
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(storedFiles)
    .where(and(eq(storedFiles.ownerUserId, ownerUserId), eq(storedFiles.documentTypeId, typeId)));
  return row?.count ?? 0;
}

/**
 * Locks the owner's user row until the transaction ends, so that counting and then adding or
 * removing one of their files cannot interleave with another request doing the same.
 */
export async function lockOwner(executor: Database, ownerUserId: number): Promise<void> {
  await executor
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, ownerUserId))
    .for('update');
}

export async function deleteOwnedFile(db: Database, id: number, ownerUserId: number) {
  const [row] = await db
    .delete(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.ownerUserId, ownerUserId)))
    .returning({ storageKey: storedFiles.storageKey });
  return row ?? null;
}

/** Removes the owner's files of a type older than `keptId`; returns their storage keys. */
export async function deleteOlderOwnedFiles(
  db: Database,
  ownerUserId: number,
  typeId: number,
  keptId: number,
) {
  return db
    .delete(storedFiles)
    .where(
      and(
        eq(storedFiles.ownerUserId, ownerUserId),
        eq(storedFiles.documentTypeId, typeId),
        lt(storedFiles.id, keptId),
      ),
    )
    .returning({ storageKey: storedFiles.storageKey });
}

/** Removes file rows whose owner's records no longer name them; returns their storage keys. */
export async function deleteFileRows(executor: Database, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .delete(storedFiles)
    .where(inArray(storedFiles.id, ids))
    .returning({ storageKey: storedFiles.storageKey });
  return rows.map((row) => row.storageKey);
}
