import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { PresentialStepName, StepStatusId } from '@hogarte/shared/process-steps';
import { storedFiles } from './files.js';
import { users } from './users.js';

/**
 * A presential consultancy (part 1 §3, §4 Presential request; part 2 §2.2; decision 030): a client
 * asks a designer to visit; the designer approves or rejects it once (`is_approved` null until
 * then); designs are paid once (450.000), and that payment is the deposit a later quote payment
 * above 2.500.000 deducts, once (`deposit_applied_at`).
 */
export const presentialConsultancies = pgTable(
  'presential_consultancies',
  {
    id: serial('id').primaryKey(),
    hashid: varchar('hashid', { length: 16 }).notNull(),
    clientUserId: integer('client_user_id')
      .notNull()
      .references(() => users.id),
    designerUserId: integer('designer_user_id')
      .notNull()
      .references(() => users.id),
    address: varchar('address', { length: 200 }).notNull(),
    cityName: varchar('city_name', { length: 120 }).notNull(),
    /** The days the client would like the visit, ISO dates (1 to 3). */
    preferredDates: jsonb('preferred_dates').$type<string[]>().notNull(),
    notes: varchar('notes', { length: 500 }),
    isApproved: boolean('is_approved'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    designsPaidAt: timestamp('designs_paid_at', { withTimezone: true }),
    /** When an approved quote payment used the designs payment as its deposit. */
    depositAppliedAt: timestamp('deposit_applied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('presential_consultancies_hashid_key').on(table.hashid),
    index('presential_consultancies_client_idx').on(table.clientUserId, table.createdAt),
    index('presential_consultancies_designer_idx').on(table.designerUserId, table.createdAt),
    check(
      'presential_consultancies_decided',
      sql`(${table.isApproved} is null) = (${table.decidedAt} is null)`,
    ),
    check(
      'presential_consultancies_deposit_after_designs',
      sql`${table.depositAppliedAt} is null or ${table.designsPaidAt} is not null`,
    ),
  ],
);

/** The consultancy's 5 steps in order (part 1 §3): visit, design, budget, payment, my orders. */
export const presentialSteps = pgTable(
  'presential_consultancy_steps',
  {
    id: serial('id').primaryKey(),
    consultancyId: integer('presential_consultancy_id')
      .notNull()
      .references(() => presentialConsultancies.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    name: varchar('name', { length: 30 }).$type<PresentialStepName>().notNull(),
    statusId: smallint('step_status_id').$type<StepStatusId>().notNull().default(1),
    date: timestamp('date', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('presential_consultancy_steps_position_key').on(
      table.consultancyId,
      table.position,
    ),
    check('presential_consultancy_steps_status_range', sql`${table.statusId} between 1 and 3`),
  ],
);

/** The designer's designs for a consultancy (the client pays them once, part 2 §9). */
export const presentialDesigns = pgTable(
  'presential_consultancy_designs',
  {
    id: serial('id').primaryKey(),
    consultancyId: integer('presential_consultancy_id')
      .notNull()
      .references(() => presentialConsultancies.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    uploaderUserId: integer('uploader_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('presential_consultancy_designs_consultancy_idx').on(table.consultancyId),
    uniqueIndex('presential_consultancy_designs_file_key').on(table.fileId),
  ],
);
