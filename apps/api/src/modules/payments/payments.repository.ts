import { eq } from 'drizzle-orm';
import type { PaymentStatus } from '@hogarte/shared/contracts/checkout';
import type { ReceiptData } from '@hogarte/shared/contracts/remodelings';
import type { Database } from '../../db/client.js';
import { paymentEvents, payments } from '../../db/schema/commerce.js';

interface NoPurpose {
  orderId?: never;
  virtualConsultancyId?: never;
  remodelingId?: never;
  presentialConsultancyId?: never;
}

/** What a payment pays: exactly one of them is set (the table's check). */
export type PaymentPurpose =
  | (Omit<NoPurpose, 'orderId'> & { orderId: number })
  | (Omit<NoPurpose, 'virtualConsultancyId'> & { virtualConsultancyId: number })
  /** Quotes of a remodelling: which ones are in `payment_quotes`. */
  | (Omit<NoPurpose, 'remodelingId'> & { remodelingId: number })
  /**
   * A presential consultancy's designs, or its quotes when `payment_quotes` names them (decision
   * 030).
   */
  | (Omit<NoPurpose, 'presentialConsultancyId'> & { presentialConsultancyId: number });

export interface NewPayment {
  reference: string;
  amountInCents: number;
  /** Wompi's public key, or PayU's merchant id: who the money was asked for. */
  publicKey: string;
  /** Wompi unless said otherwise. */
  provider?: 'wompi' | 'payu';
  /** The receipt the client asked for (quote payments). */
  receipt?: ReceiptData;
  /** The presential deposit a quote payment deducts (decision 030); 0 unless said. */
  depositApplied?: number;
}

/** Inserts a payment attempt; answers its id. */
export async function insertPayment(
  executor: Database,
  payment: PaymentPurpose & NewPayment,
): Promise<number> {
  const [row] = await executor.insert(payments).values(payment).returning({ id: payments.id });
  if (!row) throw new Error('payment not inserted');
  return row.id;
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
      remodelingId: payments.remodelingId,
      presentialConsultancyId: payments.presentialConsultancyId,
      depositApplied: payments.depositApplied,
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
