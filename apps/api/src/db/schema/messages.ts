import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { storedFiles } from './files.js';
import { users } from './users.js';

/** A global message from the admins to designers and/or the operator (part 1 §2 Inbox). */
export const inboxMessages = pgTable('inbox_messages', {
  id: serial('id').primaryKey(),
  senderUserId: integer('sender_user_id')
    .notNull()
    .references(() => users.id),
  title: varchar('title', { length: 200 }).notNull(),
  text: text('text').notNull(),
  attachmentFileId: integer('attachment_file_id').references(() => storedFiles.id, {
    onDelete: 'set null',
  }),
  /** Who it went to, as the admin chose: `designers`, `lsh` or both. */
  recipients: varchar('recipients', { length: 40 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One copy per recipient, so each keeps its own read state. */
export const inboxDeliveries = pgTable(
  'inbox_deliveries',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => inboxMessages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('inbox_deliveries_message_user_key').on(table.messageId, table.userId),
    index('inbox_deliveries_user_idx').on(table.userId, table.messageId),
  ],
);
