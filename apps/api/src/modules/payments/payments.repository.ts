import { eq } from 'drizzle-orm';
import type { PaymentStatus } from '@hogarte/shared/contracts/checkout';
import type { Database } from '../../db/client.js';
import { paymentEvents, payments } from '../../db/schema/commerce.js';

/** What a payment pays: exactly one of them is set (the table's check). */
export type PaymentPurpose =
  | { orderId: number; virtualConsultancyId?: never }
  | { virtualConsultancyId: number; orderId?: never };

export async function insertPayment(
  executor: Database,
  payment: PaymentPurpose & { reference: string; amountInCents: number; publicKey: string },
): Promise<void> {
  await executor.insert(payments).values(payment);
}

/** Records an event's checksum; false when it was already there (a repeated delivery). */
export async function recordPaymentEvent(
  executor: Database,
  event: { checksum: string; transactionId: string; status: string },
): Promise<boolean> {
  const inserted = await executor
    .insert(paymentEvents)
    .values({ ...event, checksum: event.checksum.toLowerCase() })
    .onConflictDoNothing()
    .returning({ checksum: paymentEvents.checksum });
  return inserted.length > 0;
}

/** A payment, locked: one transition at a time per payment. */
export async function lockPaymentByReference(executor: Database, reference: string) {
  const [row] = await executor
    .select({
      id: payments.id,
      reference: payments.reference,
      status: payments.status,
      amountInCents: payments.amountInCents,
      orderId: payments.orderId,
      virtualConsultancyId: payments.virtualConsultancyId,
    })
    .from(payments)
    .where(eq(payments.reference, reference))
    .for('no key update');
  return row;
}

export type LockedPayment = NonNullable<Awaited<ReturnType<typeof lockPaymentByReference>>>;

export async function updatePayment(
  executor: Database,
  paymentId: number,
  change: {
    status: PaymentStatus;
    transactionId: string;
    paymentMethodType: string | null;
    finalizedAt: Date | null;
  },
): Promise<void> {
  await executor.update(payments).set(change).where(eq(payments.id, paymentId));
}
