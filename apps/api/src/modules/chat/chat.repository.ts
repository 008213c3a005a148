import { and, desc, eq } from 'drizzle-orm';
import { documentTypeId } from '@hogarte/shared/lookups';
import type { Database } from '../../db/client.js';
import { latestFileKey } from '../../db/latest-file.js';
import { chatMessages, chatParticipants, chatRooms } from '../../db/schema/chat.js';
import { storedFiles } from '../../db/schema/files.js';
import { users } from '../../db/schema/users.js';

export async function insertRoom(
  executor: Database,
  topic: Pick<typeof chatRooms.$inferInsert, 'topicType' | 'topicHashid'>,
  participantIds: number[],
) {
  const [room] = await executor
    .insert(chatRooms)
    .values(topic)
    .returning({ id: chatRooms.id, uuid: chatRooms.uuid });
  if (!room) throw new Error('chat room not inserted');
  await executor
    .insert(chatParticipants)
    .values(participantIds.map((userId) => ({ roomId: room.id, userId })));
  return room;
}

/** The room when this user takes part in it; nobody else learns it exists. */
export async function findRoomOf(executor: Database, roomUuid: string, userId: number) {
  const [row] = await executor
    .select({
      id: chatRooms.id,
      uuid: chatRooms.uuid,
      topicType: chatRooms.topicType,
      topicHashid: chatRooms.topicHashid,
      closedAt: chatRooms.closedAt,
    })
    .from(chatRooms)
    .innerJoin(
      chatParticipants,
      and(eq(chatParticipants.roomId, chatRooms.id), eq(chatParticipants.userId, userId)),
    )
    .where(eq(chatRooms.uuid, roomUuid))
    .limit(1);
  return row ?? null;
}

/** The room serving this consultancy when this user takes part in it (a video call asks). */
export async function findTopicRoomOf(
  executor: Database,
  topic: Pick<typeof chatRooms.$inferSelect, 'topicType' | 'topicHashid'>,
  userId: number,
) {
  const [row] = await executor
    .select({ uuid: chatRooms.uuid, closedAt: chatRooms.closedAt })
    .from(chatParticipants)
    .innerJoin(chatRooms, eq(chatRooms.id, chatParticipants.roomId))
    .where(
      and(
        eq(chatParticipants.userId, userId),
        eq(chatRooms.topicType, topic.topicType),
        eq(chatRooms.topicHashid, topic.topicHashid),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function closeRoomRow(executor: Database, roomId: number, at: Date) {
  await executor.update(chatRooms).set({ closedAt: at }).where(eq(chatRooms.id, roomId));
}

const MESSAGE_COLUMNS = {
  id: chatMessages.id,
  text: chatMessages.text,
  createdAt: chatMessages.createdAt,
  senderUuid: users.uuid,
  fileId: storedFiles.id,
  fileKey: storedFiles.storageKey,
  fileName: storedFiles.fileName,
  fileMime: storedFiles.mimeType,
  fileIsPrivate: storedFiles.isPrivate,
};

export type MessageRow = NonNullable<Awaited<ReturnType<typeof findMessage>>>;

/** The room's latest `limit` messages, newest first (the room's index reads them backwards). */
export async function listLatestRoomMessages(executor: Database, roomId: number, limit: number) {
  return executor
    .select(MESSAGE_COLUMNS)
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.senderUserId))
    .leftJoin(storedFiles, eq(storedFiles.id, chatMessages.fileId))
    .where(eq(chatMessages.roomId, roomId))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
}

export async function findMessage(executor: Database, messageId: number) {
  const [row] = await executor
    .select(MESSAGE_COLUMNS)
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.senderUserId))
    .leftJoin(storedFiles, eq(storedFiles.id, chatMessages.fileId))
    .where(eq(chatMessages.id, messageId))
    .limit(1);
  return row ?? null;
}

export async function insertMessage(executor: Database, values: typeof chatMessages.$inferInsert) {
  const [row] = await executor
    .insert(chatMessages)
    .values(values)
    .returning({ id: chatMessages.id });
  if (!row) throw new Error('chat message not inserted');
  return row;
}

/** Who a person is in a chat alert: name, role and latest avatar. */
const PERSON_COLUMNS = {
  id: users.id,
  uuid: users.uuid,
  roleId: users.roleId,
  firstName: users.firstName,
  lastName: users.lastName,
  avatarKey: latestFileKey(users.id, documentTypeId('avatar')),
};

export type PersonRow = Awaited<ReturnType<typeof roomPeople>>[number];

/** Every participant of the room, in one query: the sender of a message and whom it alerts. */
export async function roomPeople(executor: Database, roomId: number) {
  return executor
    .select(PERSON_COLUMNS)
    .from(chatParticipants)
    .innerJoin(users, eq(users.id, chatParticipants.userId))
    .where(eq(chatParticipants.roomId, roomId));
}

export async function findPerson(executor: Database, userId: number) {
  const [row] = await executor
    .select(PERSON_COLUMNS)
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
