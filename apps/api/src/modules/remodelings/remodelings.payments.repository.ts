/**
 * The rows paying a remodelling's quotes reads and writes: the client's receipt data, the quotes
 * a payment takes (locked), the payment's quotes, and who is told once they are paid; and what
 * the legacy checkout shows of a sheet and its payable quotes.
 */
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReceiptData } from '@hogarte/shared/contracts/remodelings';
import type { Database } from '../../db/client.js';
import { payments } from '../../db/schema/commerce.js';
import { billingReceipts, paymentQuotes, quoteLines, quotes } from '../../db/schema/quotes.js';
import { remodelings } from '../../db/schema/remodelings.js';
import { users } from '../../db/schema/users.js';

// ---- Receipt data --------------------------------------------------------------------------

export async function findReceipt(executor: Database, userId: number): Promise<ReceiptData | null> {
  const [row] = await executor
    .select({ data: billingReceipts.data })
    .from(billingReceipts)
    .where(eq(billingReceipts.userId, userId));
  return row?.data ?? null;
}

/** The client's receipt data, replacing the one kept before (one per client). */
export async function upsertReceipt(
  executor: Database,
  userId: number,
  data: ReceiptData,
  now: Date,
): Promise<void> {
  await executor
    .insert(billingReceipts)
    .values({ userId, data, updatedAt: now })
    .onConflictDoUpdate({ target: billingReceipts.userId, set: { data, updatedAt: now } });
}

// ---- Quotes being paid ---------------------------------------------------------------------

export interface LockedQuote {
  id: number;
  name: string;
  toPay: number;
  subtotal: number;
  iva: number;
  approvedAt: Date | null;
  paidAt: Date | null;
  releasedAt: Date | null;
  reservedUntil: Date;
}

/** The quotes of a sheet, locked in id order (payments and the expiry sweep queue, never cross). */
export function lockSheetQuotes(
  tx: Database,
  remodelingId: number,
  quoteIds: readonly number[],
): Promise<LockedQuote[]> {
  return tx
    .select({
      id: quotes.id,
      name: quotes.name,
      toPay: quotes.toPay,
      subtotal: quotes.subtotal,
      iva: quotes.iva,
      approvedAt: quotes.approvedAt,
      paidAt: quotes.paidAt,
      releasedAt: quotes.releasedAt,
      reservedUntil: quotes.reservedUntil,
    })
    .from(quotes)
    .where(and(eq(quotes.remodelingId, remodelingId), inArray(quotes.id, [...quoteIds])))
    .orderBy(asc(quotes.id))
    .for('update');
}

/** The units the quotes name, per product, with the product's name as the quotes wrote it. */
export function quotedUnits(tx: Database, quoteIds: readonly number[]) {
  return tx
    .select({
      productId: quoteLines.productId,
      name: quoteLines.productName,
      units: sql<number>`sum(${quoteLines.units})::int`,
    })
    .from(quoteLines)
    .where(inArray(quoteLines.quoteId, [...quoteIds]))
    .groupBy(quoteLines.productId, quoteLines.productName);
}

/**
 * The quotes hold their units again (none released) until at least `until`; a reservation that
 * already lasts longer keeps its end.
 */
export async function holdQuotesUntil(
  tx: Database,
  quoteIds: readonly number[],
  until: Date,
): Promise<void> {
  await tx
    .update(quotes)
    .set({
      releasedAt: null,
      reservedUntil: sql`greatest(${quotes.reservedUntil}, ${until.toISOString()}::timestamptz)`,
    })
    .where(inArray(quotes.id, [...quoteIds]));
}

export async function insertPaymentQuotes(
  tx: Database,
  paymentId: number,
  quoteIds: readonly number[],
): Promise<void> {
  await tx.insert(paymentQuotes).values(quoteIds.map((quoteId) => ({ paymentId, quoteId })));
}

/** A quote payment's sheet and client, by the payment's reference. */
export async function findQuotePaymentOwner(executor: Database, reference: string) {
  const [row] = await executor
    .select({ hashid: remodelings.hashid, clientUserId: remodelings.clientUserId })
    .from(payments)
    .innerJoin(remodelings, eq(remodelings.id, payments.remodelingId))
    .where(eq(payments.reference, reference))
    .limit(1);
  return row;
}

// ---- Settling ------------------------------------------------------------------------------

export async function lockSheetRow(tx: Database, remodelingId: number): Promise<void> {
  await tx
    .select({ id: remodelings.id })
    .from(remodelings)
    .where(eq(remodelings.id, remodelingId))
    .for('update');
}

