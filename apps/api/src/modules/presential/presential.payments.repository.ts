/**
 * The consultancy's rows its payments read and write (decision 030): the payment a client returns
 * with, the consultancy locked while a payment settles, its designs paid and its deposit used
 * (each once), and who is told.
 */
import { and, eq, exists, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { payments } from '../../db/schema/commerce.js';
import { presentialConsultancies } from '../../db/schema/presential.js';
import { paymentQuotes } from '../../db/schema/quotes.js';
import { users } from '../../db/schema/users.js';

/** A presential payment by its reference: its consultancy, its client, what it paid. */
export async function findPresentialPayment(executor: Database, reference: string) {
  const [row] = await executor
    .select({
      hashid: presentialConsultancies.hashid,
      clientUserId: presentialConsultancies.clientUserId,
      depositApplied: payments.depositApplied,
      paysQuotes: exists(
        executor
          .select({ one: sql`1` })
          .from(paymentQuotes)
          .where(eq(paymentQuotes.paymentId, payments.id)),
      ).mapWith(Boolean),
    })
    .from(payments)
    .innerJoin(
      presentialConsultancies,
      eq(presentialConsultancies.id, payments.presentialConsultancyId),
    )
    .where(eq(payments.reference, reference))
    .limit(1);
  return row;
}

/** The consultancy's row, locked (before its quotes: the order payments take). */
export async function lockConsultancyRow(tx: Database, consultancyId: number) {
  const [row] = await tx
    .select({ depositAppliedAt: presentialConsultancies.depositAppliedAt })
    .from(presentialConsultancies)
    .where(eq(presentialConsultancies.id, consultancyId))
    .for('update');
  return row;
}

/** Marks the designs paid once: false when they already were. */
export async function markDesignsPaid(
  tx: Database,
  consultancyId: number,
  at: Date,
): Promise<boolean> {
  const updated = await tx
    .update(presentialConsultancies)
    .set({ designsPaidAt: at })
    .where(
      and(
        eq(presentialConsultancies.id, consultancyId),
        isNull(presentialConsultancies.designsPaidAt),
      ),
    )
    .returning({ id: presentialConsultancies.id });
  return updated.length > 0;
}

/** Records that an approved quote payment used the designs payment as its deposit. */
export async function markDepositApplied(
  tx: Database,
  consultancyId: number,
  at: Date,
): Promise<void> {
  await tx
    .update(presentialConsultancies)
    .set({ depositAppliedAt: at })
    .where(eq(presentialConsultancies.id, consultancyId));
}

/** A consultancy's hashid and place, with its designer's contact. */
export async function findPaymentNotice(tx: Database, consultancyId: number) {
  const [row] = await tx
    .select({
      hashid: presentialConsultancies.hashid,
      address: presentialConsultancies.address,
      city: presentialConsultancies.cityName,
      designerEmail: users.email,
      designerFirstName: users.firstName,
    })
    .from(presentialConsultancies)
    .innerJoin(users, eq(users.id, presentialConsultancies.designerUserId))
    .where(eq(presentialConsultancies.id, consultancyId));
  return row;
}
