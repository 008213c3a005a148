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

/** The links of a supplier storefront's navigation bar, at most 10 (part 2 §5 Storefront). */
export const storeNavbarLinks = pgTable(
  'store_navbar_links',
  {
    id: serial('id').primaryKey(),
    supplierUserId: integer('supplier_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 40 }).notNull(),
    url: varchar('url', { length: 500 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('store_navbar_links_supplier_idx').on(table.supplierUserId, table.id)],
);

/** A storefront's social network links, one per network. */
export const storeSocialLinks = pgTable(
  'store_social_links',
  {
    id: serial('id').primaryKey(),
    supplierUserId: integer('supplier_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    socialMediaTypeId: smallint('social_media_type_id').notNull(),
    url: varchar('url', { length: 500 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('store_social_links_supplier_type_key').on(
      table.supplierUserId,
      table.socialMediaTypeId,
    ),
  ],
);
