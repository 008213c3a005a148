import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { chatRooms } from './chat.js';
import { users } from './users.js';

/**
 * A chat alert kept for a participant who was not in the room when it came (part 1 §3 Chat
 * notification): the room gives its topic, the sender its name and avatar. Not the email and
 * WhatsApp outbox (`notifications.ts`): these are read in the app's bell.
 */
export const chatNotifications = pgTable(
  'chat_notifications',
  {
    id: serial('id').primaryKey(),
    /** Whom it is for. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    senderUserId: integer('sender_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    /** When the message or knock it tells of was sent. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    isRead: boolean('is_read').notNull().default(false),
  },
  // The bell reads one user's unread ones, newest first; marking all read finds them the same way.
  (table) => [
    index('chat_notifications_user_read_idx').on(table.userId, table.isRead, table.createdAt),
  ],
);
