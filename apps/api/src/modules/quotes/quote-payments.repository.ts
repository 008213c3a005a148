/**
 * The rows paying quotes reads and writes, whatever owns the quotes (a remodelling's sheet or a
 * presential consultancy): the client's receipt data, the quotes a payment takes (locked), the
 * payment's quotes, and who is told once they are paid.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ReceiptData } from '@hogarte/shared/contracts/remodelings';
import type { Database } from '../../db/client.js';
import { billingReceipts, paymentQuotes, quoteLines, quotes } from '../../db/schema/quotes.js';
import { users } from '../../db/schema/users.js';
import { ownedBy, type QuoteOwnerRef } from './quotes.repository.js';

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

/** The quotes of an owner, locked in id order (payments and the expiry sweep queue, never cross). */
export function lockOwnerQuotes(
  tx: Database,
  owner: QuoteOwnerRef,
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
    .where(and(ownedBy(owner), inArray(quotes.id, [...quoteIds])))
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

// ---- Settling ------------------------------------------------------------------------------

/** The ids of the quotes a payment pays (none for a payment of something else). */
export async function paymentQuoteIds(executor: Database, paymentId: number): Promise<number[]> {
  const rows = await executor
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
