import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ReceiptData } from '@hogarte/shared/contracts/remodelings';
import { products } from './catalogue.js';
import { payments } from './commerce.js';
import { storedFiles } from './files.js';
import { presentialConsultancies } from './presential.js';
import { remodelings } from './remodelings.js';
import { users } from './users.js';

/**
 * A designer's quote (the spec's invoice): products of one or more suppliers with their units,
 * shipping, installation and IVA, rendered as a PDF. It belongs to a remodelling or to a presential
 * consultancy (decision 030). Its quoted units are taken from the stock the shop sells until
 * `reserved_until`; an expired, unpaid quote gives them back (`released_at`). The client approves
 * it, then pays it once; the split of what it pays is stored with it (decision 029).
 */
export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    remodelingId: integer('remodeling_id').references(() => remodelings.id, {
      onDelete: 'cascade',
    }),
    presentialConsultancyId: integer('presential_consultancy_id').references(
      () => presentialConsultancies.id,
      { onDelete: 'cascade' },
    ),
    designerUserId: integer('designer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    name: varchar('name', { length: 80 }).notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
    subtotal: integer('subtotal').notNull(),
    iva: integer('iva').notNull(),
    toPay: integer('to_pay').notNull(),
    toPayDesigner: integer('to_pay_designer').notNull(),
    toPaySupplier: integer('to_pay_supplier').notNull(),
    toPayLsh: integer('to_pay_lsh').notNull(),
    toPayPlatform: integer('to_pay_platform').notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }).notNull(),
    /** When an unpaid quote's reservation expired and its units went back to the stock. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('quotes_remodeling_idx').on(table.remodelingId, table.createdAt),
    index('quotes_presential_idx').on(table.presentialConsultancyId, table.createdAt),
    index('quotes_reserved_idx')
      .on(table.reservedUntil)
      .where(sql`${table.paidAt} is null and ${table.releasedAt} is null`),
    check(
      'quotes_belongs_to_one_thing',
      sql`num_nonnulls(${table.remodelingId}, ${table.presentialConsultancyId}) = 1`,
    ),
    check(
      'quotes_split_adds_up',
      sql`${table.toPayDesigner} + ${table.toPaySupplier} + ${table.toPayLsh} + ${table.toPayPlatform} = ${table.toPay}`,
    ),
    check(
      'quotes_paid_after_approved',
      sql`${table.paidAt} is null or ${table.approvedAt} is not null`,
    ),
  ],
);

/** One product of a quote, as it was priced when quoted. */
export const quoteLines = pgTable(
  'quote_lines',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    supplierUserId: integer('supplier_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    productName: varchar('product_name', { length: 120 }).notNull(),
    complementary: boolean('complementary').notNull().default(false),
    m2: numeric('m2', { precision: 10, scale: 2, mode: 'number' }),
    units: integer('units').notNull(),
    unitPrice: integer('unit_price').notNull(),
    shippingCost: integer('shipping_cost').notNull(),
    installationPrice: integer('installation_price').notNull(),
    commissionPercentage: smallint('comission_percentage').notNull(),
    /** units × price + shipping (part 1 §9). */
    subtotal: integer('subtotal').notNull(),
  },
  (table) => [
    index('quote_lines_quote_idx').on(table.quoteId),
    index('quote_lines_supplier_idx').on(table.supplierUserId),
    check('quote_lines_units_positive', sql`${table.units} > 0`),
  ],
);

/** A supplier's tracking link for the products of a quote it ships (part 2 §7). */
export const quoteTrackings = pgTable(
  'quote_trackings',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    supplierUserId: integer('supplier_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('quote_trackings_quote_idx').on(table.quoteId)],
);

/**
 * A supplier's receipt or invoice for a paid quote it has products in (part 2 §2.5, §7: the
 * spec's supplier receipts, `presential_consultancy_file_id` being this row's id).
 */
export const quoteSupplierReceipts = pgTable(
  'quote_supplier_receipts',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    supplierUserId: integer('supplier_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('quote_supplier_receipts_quote_idx').on(table.quoteId, table.supplierUserId),
    uniqueIndex('quote_supplier_receipts_file_key').on(table.fileId),
  ],
);

/** The quotes one payment pays (part 2 §3 Payment: `invoices`). */
export const paymentQuotes = pgTable(
  'payment_quotes',
  {
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.paymentId, table.quoteId] }),
    index('payment_quotes_quote_idx').on(table.quoteId),
  ],
);

/** The receipt data a client last gave (part 2 §3 Receipt data), offered again next time. */
export const billingReceipts = pgTable('billing_receipts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  data: jsonb('data').$type<ReceiptData>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
