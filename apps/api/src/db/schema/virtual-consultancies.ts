import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { chatRooms } from './chat.js';
import { storedFiles } from './files.js';
import { users } from './users.js';

/**
 * A client's remote design advice with a designer, paid per space (part 2 §3 Virtual
 * consultancy): unpaid → paid (waiting for the designer) → approved with its chat → finished.
 * The amounts are fixed when it is requested, from the shared price and split (decision 027).
 */
export const virtualConsultancies = pgTable(
  'virtual_consultancies',
  {
    id: serial('id').primaryKey(),
    hashid: varchar('hashid', { length: 16 }).notNull(),
    clientUserId: integer('client_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    designerUserId: integer('designer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    spaceQuantity: smallint('space_quantity').notNull(),
    toPay: integer('to_pay').notNull(),
    toPayDesigner: integer('to_pay_designer').notNull(),
    toPayPlatform: integer('to_pay_platform').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** null until the designer approves; approving opens the chat room in the same transaction. */
    isApproved: boolean('is_approved'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    roomId: integer('room_id').references(() => chatRooms.id),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    professionalRating: smallint('professional_rating'),
    ratingComment: text('rating_comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('virtual_consultancies_hashid_key').on(table.hashid),
    index('virtual_consultancies_client_idx').on(table.clientUserId, table.createdAt),
    index('virtual_consultancies_designer_idx').on(table.designerUserId, table.createdAt),
    check('virtual_consultancies_spaces_positive', sql`${table.spaceQuantity} > 0`),
    check(
      'virtual_consultancies_split_adds_up',
      sql`${table.toPayDesigner} + ${table.toPayPlatform} = ${table.toPay}`,
    ),
    // The state machine, also in the data: approved only once paid, finished only once approved.
    check(
      'virtual_consultancies_approved_after_paid',
      sql`${table.isApproved} is not true or (${table.paidAt} is not null and ${table.roomId} is not null)`,
    ),
    check(
      'virtual_consultancies_finished_after_approved',
      sql`${table.finishedAt} is null or ${table.isApproved} is true`,
    ),
    check(
      'virtual_consultancies_rating_range',
      sql`${table.professionalRating} is null or ${table.professionalRating} between 1 and 5`,
    ),
  ],
);

export type VirtualFileKind = 'shared' | 'design' | 'legal';

/** A file of a consultancy's room: shared by either side, a design, or a legal document. */
export const virtualConsultancyFiles = pgTable(
  'virtual_consultancy_files',
  {
    id: serial('id').primaryKey(),
    consultancyId: integer('consultancy_id')
      .notNull()
      .references(() => virtualConsultancies.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    uploaderUserId: integer('uploader_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).$type<VirtualFileKind>().notNull(),
    /** Designs only: set when the client approves it. */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('virtual_consultancy_files_consultancy_idx').on(table.consultancyId, table.kind),
    uniqueIndex('virtual_consultancy_files_file_key').on(table.fileId),
  ],
);
