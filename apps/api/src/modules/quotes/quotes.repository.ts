import {
  aliasedTable,
  and,
  asc,
  count,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { brands, products } from '../../db/schema/catalogue.js';
import { storedFiles } from '../../db/schema/files.js';
import { quoteLines, quoteTrackings, quotes } from '../../db/schema/quotes.js';
import { supplierProfiles, users } from '../../db/schema/users.js';
import { containing } from '../../db/search.js';
import { productIsVisible } from '../../db/visibility.js';

const principalImage = aliasedTable(storedFiles, 'principal_image');

/** What a quote reads of a product, and what the designer's catalogue shows of it. */
const QUOTE_PRODUCT_COLUMNS = {
  id: products.id,
  visible: productIsVisible,
  name: products.name,
  categoryId: products.categoryId,
  brandId: products.brandId,
  brandName: brands.name,
  complementedBrandId: products.complementedBrandId,
  minSaleUnit: products.minSaleUnit,
  yieldM2: products.yieldM2,
  unitsPerPackage: products.unitsPerPackage,
  unitOfMeasureId: products.unitOfMeasureId,
  packingPresentationId: products.packingPresentationId,
  price: products.price,
  taxedPrice: products.taxedPrice,
  installationPrice: products.installationPrice,
  commissionPercent: products.commissionPercentage,
  unitsAvailable: products.unitsAvailable,
  supplierUserId: products.supplierUserId,
  supplierUuid: users.uuid,
  companyName: supplierProfiles.companyName,
  imageKey: principalImage.storageKey,
};

export interface QuoteProductRow {
  id: number;
  visible: boolean;
  name: string;
  categoryId: number;
  brandId: number | null;
  brandName: string | null;
  complementedBrandId: number | null;
  minSaleUnit: number | null;
  yieldM2: number | null;
  unitsPerPackage: number | null;
  unitOfMeasureId: number | null;
  packingPresentationId: number;
  price: number;
  taxedPrice: number;
  installationPrice: number | null;
  commissionPercent: number;
  unitsAvailable: number;
  supplierUserId: number;
  supplierUuid: string;
  companyName: string;
  imageKey: string | null;
}

function quoteProductsQuery(executor: Database) {
  return executor
    .select(QUOTE_PRODUCT_COLUMNS)
    .from(products)
    .innerJoin(users, eq(users.id, products.supplierUserId))
    .innerJoin(supplierProfiles, eq(supplierProfiles.userId, products.supplierUserId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(principalImage, eq(principalImage.id, products.principalImageId));
}

/** The products named, visible or not (the caller says which one went away), without locks. */
export function findQuoteProducts(
  executor: Database,
  productIds: readonly number[],
): Promise<QuoteProductRow[]> {
  return quoteProductsQuery(executor)
    .where(inArray(products.id, [...productIds]))
    .orderBy(asc(products.id));
}

/**
 * The products named, locked in id order like the checkout locks them, so a quote and a shop
 * purchase of the same products queue instead of deadlocking, and their stock read under the
 * lock. `no key update` is the lock the stock update takes: it conflicts with itself (two
 * reservations of one product wait for each other) but lets carts and quote lines keep
 * referencing the product.
 */
export function lockQuoteProducts(
  executor: Database,
  productIds: readonly number[],
): Promise<QuoteProductRow[]> {
  return quoteProductsQuery(executor)
    .where(inArray(products.id, [...productIds]))
    .orderBy(asc(products.id))
    .for('no key update', { of: products });
}

export interface QuoteCatalogueFilter {
  search?: string | undefined;
  categoryId?: number | undefined;
  ids?: readonly number[] | undefined;
}

function catalogueConditions(filter: QuoteCatalogueFilter) {
  const search = filter.search?.trim();
  return and(
    productIsVisible,
    filter.categoryId === undefined ? undefined : eq(products.categoryId, filter.categoryId),
    filter.ids === undefined ? undefined : inArray(products.id, [...filter.ids]),
    search
      ? or(
          ilike(products.name, containing(search)),
          ilike(brands.name, containing(search)),
          ilike(supplierProfiles.companyName, containing(search)),
        )
      : undefined,
  );
}

/** A page of the products a designer may quote, by name, with the total. */
export function listQuoteProducts(
  executor: Database,
  filter: QuoteCatalogueFilter,
  page: { limit: number; offset: number },
): Promise<[QuoteProductRow[], number]> {
  const where = catalogueConditions(filter);
  const rows = quoteProductsQuery(executor)
    .where(where)
    .orderBy(asc(products.name), asc(products.id))
    .limit(page.limit)
    .offset(page.offset);
  const total = executor
    .select({ total: count() })
    .from(products)
    .innerJoin(users, eq(users.id, products.supplierUserId))
    .innerJoin(supplierProfiles, eq(supplierProfiles.userId, products.supplierUserId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(where)
    .then((result) => result[0]?.total ?? 0);
  return Promise.all([rows, total]);
}

/** What a quote belongs to: a remodelling's sheet or a presential consultancy (decision 030). */
export interface QuoteOwnerRef {
  kind: 'remodeling' | 'presential';
  id: number;
}

/** The condition naming an owner's quotes. */
export function ownedBy(owner: QuoteOwnerRef): SQL {
  return owner.kind === 'remodeling'
    ? eq(quotes.remodelingId, owner.id)
    : eq(quotes.presentialConsultancyId, owner.id);
}

export interface NewQuote {
  owner: QuoteOwnerRef;
  designerUserId: number;
  name: string;
  fileId: number;
  subtotal: number;
  iva: number;
  toPay: number;
  toPayDesigner: number;
  toPaySupplier: number;
  toPayLsh: number;
  toPayPlatform: number;
  reservedUntil: Date;
  createdAt: Date;
  lines: {
    productId: number;
    supplierUserId: number;
    productName: string;
    complementary: boolean;
    m2: number | null;
    units: number;
    unitPrice: number;
    shippingCost: number;
    installationPrice: number;
    commissionPercentage: number;
    subtotal: number;
  }[];
}

export async function insertQuote(executor: Database, quote: NewQuote): Promise<number> {
  const { lines, owner, ...row } = quote;
  const [inserted] = await executor
    .insert(quotes)
    .values({
      ...row,
      remodelingId: owner.kind === 'remodeling' ? owner.id : null,
      presentialConsultancyId: owner.kind === 'presential' ? owner.id : null,
    })
    .returning({ id: quotes.id });
  if (!inserted) throw new Error('quote insert returned nothing');
  await executor
    .insert(quoteLines)
    .values(lines.map((line) => ({ ...line, quoteId: inserted.id })));
  return inserted.id;
}

/** An owner's quote, locked, with what its approval needs. */
export async function lockOwnerQuote(executor: Database, owner: QuoteOwnerRef, quoteId: number) {
  const [row] = await executor
    .select({ id: quotes.id, name: quotes.name, approvedAt: quotes.approvedAt })
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), ownedBy(owner)))
    .for('update');
  return row;
}

/** Approves a quote once: false when it already was. */
export async function markQuoteApproved(
  executor: Database,
  quoteId: number,
  at: Date,
): Promise<boolean> {
  const updated = await executor
    .update(quotes)
    .set({ approvedAt: at })
    .where(and(eq(quotes.id, quoteId), isNull(quotes.approvedAt)))
    .returning({ id: quotes.id });
  return updated.length > 0;
}

/**
 * Unpaid quotes still holding units after their reservation ran out, locked; `skip locked` lets
 * several processes sweep at once, and leaves a quote being paid right now to its payment.
 */
export function lockExpiredQuotes(executor: Database, now: Date, limit: number) {
  return executor
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(isNull(quotes.paidAt), isNull(quotes.releasedAt), lt(quotes.reservedUntil, now)))
    .orderBy(asc(quotes.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** The units the quotes hold, per product (`quantity` as the stock moves read it). */
export function heldUnits(executor: Database, quoteIds: readonly number[]) {
  return executor
    .select({
      productId: quoteLines.productId,
      quantity: sql<number>`sum(${quoteLines.units})::int`,
    })
    .from(quoteLines)
    .where(inArray(quoteLines.quoteId, [...quoteIds]))
    .groupBy(quoteLines.productId)
    .orderBy(asc(quoteLines.productId));
}

export async function markQuotesReleased(
  executor: Database,
  quoteIds: readonly number[],
  at: Date,
): Promise<void> {
  await executor
    .update(quotes)
    .set({ releasedAt: at })
    .where(inArray(quotes.id, [...quoteIds]));
}

/** `GET …/invoices?approved=true&paid=false` and `?paid=true`. */
export interface QuoteFilter {
  approved?: boolean | undefined;
  paid?: boolean | undefined;
}

function filterConditions(filter: QuoteFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.approved !== undefined) {
    conditions.push(filter.approved ? isNotNull(quotes.approvedAt) : isNull(quotes.approvedAt));
  }
  if (filter.paid !== undefined) {
    conditions.push(filter.paid ? isNotNull(quotes.paidAt) : isNull(quotes.paidAt));
  }
  return conditions;
}

/** An owner's quotes with their PDF file, oldest first. */
export async function listOwnerQuoteRows(
  executor: Database,
  owner: QuoteOwnerRef,
  filter: QuoteFilter,
) {
  return executor
    .select({
      id: quotes.id,
      name: quotes.name,
      subtotal: quotes.subtotal,
      iva: quotes.iva,
      toPay: quotes.toPay,
      toPayDesigner: quotes.toPayDesigner,
      toPaySupplier: quotes.toPaySupplier,
      toPayLsh: quotes.toPayLsh,
      toPayPlatform: quotes.toPayPlatform,
      approvedAt: quotes.approvedAt,
      paidAt: quotes.paidAt,
      reservedUntil: quotes.reservedUntil,
      releasedAt: quotes.releasedAt,
      createdAt: quotes.createdAt,
      fileId: storedFiles.id,
      fileName: storedFiles.fileName,
      storageKey: storedFiles.storageKey,
      isPrivate: storedFiles.isPrivate,
    })
    .from(quotes)
    .innerJoin(storedFiles, eq(storedFiles.id, quotes.fileId))
    .where(and(ownedBy(owner), ...filterConditions(filter)))
    .orderBy(asc(quotes.createdAt), asc(quotes.id));
}

/** The lines and tracking links of some quotes, all of them or one supplier's. */
export async function listQuoteDetails(
  executor: Database,
  ids: number[],
  supplierUserId: number | undefined,
) {
  const mine = (column: typeof quoteLines.supplierUserId | typeof quoteTrackings.supplierUserId) =>
    supplierUserId === undefined ? [] : [eq(column, supplierUserId)];

  const lines = await executor
    .select({
      quoteId: quoteLines.quoteId,
      productId: quoteLines.productId,
      name: quoteLines.productName,
      complementary: quoteLines.complementary,
      m2: quoteLines.m2,
      units: quoteLines.units,
      unitPrice: quoteLines.unitPrice,
      shippingCost: quoteLines.shippingCost,
      installationPrice: quoteLines.installationPrice,
      commissionPercentage: quoteLines.commissionPercentage,
      subtotal: quoteLines.subtotal,
      supplierUuid: users.uuid,
      companyName: supplierProfiles.companyName,
    })
    .from(quoteLines)
    .innerJoin(users, eq(users.id, quoteLines.supplierUserId))
    .innerJoin(supplierProfiles, eq(supplierProfiles.userId, quoteLines.supplierUserId))
    .where(and(inArray(quoteLines.quoteId, ids), ...mine(quoteLines.supplierUserId)))
    .orderBy(asc(quoteLines.id));

  const trackings = await executor
    .select({
      id: quoteTrackings.id,
      quoteId: quoteTrackings.quoteId,
      url: quoteTrackings.url,
      createdAt: quoteTrackings.createdAt,
      supplierUuid: users.uuid,
      companyName: supplierProfiles.companyName,
    })
    .from(quoteTrackings)
    .innerJoin(users, eq(users.id, quoteTrackings.supplierUserId))
    .innerJoin(supplierProfiles, eq(supplierProfiles.userId, quoteTrackings.supplierUserId))
    .where(and(inArray(quoteTrackings.quoteId, ids), ...mine(quoteTrackings.supplierUserId)))
    .orderBy(asc(quoteTrackings.id));

  return { lines, trackings };
}