/** The ids of the quotes a payment pays. */
export async function paymentQuoteIds(tx: Database, paymentId: number): Promise<number[]> {
  const rows = await tx
    .select({ quoteId: paymentQuotes.quoteId })
    .from(paymentQuotes)
    .where(eq(paymentQuotes.paymentId, paymentId));
  return rows.map((row) => row.quoteId);
}

export async function markQuotesPaid(
  tx: Database,
  quoteIds: readonly number[],
  at: Date,
): Promise<void> {
  await tx
    .update(quotes)
    .set({ paidAt: at, releasedAt: null })
    .where(inArray(quotes.id, [...quoteIds]));
}

export interface PaidLine {
  quoteName: string;
  productName: string;
  units: number;
  subtotal: number;
  supplierUserId: number;
  supplierEmail: string;
  supplierFirstName: string;
}

/** The lines of paid quotes with their supplier's contact, quote by quote. */
export function paidLines(tx: Database, quoteIds: readonly number[]): Promise<PaidLine[]> {
  return tx
    .select({
      quoteName: quotes.name,
      productName: quoteLines.productName,
      units: quoteLines.units,
      subtotal: quoteLines.subtotal,
      supplierUserId: quoteLines.supplierUserId,
      supplierEmail: users.email,
      supplierFirstName: users.firstName,
    })
    .from(quoteLines)
    .innerJoin(quotes, eq(quotes.id, quoteLines.quoteId))
    .innerJoin(users, eq(users.id, quoteLines.supplierUserId))
    .where(inArray(quoteLines.quoteId, [...quoteIds]))
    .orderBy(asc(quoteLines.quoteId), asc(quoteLines.id));
}

/** The active users of a role (lsh, admins), to be told by email. */
export function activeUsersOfRole(tx: Database, roleId: number) {
  return tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.roleId, roleId), eq(users.isActive, true)));
}

/** A sheet's hashid and place, with its designer's contact (none before one is hired). */
export async function findSheetNotice(tx: Database, remodelingId: number) {
  const [row] = await tx
    .select({
      hashid: remodelings.hashid,
      address: remodelings.address,
      city: remodelings.cityName,
      designerEmail: users.email,
      designerFirstName: users.firstName,
    })
    .from(remodelings)
    .leftJoin(users, eq(users.id, remodelings.designerUserId))
    .where(eq(remodelings.id, remodelingId));
  return row;
}

// ---- Legacy checkout -----------------------------------------------------------------------

const payable = (remodelingId: number) =>
  and(eq(quotes.remodelingId, remodelingId), isNotNull(quotes.approvedAt), isNull(quotes.paidAt));

const designers = alias(users, 'designer');

/** A sheet with its client and designer, for the legacy checkout's header. */
export async function findPurchaseSummary(executor: Database, remodelingId: number) {
  const [row] = await executor
    .select({
      createdAt: remodelings.createdAt,
      finishedAt: remodelings.finishedAt,
      city: remodelings.cityName,
      address: remodelings.address,
      clientFirstName: users.firstName,
      clientLastName: users.lastName,
      clientEmail: users.email,
      designerFirstName: designers.firstName,
      designerLastName: designers.lastName,
    })
    .from(remodelings)
    .innerJoin(users, eq(users.id, remodelings.clientUserId))
    .leftJoin(designers, eq(designers.id, remodelings.designerUserId))
    .where(eq(remodelings.id, remodelingId));
  return row;
}

/** How many of a sheet's quotes are approved and unpaid, and what they add up to. */
export async function payableQuoteTotals(executor: Database, remodelingId: number) {
  const [row] = await executor
    .select({
      count: sql<number>`count(*)::int`,
      toPay: sql<number>`coalesce(sum(${quotes.toPay}), 0)::int`,
    })
    .from(quotes)
    .where(payable(remodelingId));
  return row;
}

/** A sheet's approved, unpaid quotes, oldest first. */
export function listPayableQuotes(executor: Database, remodelingId: number) {
  return executor
    .select({
      id: quotes.id,
      name: quotes.name,
      subtotal: quotes.subtotal,
      iva: quotes.iva,
      toPay: quotes.toPay,
      reservedUntil: quotes.reservedUntil,
      releasedAt: quotes.releasedAt,
    })
    .from(quotes)
    .where(payable(remodelingId))
    .orderBy(asc(quotes.createdAt), asc(quotes.id));
}
