/**
 * What a provider says of a transaction, applied once to the payment it names, whatever that
 * payment pays (a shop order, a virtual consultancy: decision 027; quotes of a remodelling:
 * decision 029; a presential consultancy's designs or quotes: decision 030) and whoever reported it (a Wompi event or return, a PayU confirmation). The
 * payment's own transition is here; what it means for the thing paid is its module's handler, run
 * in the same transaction.
 */
import type { PaymentStatus } from '@hogarte/shared/contracts/checkout';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { WOMPI_CURRENCY, type WompiTransaction } from '../../integrations/wompi/wompi.js';
import {
  lockPaymentByReference,
  recordPaymentEvent,
  updatePayment,
  type LockedPayment,
} from './payments.repository.js';

/** Why a transaction naming a payment's reference is not that payment. */
export type TransactionMismatch = 'currency_mismatch' | 'amount_mismatch';

export type FinalStatus = Exclude<PaymentStatus, 'PENDING'>;

/** The payment a handler settles, as the settlement locked it (for handlers in other modules). */
export type { LockedPayment };

/**
 * What a payment reaching a final status does to the thing it pays, inside the payment's
 * transaction. It may answer work to do once committed (announcing stock that moved).
 */
export type SettlementHandler = (
  tx: Database,
  ctx: AppContext,
  payment: LockedPayment,
  status: FinalStatus,
) => Promise<(() => void) | undefined>;

export interface SettlementHandlers {
  order?: SettlementHandler;
  virtualConsultancy?: SettlementHandler;
  quotes?: SettlementHandler;
  presential?: SettlementHandler;
}

function handlerFor(handlers: SettlementHandlers, payment: LockedPayment): SettlementHandler {
  const handler =
    payment.orderId !== null
      ? handlers.order
      : payment.remodelingId !== null
        ? handlers.quotes
        : payment.presentialConsultancyId !== null
          ? handlers.presential
          : handlers.virtualConsultancy;
  // A caller that found the payment through its own kind passes that kind's handler.
  if (!handler) throw new Error(`no settlement handler for payment ${payment.reference}`);
  return handler;
}

/** A transaction as any provider reports it, once verified: what the settlement reads. */
export interface ProviderTransaction {
  id: string;
  reference: string;
  status: PaymentStatus;
  amountInCents: number;
  currency: string;
  paymentMethodType: string | null;
  finalizedAt: Date | null;
}

function mismatchOf(
  transaction: ProviderTransaction,
  payment: { amountInCents: number },
): TransactionMismatch | undefined {
  // Charged in pesos, for the amount signed at checkout: a signed transaction in dollars for the
  // same number of cents, or for another amount, pays nothing.
  if (transaction.currency !== WOMPI_CURRENCY) return 'currency_mismatch';
  if (transaction.amountInCents !== payment.amountInCents) return 'amount_mismatch';
  return undefined;
}

/** A Wompi transaction (an event's or the API's) applied through `settleTransaction`. */
export function settleWompiTransaction(
  ctx: AppContext,
  transaction: WompiTransaction,
  handlers: SettlementHandlers,
  options: { eventChecksum?: string } = {},
): Promise<TransactionMismatch | undefined> {
  return settleTransaction(
    ctx,
    {
      id: transaction.id,
      reference: transaction.reference,
      status: transaction.status,
      amountInCents: transaction.amount_in_cents,
      currency: transaction.currency,
      paymentMethodType: transaction.payment_method_type ?? null,
      finalizedAt: transaction.finalized_at ? new Date(transaction.finalized_at) : null,
    },
    handlers,
    options,
  );
}

/**
 * Applies a transaction to its payment. Idempotent: a repeated event (same checksum) or a status
 * already applied changes nothing, and a final status is never replaced. A transaction in another
 * currency or for another amount changes nothing either; it is answered so the caller can log it.
 * An unknown reference is a no-op.
 */
export async function settleTransaction(
  ctx: AppContext,
  transaction: ProviderTransaction,
  handlers: SettlementHandlers,
  options: { eventChecksum?: string } = {},
): Promise<TransactionMismatch | undefined> {
  let mismatch: TransactionMismatch | undefined;
  const afterCommit = await inTransaction(ctx.db, async (tx) => {
    if (options.eventChecksum) {
      const first = await recordPaymentEvent(tx, {
        checksum: options.eventChecksum,
        transactionId: transaction.id,
        status: transaction.status,
      });
      if (!first) return undefined;
    }
    const payment = await lockPaymentByReference(tx, transaction.reference);
    if (!payment) return undefined;
    // Checked first: a final payment must not make a foreign transaction look like it.
    mismatch = mismatchOf(transaction, payment);
    if (mismatch || payment.status !== 'PENDING') return undefined;
    if (transaction.status === 'PENDING') return undefined;
    await updatePayment(tx, payment.id, {
      status: transaction.status,
      transactionId: transaction.id,
      paymentMethodType: transaction.paymentMethodType,
      finalizedAt: transaction.finalizedAt ?? ctx.now(),
    });
    return handlerFor(handlers, payment)(tx, ctx, payment, transaction.status);
  });
  afterCommit?.();
  return mismatch;
}
