import { sql } from 'drizzle-orm';
import {
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
import type { StepName, StepStatusId } from '@hogarte/shared/process-steps';
import type { RemodelingFileKind } from '@hogarte/shared/contracts/remodelings';
import { storedFiles } from './files.js';
import { users } from './users.js';

/**
 * A remodelling run through the process sheet (part 2 §3 Remodeling): its client and designer,
 * where the work is, and how it ended (finished, rated, paid out by the admin).
 */
export const remodelings = pgTable(
  'remodelings',
  {
    id: serial('id').primaryKey(),
    hashid: varchar('hashid', { length: 16 }).notNull(),
    clientUserId: integer('client_user_id')
      .notNull()
      .references(() => users.id),
    designerUserId: integer('designer_user_id').references(() => users.id),
    cityName: varchar('city_name', { length: 120 }),
    address: varchar('address', { length: 200 }),
    spaceQuantity: smallint('space_quantity').notNull().default(1),
    designerRating: smallint('designer_rating'),
    installersRating: smallint('installers_rating'),
    comments: text('comments'),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The admin has paid out designer, suppliers and lsh (part 2 §4 Paid mark). */
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('remodelings_hashid_key').on(table.hashid),
    index('remodelings_client_idx').on(table.clientUserId, table.createdAt),
    index('remodelings_designer_idx').on(table.designerUserId, table.createdAt),
    check(
      'remodelings_ratings_range',
      sql`(${table.designerRating} is null or ${table.designerRating} between 1 and 5) and (${table.installersRating} is null or ${table.installersRating} between 1 and 5)`,
    ),
    check(
      'remodelings_paid_after_finished',
      sql`${table.paidAt} is null or ${table.finishedAt} is not null`,
    ),
  ],
);

/** The sheet's steps, 7 in order (decision 029 names the seventh). */
export const remodelingSteps = pgTable(
  'remodeling_steps',
  {
    id: serial('id').primaryKey(),
    remodelingId: integer('remodeling_id')
      .notNull()
      .references(() => remodelings.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    name: varchar('name', { length: 30 }).$type<StepName>().notNull(),
    statusId: smallint('step_status_id').$type<StepStatusId>().notNull().default(1),
    date: timestamp('date', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('remodeling_steps_position_key').on(table.remodelingId, table.position),
    check('remodeling_steps_status_range', sql`${table.statusId} between 1 and 3`),
  ],
);

/**
 * Files of a sheet: legal and technical documents, designs, the lsh's invoice and liability
 * policy, the admin's invoice. A design is registered after its file (`POST …/designs`).
 */
export const remodelingFiles = pgTable(
  'remodeling_files',
  {
    id: serial('id').primaryKey(),
    remodelingId: integer('remodeling_id')
      .notNull()
      .references(() => remodelings.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).$type<RemodelingFileKind>().notNull(),
    uploaderUserId: integer('uploader_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('remodeling_files_remodeling_idx').on(table.remodelingId, table.kind),
    uniqueIndex('remodeling_files_file_key').on(table.fileId),
  ],
);

/** A design the designer proposes; the client approves it (part 2 §3 Design). */
export const remodelingDesigns = pgTable(
  'remodeling_designs',
  {
    id: serial('id').primaryKey(),
    remodelingId: integer('remodeling_id')
      .notNull()
      .references(() => remodelings.id, { onDelete: 'cascade' }),
    remodelingFileId: integer('remodeling_file_id')
      .notNull()
      .references(() => remodelingFiles.id, { onDelete: 'cascade' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('remodeling_designs_remodeling_idx').on(table.remodelingId),
    uniqueIndex('remodeling_designs_file_key').on(table.remodelingFileId),
  ],
);

/** The people the lsh operator sends to install (part 2 §3 Installer). */
export const remodelingInstallers = pgTable(
  'remodeling_installers',
  {
    id: serial('id').primaryKey(),
    remodelingId: integer('remodeling_id')
      .notNull()
      .references(() => remodelings.id, { onDelete: 'cascade' }),
    fullName: varchar('full_name', { length: 120 }).notNull(),
    cedula: varchar('cedula', { length: 10 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('remodeling_installers_remodeling_idx').on(table.remodelingId)],
);
