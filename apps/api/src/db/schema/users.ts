import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { BankName } from '@hogarte/shared/lookups';

/** Every person who signs in, whatever the role; role-specific data lives in the profile tables. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    roleId: smallint('role_id').notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 10 }).notNull(),
    cedula: varchar('cedula', { length: 10 }),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Bumped on every password change; tokens carrying an older version are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    referredFromId: smallint('referred_from_id'),
    cityCode: varchar('city_code', { length: 5 }),
    cityName: varchar('city_name', { length: 120 }),
    streetAddress: varchar('street_address', { length: 200 }),
    /** Designers and suppliers: null pending, true approved, false rejected. */
    isApproved: boolean('is_approved'),
    isPublic: boolean('is_public').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_uuid_key').on(table.uuid),
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_phone_key').on(table.phone),
    uniqueIndex('users_cedula_key')
      .on(table.cedula)
      .where(sql`${table.cedula} is not null`),
    index('users_role_created_idx').on(table.roleId, table.createdAt),
  ],
);

export const designerProfiles = pgTable('designer_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  professionId: smallint('profession_id'),
  bio: text('bio'),
  universityName: varchar('university_name', { length: 200 }),
  graduationYear: smallint('graduation_year'),
  instagram: varchar('instagram', { length: 100 }),
  ratingSum: integer('rating_sum').notNull().default(0),
  ratingCount: integer('rating_count').notNull().default(0),
});

export const supplierProfiles = pgTable(
  'supplier_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: varchar('company_name', { length: 120 }).notNull(),
    nit: varchar('nit', { length: 9 }).notNull(),
    companyPhone: varchar('company_phone', { length: 10 }).notNull(),
    companyEmail: varchar('company_email', { length: 254 }).notNull(),
    companyDescription: text('company_description'),
    legalRepFirstName: varchar('legal_rep_first_name', { length: 100 }),
    legalRepLastName: varchar('legal_rep_last_name', { length: 100 }),
    legalRepPhone: varchar('legal_rep_phone', { length: 10 }),
    legalRepCedula: varchar('legal_rep_cedula', { length: 10 }),
    contactFirstName: varchar('contact_first_name', { length: 100 }),
    contactLastName: varchar('contact_last_name', { length: 100 }),
    contactEmail: varchar('contact_email', { length: 254 }),
    contactPhone: varchar('contact_phone', { length: 10 }),
    isTaxable: boolean('is_taxable').notNull().default(false),
    primaryColor: varchar('company_primary_color', { length: 9 }),
    secondaryColor: varchar('company_secondary_color', { length: 9 }),
    fontType: varchar('company_font_type', { length: 80 }).notNull().default('Open Sans'),
    /** Wompi public key of the supplier's own storefront checkout. */
    wompiPublicKey: varchar('wompi_public_key', { length: 120 }),
    /** The supplier's Envia API key: shipping quotes from its own warehouses. */
    enviaKey: varchar('envia_key', { length: 200 }),
  },
  (table) => [
    uniqueIndex('supplier_profiles_company_name_key').on(sql`lower(${table.companyName})`),
    // The storefront path is the name with dashes for spaces: two names must not share one.
    uniqueIndex('supplier_profiles_company_name_slug_key').on(
      sql`lower(regexp_replace(btrim(${table.companyName}), '[[:space:]]+', '-', 'g'))`,
    ),
  ],
);

/** A supplier's sales adviser (part 2 §3 Salesperson); approval and activity are on `users`. */
export const salespersonProfiles = pgTable(
  'salesperson_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    supplierUserId: integer('supplier_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    professionalProfile: varchar('professional_profile', { length: 120 }),
    /** The Instagram user, without the at-sign. */
    instagram: varchar('instagram', { length: 60 }),
    videoPresentationUrl: text('video_presentation_url'),
    onlineStatus: varchar('online_status', { length: 10 })
      .$type<'online' | 'away' | 'offline'>()
      .notNull()
      .default('offline'),
  },
  (table) => [
    // The supplier's table and the public list read a supplier's advisers.
    index('salesperson_profiles_supplier_idx').on(table.supplierUserId),
    check(
      'salesperson_profiles_online_status_known',
      sql`${table.onlineStatus} in ('online', 'away', 'offline')`,
    ),
  ],
);

export const bankAccounts = pgTable('bank_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bankName: varchar('bank_name', { length: 40 }).$type<BankName>().notNull(),
  accountNumber: varchar('account_number', { length: 30 }).notNull(),
  isSavingsAccount: boolean('is_savings_account').notNull(),
});

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token: a leaked table does not leak usable links. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('password_reset_tokens_hash_key').on(table.tokenHash)],
);

/** Supplier warehouses (storage) and buyers' delivery addresses (shipping). */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).$type<'storage' | 'shipping'>().notNull(),
    streetAddress: varchar('street_address', { length: 200 }).notNull(),
    cityCode: varchar('city_code', { length: 5 }).notNull(),
    cityName: varchar('city_name', { length: 120 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('addresses_user_kind_idx').on(table.userId, table.kind)],
);
