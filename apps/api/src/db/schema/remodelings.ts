import {
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

/** A remodelling run through the process sheet; its steps and money arrive with later work. */
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
    designerRating: smallint('designer_rating'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('remodelings_hashid_key').on(table.hashid),
    index('remodelings_client_idx').on(table.clientUserId, table.createdAt),
  ],
);
