import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { outboxMessages } from '../../db/schema/notifications.js';

export type OutboxRow = typeof outboxMessages.$inferSelect;
export type NewOutboxRow = typeof outboxMessages.$inferInsert;

export async function insertOutboxMessages(executor: Database, rows: NewOutboxRow[]) {
  if (rows.length === 0) return;
  await executor.insert(outboxMessages).values(rows);
}

/**
 * Takes up to `limit` due messages for this process. A claimed row is pushed `leaseMs` into the
 * future, so a process that dies mid-send leaves it to be retried rather than lost.
 */
export async function claimDueMessages(
  db: Database,
  now: Date,
  limit: number,
  leaseMs: number,
): Promise<OutboxRow[]> {
  const leaseUntil = new Date(now.getTime() + leaseMs);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(
        sql`${outboxMessages.status} in ('pending', 'sending') and ${outboxMessages.nextAttemptAt} <= ${now.toISOString()}`,
      )
      .orderBy(outboxMessages.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outboxMessages)
      .set({ status: 'sending', nextAttemptAt: leaseUntil })
      .where(
        sql`${outboxMessages.id} in (${sql.join(
          due.map((row) => sql`${row.id}`),
          sql`, `,
        )})`,
      )
      .returning();
  });
}

export async function markMessageSent(db: Database, id: number, transport: string, now: Date) {
  await db
    .update(outboxMessages)
    .set({ status: 'sent', transport, sentAt: now, attempts: sql`${outboxMessages.attempts} + 1` })
    .where(eq(outboxMessages.id, id));
}

export async function markMessageFailed(
  db: Database,
  id: number,
  error: string,
  nextAttemptAt: Date | null,
) {
  await db
    .update(outboxMessages)
    .set({
      status: nextAttemptAt ? 'pending' : 'failed',
      lastError: error.slice(0, 2000),
      attempts: sql`${outboxMessages.attempts} + 1`,
      ...(nextAttemptAt ? { nextAttemptAt } : {}),
    })
    .where(eq(outboxMessages.id, id));
}

export async function listRecentMessages(db: Database, limit: number): Promise<OutboxRow[]> {
  return db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(limit);
}
