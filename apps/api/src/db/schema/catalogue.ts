import { boolean, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A supplier's product. Only what the people issue needs exists yet (whose it is, whether it is
 * public and approved); the catalogue adds its fields, images and prices in its own migration.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    supplierUserId: integer('supplier_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    isPublic: boolean('is_public').notNull().default(true),
    /** null in review, true approved, false declined. */
    isApproved: boolean('is_approved'),
    isFeatured: boolean('is_featured').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('products_supplier_idx').on(table.supplierUserId)],
);
