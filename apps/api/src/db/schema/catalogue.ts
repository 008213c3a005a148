import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
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
import { storedFiles } from './files.js';
import { addresses, users } from './users.js';

/** A supplier's brand, of coverings (1) or decoratives (2). */
export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    supplierUserId: integer('supplier_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 25 }).notNull(),
    productTypeId: smallint('product_type_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('brands_supplier_name_type_key').on(
      table.supplierUserId,
      sql`lower(${table.name})`,
      table.productTypeId,
    ),
  ],
);

/** Measures are decimals in metres (thickness in cm, package in cm), weights in kg. */
const measure = (name: string) => numeric(name, { precision: 10, scale: 3, mode: 'number' });

/**
 * A supplier's product (part 2 §3 Product). Money is integer COP: `price` without IVA and
 * `taxed_price` with it. Buyers see a product only when it is approved, public, not deleted and
 * its supplier is approved and public.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    supplierUserId: integer('supplier_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: smallint('category_id').notNull(),
    code: varchar('code', { length: 30 }),
    name: varchar('name', { length: 120 }).notNull(),
    reference: varchar('reference', { length: 50 }),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'restrict' }),
    material: varchar('material', { length: 25 }),
    colorId: smallint('color_id'),
    /** Coverings and floors: the m² one sale unit (a box) covers. */
    minSaleUnit: measure('min_sale_unit'),
    unitsPerPackage: integer('units_per_package'),
    price: integer('price').notNull().default(0),
    taxedPrice: integer('taxed_price').notNull().default(0),
    size: varchar('size', { length: 3 }),
    storageAddressId: integer('storage_address_id').references(() => addresses.id, {
      onDelete: 'restrict',
    }),
    commissionPercentage: smallint('comission_percentage').notNull().default(20),
    deliveryTimeDays: smallint('delivery_time').notNull().default(1),
    lightTypeId: smallint('light_type_id'),
    lampTypeId: smallint('lamp_type_id'),
    originId: smallint('origin_id'),
    productContent: varchar('product_content', { length: 200 }),
    unitsAvailable: integer('units_available').notNull().default(0),
    warranty: smallint('warranty').notNull().default(0),
    isWarrantyInMonths: boolean('is_warranty_in_months').notNull().default(false),
    description: text('description'),
    /** Complementary products: the covering brand they are laid with, and their yield. */
    complementedBrandId: integer('brand_that_complements_id').references(() => brands.id, {
      onDelete: 'restrict',
    }),
    unitOfMeasureId: smallint('unit_of_measure_id'),
    yieldM2: measure('yield_m2'),
    length: measure('length'),
    width: measure('width'),
    depth: measure('depth'),
    height: measure('height'),
    diameter: measure('diameter'),
    thickness: measure('thickness'),
    weight: measure('weight'),
    packingPresentationId: smallint('packing_presentation_id').notNull().default(1),
    packageLength: measure('package_length'),
    packageWidth: measure('package_width'),
    packageHeight: measure('package_height'),
    packageWeight: measure('package_weight'),
    principalImageId: integer('principal_image_id').references(() => storedFiles.id, {
      onDelete: 'set null',
    }),
    technicalSheetId: integer('technical_sheet_id').references(() => storedFiles.id, {
      onDelete: 'set null',
    }),
    /** Set by the lsh operator (or an admin); null until then. */
    installationPrice: integer('installation_price'),
    isPublic: boolean('is_public').notNull().default(true),
    /** null in review, true approved, false declined. */
    isApproved: boolean('is_approved'),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** The admin's seasonal selection for the home page and /productos (decision 010). */
    isSeasonal: boolean('is_seasonal').notNull().default(false),
    /** Deleted products stay for the orders that name them, hidden from everyone else. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('products_supplier_idx').on(table.supplierUserId),
    index('products_review_idx').on(table.isApproved, table.createdAt),
    index('products_brand_idx').on(table.brandId),
    index('products_complemented_brand_idx').on(table.complementedBrandId),
    check('products_units_available_not_negative', sql`${table.unitsAvailable} >= 0`),
    check('products_price_not_negative', sql`${table.price} >= 0`),
  ],
);

/** A product's ambient images, in the order the supplier gave them. */
export const productAmbientImages = pgTable(
  'product_ambient_images',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.fileId] })],
);

/** A buyer's favourite products. */
export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.productId] }),
    index('favorites_user_created_idx').on(table.userId, table.createdAt),
  ],
);
