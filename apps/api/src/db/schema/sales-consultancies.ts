import {
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { products } from './catalogue.js';
import { chatRooms } from './chat.js';
import { users } from './users.js';

/** A client's conversation with a supplier's adviser about a product (part 2 §3). */
export const salesConsultancies = pgTable(
  'sales_consultancies',
  {
    id: serial('id').primaryKey(),
    hashid: varchar('hashid', { length: 16 }).notNull(),
    clientUserId: integer('client_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    salespersonUserId: integer('salesperson_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id),
    /** The adviser's status as the client saw it when choosing (the spec's request carries it). */
    salespersonOnlineStatus: varchar('salesperson_online_status', { length: 10 })
      .$type<'online' | 'away' | 'offline'>()
      .notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('sales_consultancies_hashid_key').on(table.hashid),
    uniqueIndex('sales_consultancies_room_key').on(table.roomId),
    // One open conversation per client, adviser and product, even when two starts race.
    uniqueIndex('sales_consultancies_open_key')
      .on(table.clientUserId, table.salespersonUserId, table.productId)
      .where(sql`${table.finishedAt} is null`),
    index('sales_consultancies_client_idx').on(table.clientUserId, table.createdAt),
    index('sales_consultancies_salesperson_idx').on(table.salespersonUserId, table.createdAt),
  ],
);
