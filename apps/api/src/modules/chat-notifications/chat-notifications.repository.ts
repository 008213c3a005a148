import { and, desc, eq, lte } from 'drizzle-orm';
import { documentTypeId } from '@hogarte/shared/lookups';
import type { Database } from '../../db/client.js';
import { latestFileKey } from '../../db/latest-file.js';
import { chatRooms } from '../../db/schema/chat.js';
import { chatNotifications } from '../../db/schema/chat-notifications.js';
import { users } from '../../db/schema/users.js';

export async function insertNotifications(
  executor: Database,
  rows: (typeof chatNotifications.$inferInsert)[],
) {
  await executor.insert(chatNotifications).values(rows);
}

/** A notification with its room's topic and its sender's name and latest avatar. */
const NOTIFICATION_COLUMNS = {
  id: chatNotifications.id,
  message: chatNotifications.message,
  createdAt: chatNotifications.createdAt,
  isRead: chatNotifications.isRead,
  roomUuid: chatRooms.uuid,
  topicType: chatRooms.topicType,
  topicHashid: chatRooms.topicHashid,
  senderUuid: users.uuid,
  senderFirstName: users.firstName,
  senderLastName: users.lastName,
  senderAvatarKey: latestFileKey(users.id, documentTypeId('avatar')),
};

export type NotificationRow = Awaited<ReturnType<typeof listUnread>>[number];

function notificationsOf(executor: Database) {
  return executor
    .select(NOTIFICATION_COLUMNS)
    .from(chatNotifications)
    .innerJoin(chatRooms, eq(chatRooms.id, chatNotifications.roomId))
    .innerJoin(users, eq(users.id, chatNotifications.senderUserId));
}

export async function listUnread(executor: Database, userId: number, limit: number) {
  return notificationsOf(executor)
    .where(and(eq(chatNotifications.userId, userId), eq(chatNotifications.isRead, false)))
    .orderBy(desc(chatNotifications.createdAt), desc(chatNotifications.id))
    .limit(limit);
}

/** Marks one of the user's notifications read; null when the user has none with that id. */
export async function markRead(executor: Database, id: number, userId: number) {
  const [marked] = await executor
    .update(chatNotifications)
    .set({ isRead: true })
    .where(and(eq(chatNotifications.id, id), eq(chatNotifications.userId, userId)))
    .returning({ id: chatNotifications.id });
  if (!marked) return null;
  const [row] = await notificationsOf(executor).where(eq(chatNotifications.id, marked.id));
  return row ?? null;
}

/** Marks every unread notification of the user read; answers how many. */
export async function markAllRead(executor: Database, userId: number, upToId: number) {
  const marked = await executor
    .update(chatNotifications)
    .set({ isRead: true })
    .where(
      and(
        eq(chatNotifications.userId, userId),
        eq(chatNotifications.isRead, false),
        lte(chatNotifications.id, upToId),
      ),
    )
    .returning({ id: chatNotifications.id });
  return marked.length;
}
