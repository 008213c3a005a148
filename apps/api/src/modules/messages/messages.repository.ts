import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { storedFiles } from '../../db/schema/files.js';
import { inboxDeliveries, inboxMessages } from '../../db/schema/messages.js';
import { users } from '../../db/schema/users.js';
import { ROLE } from '@hogarte/shared/roles';
import type { MessageRecipient } from '@hogarte/shared/schemas/people';

export async function insertMessage(
  executor: Database,
  values: typeof inboxMessages.$inferInsert,
): Promise<{ id: number }> {
  const [row] = await executor
    .insert(inboxMessages)
    .values(values)
    .returning({ id: inboxMessages.id });
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Who each recipient group is: approved designers, every installer/logistics operator. */
const RECIPIENT_CONDITIONS: Record<MessageRecipient, SQL> = {
  designers: and(eq(users.roleId, ROLE.designer), eq(users.isApproved, true)) as SQL,
  lsh: eq(users.roleId, ROLE.lsh),
};

export async function findRecipientIds(
  executor: Database,
  recipients: readonly MessageRecipient[],
): Promise<number[]> {
  const rows = await executor
    .select({ id: users.id })
    .from(users)
    .where(or(...recipients.map((recipient) => RECIPIENT_CONDITIONS[recipient])));
  return rows.map((row) => row.id);
}

/** Rows per insert statement, well under PostgreSQL's limit on bound parameters. */
const DELIVERY_BATCH = 5000;

export async function insertDeliveries(
  executor: Database,
  messageId: number,
  userIds: readonly number[],
): Promise<void> {
  for (let start = 0; start < userIds.length; start += DELIVERY_BATCH) {
    const batch = userIds.slice(start, start + DELIVERY_BATCH);
    await executor.insert(inboxDeliveries).values(batch.map((userId) => ({ messageId, userId })));
  }
}

const deliveryColumns = {
  id: inboxDeliveries.id,
  messageId: inboxMessages.id,
  title: inboxMessages.title,
  text: inboxMessages.text,
  createdAt: inboxMessages.createdAt,
  isRead: inboxDeliveries.isRead,
  fileId: storedFiles.id,
  fileName: storedFiles.fileName,
  fileStorageKey: storedFiles.storageKey,
  fileIsPrivate: storedFiles.isPrivate,
};

export type DeliveryRow = Awaited<ReturnType<typeof listDeliveries>>[number];

/** A user's inbox, newest first. */
export async function listDeliveries(db: Database, userId: number) {
  return db
    .select(deliveryColumns)
    .from(inboxDeliveries)
    .innerJoin(inboxMessages, eq(inboxMessages.id, inboxDeliveries.messageId))
    .leftJoin(storedFiles, eq(storedFiles.id, inboxMessages.attachmentFileId))
    .where(eq(inboxDeliveries.userId, userId))
    .orderBy(desc(inboxMessages.createdAt), desc(inboxDeliveries.id));
}

export async function findDelivery(db: Database, id: number, userId: number) {
  const [row] = await db
    .select(deliveryColumns)
    .from(inboxDeliveries)
    .innerJoin(inboxMessages, eq(inboxMessages.id, inboxDeliveries.messageId))
    .leftJoin(storedFiles, eq(storedFiles.id, inboxMessages.attachmentFileId))
    .where(and(eq(inboxDeliveries.id, id), eq(inboxDeliveries.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Marks one of the user's deliveries read or unread; false when it is not theirs. */
export async function setDeliveryRead(
  db: Database,
  id: number,
  userId: number,
  isRead: boolean,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(inboxDeliveries)
    .set({ isRead, readAt: isRead ? now : null })
    .where(and(eq(inboxDeliveries.id, id), eq(inboxDeliveries.userId, userId)))
    .returning({ id: inboxDeliveries.id });
  return rows.length > 0;
}
