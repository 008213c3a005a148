/**
 * The providers' server-to-server reports: Wompi's events webhook (an event is believed only when
 * its checksum is the one our events secret gives and it is recent) and PayU's confirmation (only
 * when its `sign` is the one our API key gives). Either way the transaction reported settles the
 * payment it names through the one settlement (settlement.ts).
 */
import { MESSAGES } from '@hogarte/shared/messages';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/errors.js';
import { verifyConfirmation, type PayuTransaction } from '../../integrations/payu/payu.js';
import {
  verifyEvent,
  type EventRejection,
  type WompiTransaction,
} from '../../integrations/wompi/wompi.js';
import { orderPayment } from '../checkout/checkout.service.js';
import { presentialPayment } from '../presential/presential.payments.js';
import { quotePayment } from '../remodelings/remodelings.payments.js';
import { virtualConsultancyPayment } from '../virtual-consultancies/virtual-consultancies.payments.js';
import {
  settleTransaction,
  settleWompiTransaction,
  type SettlementHandlers,
} from './settlement.js';

/** Every kind of payment the providers' reports settle, by what it pays. */
const HANDLERS: SettlementHandlers = {
  order: orderPayment,
  virtualConsultancy: virtualConsultancyPayment,
  quotes: quotePayment,
  presential: presentialPayment,
};

/** One code per reason, so the logs (and Wompi's delivery history) say why an event was refused. */
const REJECTION_CODES: Record<Exclude<EventRejection, 'unsupported'>, string> = {
  malformed: 'PAYMENT_EVENT_MALFORMED',
  checksum_mismatch: 'PAYMENT_EVENT_FORGED',
  stale: 'PAYMENT_EVENT_STALE',
};

export type WompiEventOutcome =
  | { kind: 'applied'; transaction: WompiTransaction }
  /** Genuine but not ours to act on: answered 200 all the same, or Wompi retries for a day. */
  | { kind: 'ignored'; event: string; reason: string; transaction?: WompiTransaction };

export async function receiveWompiEvent(
  ctx: AppContext,
  body: unknown,
  headerChecksum: string | undefined,
): Promise<WompiEventOutcome> {
  const wompi = ctx.config.wompi;
  if (!wompi) throw new AppError(503, 'PAYMENTS_UNAVAILABLE', MESSAGES.paymentNotConfigured);
  const verified = verifyEvent(body, headerChecksum, wompi.eventsSecret, ctx.now());
  if (!verified.ok) {
    if (verified.reason === 'unsupported') {
      return { kind: 'ignored', event: verified.event ?? '', reason: 'unsupported event type' };
    }
    throw new AppError(400, REJECTION_CODES[verified.reason], MESSAGES.paymentEventRejected);
  }
  const { transaction } = verified.event.data;
  try {
    const mismatch = await settleWompiTransaction(ctx, transaction, HANDLERS, {
      eventChecksum: verified.event.signature.checksum.toLowerCase(),
    });
    // Signed by Wompi but not the payment's (another currency or amount): it paid nothing.
    if (mismatch) {
      return { kind: 'ignored', event: verified.event.event, reason: mismatch, transaction };
    }
  } catch (error) {
    // A verified event refused as it is will be refused again on every retry: acknowledge it.
    // Anything else (the database is down) is answered 500, and Wompi's retry comes later.
    if (error instanceof AppError && error.statusCode < 500) {
      return { kind: 'ignored', event: verified.event.event, reason: error.code };
    }
    throw error;
  }
  return { kind: 'applied', transaction };
}

export type PayuConfirmationOutcome =
  | { kind: 'applied'; transaction: PayuTransaction }
  /** Signed by PayU but not ours to apply (another amount, currency): answered 200 all the same. */
  | { kind: 'ignored'; reason: string; transaction: PayuTransaction };

const PAYU_REJECTION_CODES = {
  malformed: 'PAYMENT_EVENT_MALFORMED',
  sign_mismatch: 'PAYMENT_EVENT_FORGED',
  merchant_mismatch: 'PAYMENT_EVENT_FORGED',
} as const;

/**
 * PayU's confirmation (form-encoded, retried up to 9 times): verified, then settled like a Wompi
 * event. Retries are idempotent: the same `sign` is recorded once, and a final status stays.
 */
export async function receivePayuConfirmation(
  ctx: AppContext,
  body: unknown,
): Promise<PayuConfirmationOutcome> {
  const payu = ctx.config.payu;
  if (!payu) throw new AppError(503, 'PAYMENTS_UNAVAILABLE', MESSAGES.paymentNotConfigured);
  const verified = verifyConfirmation(body, payu);
  if (!verified.ok) {
    throw new AppError(400, PAYU_REJECTION_CODES[verified.reason], MESSAGES.paymentEventRejected);
  }
  const { transaction } = verified;
  try {
    const mismatch = await settleTransaction(
      ctx,
      {
        id: transaction.id,
        reference: transaction.reference,
        status: transaction.status,
        amountInCents: transaction.amountInCents,
        currency: transaction.currency,
        paymentMethodType: transaction.paymentMethodType,
        finalizedAt: null,
      },
      HANDLERS,
      { eventChecksum: `payu:${transaction.sign}` },
    );
    if (mismatch) return { kind: 'ignored', reason: mismatch, transaction };
  } catch (error) {
    // As with Wompi: refused as it is, it would be refused on every retry.
    if (error instanceof AppError && error.statusCode < 500) {
      return { kind: 'ignored', reason: error.code, transaction };
    }
    throw error;
  }
  return { kind: 'applied', transaction };
}
