import {
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ConsultancyType } from '@hogarte/shared/chat';
import { storedFiles } from './files.js';
import { users } from './users.js';

/**
 * A conversation between people (part 2 §3 Chat message). Its tables know no consultancy: the one
 * it serves (a sales or a virtual consultancy) is named by its type and hashid, for
 * the alerts that lead back to it.
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    topicType: varchar('topic_type', { length: 30 }).$type<ConsultancyType>().notNull(),
    topicHashid: varchar('topic_hashid', { length: 16 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the conversation it serves ended: messages are refused from then on. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('chat_rooms_uuid_key').on(table.uuid),
    // One room per consultancy; a video call finds it by its consultancy.
    uniqueIndex('chat_rooms_topic_key').on(table.topicType, table.topicHashid),
  ],
);

/** Who may read and write in a room (and join its realtime room). */
export const chatParticipants = pgTable(
  'chat_participants',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** This participant's last knock; the next one waits for the consultancy's cooldown. */
    lastKnockAt: timestamp('last_knock_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.roomId, table.userId] }),
    index('chat_participants_user_idx').on(table.userId),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    senderUserId: integer('sender_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull().default(''),
    fileId: integer('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_messages_room_idx').on(table.roomId, table.id)],
);
