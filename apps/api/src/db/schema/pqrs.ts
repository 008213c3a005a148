import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { PqrsState, PqrsType } from '@hogarte/shared/schemas/pqrs';
import { orders } from './commerce.js';
import { storedFiles } from './files.js';
import { users } from './users.js';

/** Numbers the filings (`PQRS-2026-000123`): unique across years, never reused after a rollback. */
export const PQRS_FILING_SEQUENCE = 'pqrs_filing_number_seq';
export const pqrsFilingSequence = pgSequence(PQRS_FILING_SEQUENCE);

/**
 * A petición, queja, reclamo o sugerencia a client filed (Ley 1755 de 2015): it gets its filing
 * number at once and must be answered by `due_on`, 15 business days later. It goes radicada →
 * en_tramite → respondida, and is answered once.
 */
export const pqrs = pgTable(
  'pqrs',
  {
    id: serial('id').primaryKey(),
    hashid: varchar('hashid', { length: 16 }).notNull(),
    filingNumber: varchar('filing_number', { length: 24 }).notNull(),
    clientUserId: integer('client_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 12 }).$type<PqrsType>().notNull(),
    subject: varchar('subject', { length: 150 }).notNull(),
    text: text('text').notNull(),
    /** The purchase it is about, if any; always one of the client's orders. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    attachmentFileId: integer('attachment_file_id').references(() => storedFiles.id, {
      onDelete: 'set null',
    }),
    state: varchar('state', { length: 12 }).$type<PqrsState>().notNull().default('radicada'),
    filedAt: timestamp('filed_at', { withTimezone: true }).notNull(),
    /** Fixed at filing, so a later change of the holiday rules does not move a promise made. */
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    inProgressAt: timestamp('in_progress_at', { withTimezone: true }),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredByUserId: integer('answered_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    uniqueIndex('pqrs_hashid_key').on(table.hashid),
    uniqueIndex('pqrs_filing_number_key').on(table.filingNumber),
    index('pqrs_client_idx').on(table.clientUserId, table.filedAt),
    index('pqrs_state_idx').on(table.state, table.filedAt),
    check('pqrs_type_known', sql`${table.type} in ('peticion', 'queja', 'reclamo', 'sugerencia')`),
    check('pqrs_state_known', sql`${table.state} in ('radicada', 'en_tramite', 'respondida')`),
    check(
      'pqrs_answered',
      sql`(${table.state} = 'respondida') = (${table.answer} is not null and ${table.answeredAt} is not null)`,
    ),
    check('pqrs_taken_up', sql`${table.state} = 'radicada' or ${table.inProgressAt} is not null`),
  ],
);
