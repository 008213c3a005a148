import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
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

const roomColumns = {
  id: chatRooms.id,
  uuid: chatRooms.uuid,
  topicType: chatRooms.topicType,
  topicHashid: chatRooms.topicHashid,
  closedAt: chatRooms.closedAt,
};

/** The room when this user takes part in it; nobody else learns it exists. */
export async function findRoomOf(executor: Database, roomUuid: string, userId: number) {
  const [row] = await executor
    .select(roomColumns)
    .from(chatRooms)
    .innerJoin(
      chatParticipants,
      and(eq(chatParticipants.roomId, chatRooms.id), eq(chatParticipants.userId, userId)),
    )
    .where(eq(chatRooms.uuid, roomUuid))
    .limit(1);
  return row ?? null;
}

/** Any room, for the staff who follow every conversation without taking part. */
export async function findRoom(executor: Database, roomUuid: string) {
  const [row] = await executor
    .select(roomColumns)
    .from(chatRooms)
    .where(eq(chatRooms.uuid, roomUuid));
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

export type MessageRow = Awaited<ReturnType<typeof listLatestRoomMessages>>[number];

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

/**
 * Stores a message unless its room has closed, in one statement: a message cannot slip in after
 * the consultancy ended, and a text needs no transaction. Its id, or null when the room closed.
 */
export async function insertMessageIfOpen(
  executor: Database,
  values: { roomId: number; senderUserId: number; text: string; fileId: number | null; at: Date },
): Promise<number | null> {
  // Both drivers (node-postgres and PGlite) answer raw statements with `rows`; a bigserial id
  // comes back as text from one and a number from the other.
  const result = (await executor.execute(sql`
    insert into chat_messages (room_id, sender_user_id, text, file_id, created_at)
    select ${chatRooms.id}, ${values.senderUserId}::int, ${values.text}::text,
      ${values.fileId}::int, ${values.at.toISOString()}::timestamptz
    from ${chatRooms}
    where ${chatRooms.id} = ${values.roomId} and ${chatRooms.closedAt} is null
    returning id`)) as { rows: { id: string | number }[] };
  const [row] = result.rows;
  return row ? Number(row.id) : null;
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

export type PersonRow = NonNullable<Awaited<ReturnType<typeof findPerson>>>;

function listRoomPeople(executor: Database, roomUuid: string) {
  return executor
    .select({
      ...PERSON_COLUMNS,
      roomId: chatRooms.id,
      topicType: chatRooms.topicType,
      topicHashid: chatRooms.topicHashid,
      closedAt: chatRooms.closedAt,
    })
    .from(chatRooms)
    .innerJoin(chatParticipants, eq(chatParticipants.roomId, chatRooms.id))
    .innerJoin(users, eq(users.id, chatParticipants.userId))
    .where(eq(chatRooms.uuid, roomUuid));
}

/**
 * A room and every participant, in one query: a new message needs both, to check its sender and
 * to alert the others.
 */
export async function roomWithPeople(executor: Database, roomUuid: string) {
  const rows = await listRoomPeople(executor, roomUuid);
  const [first] = rows;
  if (!first) return null;
  const { roomId, topicType, topicHashid, closedAt } = first;
  return {
    room: { id: roomId, uuid: roomUuid, topicType, topicHashid, closedAt },
    people: rows,
  };
}

export async function findPerson(executor: Database, userId: number) {
  const [row] = await executor
    .select(PERSON_COLUMNS)
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/**
 * Records a participant's knock unless its last one is younger than `cooldownMs`: one statement,
 * so two knocks sent together cannot both pass. The time of the knock when this one counts.
 */
export async function claimKnockRow(
  executor: Database,
  participant: { roomId: number; userId: number },
  now: Date,
  cooldownMs: number,
): Promise<boolean> {
  const earliest = new Date(now.getTime() - cooldownMs);
  const rows = await executor
    .update(chatParticipants)
    .set({ lastKnockAt: now })
    .where(
      and(
        eq(chatParticipants.roomId, participant.roomId),
        eq(chatParticipants.userId, participant.userId),
        or(
          isNull(chatParticipants.lastKnockAt),
          sql`${chatParticipants.lastKnockAt} <= ${earliest.toISOString()}`,
        ),
      ),
    )
    .returning({ roomId: chatParticipants.roomId });
  return rows.length > 0;
}

/** When this participant last knocked, or null. */
export async function lastKnockOf(
  executor: Database,
  participant: { roomId: number; userId: number },
): Promise<Date | null> {
  const [row] = await executor
    .select({ lastKnockAt: chatParticipants.lastKnockAt })
    .from(chatParticipants)
    .where(
      and(
        eq(chatParticipants.roomId, participant.roomId),
        eq(chatParticipants.userId, participant.userId),
      ),
    );
  return row?.lastKnockAt ?? null;
}
