import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Uploaded files: stored under a random key; the user's file name is kept only for display. */
export const storedFiles = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentTypeId: smallint('document_type_id').notNull(),
    storageKey: varchar('storage_key', { length: 120 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    isPrivate: boolean('is_private').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('files_storage_key_key').on(table.storageKey),
    index('files_owner_type_idx').on(table.ownerUserId, table.documentTypeId),
  ],
);
