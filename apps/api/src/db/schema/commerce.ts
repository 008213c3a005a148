import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { PaymentStatus } from '@hogarte/shared/contracts/checkout';
import type { OrderAddress, OrderBilling } from '@hogarte/shared/contracts/orders';
import type { SuborderStatus } from '@hogarte/shared/orders';
import type { ReceiptData } from '@hogarte/shared/contracts/remodelings';
import { products } from './catalogue.js';
import { storedFiles } from './files.js';
import { presentialConsultancies } from './presential.js';
import { remodelings } from './remodelings.js';
import { users } from './users.js';
import { virtualConsultancies } from './virtual-consultancies.js';

/** A client's or designer's cart, kept on the server (part 2 §4 Cart); one row per product. */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.productId] }),
    check('cart_items_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/**
 * A purchase. It is placed `pending` with its stock reserved until `reserved_until`; an approved
 * payment makes it `paid`, a declined, failed or expired one `canceled` with the stock given back.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    buyerUserId: integer('buyer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The supplier whose white-label store the order was placed in, if any. */
    storeSupplierUserId: integer('store_supplier_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    status: varchar('status', { length: 10 })
      .$type<'pending' | 'paid' | 'canceled'>()
      .notNull()
      .default('pending'),
    /** Sum of the lines at their taxed prices, in COP. */
    subtotal: integer('subtotal').notNull(),
    shippingTotal: integer('shipping_total').notNull(),
    /** The designer's discount (half the commission), 0 for clients. */
    discount: integer('discount').notNull().default(0),
    total: integer('total').notNull(),
    billing: jsonb('billing').$type<OrderBilling>().notNull(),
    address: jsonb('address').$type<OrderAddress>().notNull(),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_buyer_idx').on(table.buyerUserId, table.createdAt),
    index('orders_pending_idx')
      .on(table.reservedUntil)
      .where(sql`${table.status} = 'pending'`),
    check('orders_total_not_negative', sql`${table.total} >= 0`),
  ],
);

/** One supplier's part of an order: its shipping and whether the admin has paid it. */
export const orderSuppliers = pgTable(
  'order_suppliers',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    supplierUserId: integer('supplier_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    carrierName: varchar('carrier_name', { length: 60 }).notNull(),
    carrierService: varchar('carrier_service', { length: 60 }),
    shippingCost: integer('shipping_cost').notNull(),
    /** Product delivery time + 3 days for the carrier (part 2 §9). */
    deliveryDays: smallint('delivery_days').notNull(),
    /** The admin has paid the supplier its share (part 2 §3 Order suppliers.is_paid). */
    isPaid: boolean('is_paid').notNull().default(false),
    paidConfirmedAt: timestamp('paid_confirmed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.supplierUserId] }),
    index('order_suppliers_supplier_idx').on(table.supplierUserId),
  ],
);

/** One product line of an order: the spec's suborder, prepared and shipped by its supplier. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    supplierUserId: integer('supplier_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    /** What the buyer saw when paying; the product may change afterwards. */
    productName: varchar('product_name', { length: 120 }).notNull(),
    productCode: varchar('product_code', { length: 30 }),
    imageUrl: text('image_url'),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    amount: integer('amount').notNull(),
    commissionPercentage: smallint('comission_percentage').notNull(),
    status: varchar('status', { length: 12 }).$type<SuborderStatus>().notNull().default('Created'),
    trackingNumber: varchar('tracking_number', { length: 80 }),
    trackUrl: text('track_url'),
    labelUrl: text('label_url'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('order_items_order_idx').on(table.orderId),
    index('order_items_supplier_idx').on(table.supplierUserId, table.status),
    check('order_items_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

export type OrderFileKind = 'client_invoice' | 'supplier_invoice' | 'supplier_payment_support';

/**
 * Files of an order: the client's invoice (uploaded by the admin), each supplier's sales invoice,
 * and the admin's proof of paying a supplier.
 */
export const orderFiles = pgTable(
  'order_files',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** null for the client's invoice. */
    supplierUserId: integer('supplier_user_id').references(() => users.id, {
      onDelete: 'cascade',
    }),
    kind: varchar('kind', { length: 30 }).$type<OrderFileKind>().notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_files_order_idx').on(table.orderId, table.kind)],
);

/**
 * One attempt to pay through Wompi (or PayU, the legacy checkout); `reference` is unique per
 * attempt. A payment pays exactly one thing: a shop order, a virtual consultancy (decision 027) or
 * quotes of a remodelling (`payment_quotes`, decision 029); settling dispatches on it.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    virtualConsultancyId: integer('virtual_consultancy_id').references(
      () => virtualConsultancies.id,
      { onDelete: 'cascade' },
    ),
    remodelingId: integer('remodeling_id').references(() => remodelings.id, {
      onDelete: 'cascade',
    }),
    presentialConsultancyId: integer('presential_consultancy_id').references(
      () => presentialConsultancies.id,
      { onDelete: 'cascade' },
    ),
    /** The designs payment a presential quote payment deducted (decision 030), else 0. */
    depositApplied: integer('deposit_applied').notNull().default(0),
    provider: varchar('provider', { length: 10 })
      .$type<'wompi' | 'payu'>()
      .notNull()
      .default('wompi'),
    /** The receipt the client asked for (quote payments). */
    receipt: jsonb('receipt').$type<ReceiptData>(),
    reference: varchar('reference', { length: 60 }).notNull(),
    amountInCents: bigint('amount_in_cents', { mode: 'number' }).notNull(),
    publicKey: varchar('public_key', { length: 120 }).notNull(),
    status: varchar('status', { length: 10 }).$type<PaymentStatus>().notNull().default('PENDING'),
    transactionId: varchar('transaction_id', { length: 80 }),
    paymentMethodType: varchar('payment_method_type', { length: 30 }),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_reference_key').on(table.reference),
    uniqueIndex('payments_transaction_key').on(table.transactionId),
    index('payments_order_idx').on(table.orderId),
    index('payments_virtual_consultancy_idx').on(table.virtualConsultancyId),
    index('payments_remodeling_idx').on(table.remodelingId),
    index('payments_presential_idx').on(table.presentialConsultancyId),
    check(
      'payments_pay_one_thing',
      sql`num_nonnulls(${table.orderId}, ${table.virtualConsultancyId}, ${table.remodelingId}, ${table.presentialConsultancyId}) = 1`,
    ),
  ],
);

/** Each Wompi event processed, by its checksum: a repeated delivery changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  checksum: varchar('checksum', { length: 64 }).primaryKey(),
  transactionId: varchar('transaction_id', { length: 80 }).notNull(),
  status: varchar('status', { length: 10 }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A buyer's review of a product it bought, one per suborder (part 2 §2.6, 1–1500 characters). */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('product_reviews_order_item_key').on(table.orderItemId),
    index('product_reviews_product_idx').on(table.productId, table.createdAt),
    check('product_reviews_rating_range', sql`${table.rating} between 1 and 5`),
  ],
);
