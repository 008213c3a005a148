/**
 * The sheet's rows paying its quotes reads (the quotes' own are the quotes module's): the sheet of
 * a payment, its lock, who is told once its quotes are paid; and what the legacy checkout shows of
 * a sheet and its payable quotes.
 */
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { payments } from '../../db/schema/commerce.js';
import { quotes } from '../../db/schema/quotes.js';
import { remodelings } from '../../db/schema/remodelings.js';
import { users } from '../../db/schema/users.js';

// ---- Paying and settling -----------------------------------------------------------------

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
