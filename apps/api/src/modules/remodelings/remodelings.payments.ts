/**
 * Paying a remodelling's quotes (part 2 §4 Payment return, §5, §7; decision 029): the sheet's side
 * of the one quote payment (`quotes.payments.ts`): its client pays it while it is not finished,
 * its payment step ends with an approval, and lsh is told as well as suppliers and the designer.
 * The process sheet's own checkout (Wompi) and the legacy one (PayU or Wompi) both pay through it.
 */
import type {
  QuotePaymentCreated,
  QuotePaymentResult,
} from '@hogarte/shared/contracts/remodelings';
import { fillMessage, MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../http/auth.js';
import { AppError, notFound } from '../../http/errors.js';
import type { SettlementHandler } from '../payments/settlement.js';
import { settleReturningTransaction, wompiGateway } from '../payments/wompi-checkout.js';
import {
  createQuotePayment,
  quoteCheckoutUrl,
  settleQuotePayment,
  type CreatedQuotePayment,
  type QuotePaymentKind,
  type QuotePaymentRequest,
} from '../quotes/quotes.payments.js';
import { advanceSheetStep, sheetFor } from './remodelings.access.js';
import {
  findQuotePaymentOwner,
  findSheetNotice,
  lockSheetRow,
} from './remodelings.payments.repository.js';
import { findContact } from './remodelings.repository.js';

/** The sheet's side of paying its quotes. */
const SHEET_QUOTE_PAYMENTS: QuotePaymentKind = {
  referencePrefix: 'RM',
  async lockForPayment(tx, actor, hashid) {
    const sheet = await sheetFor(tx, actor, hashid, { lock: true });
    if (sheet.viewer !== 'client') throw notFound();
    if (sheet.finishedAt) {
      throw new AppError(409, 'REMODELING_FINISHED', MESSAGES.remodelingFinished);
    }
    const client = await findContact(tx, sheet.clientUserId);
    return {
      kind: 'remodeling',
      id: sheet.id,
      hashid: sheet.hashid,
      clientEmail: client.email,
      deduction: () => 0,
    };
  },
  ownerOf: (payment) =>
    payment.remodelingId === null ? null : { kind: 'remodeling', id: payment.remodelingId },
  async lockForSettlement(tx, _payment, remodelingId) {
    await lockSheetRow(tx, remodelingId);
    return null;
  },
  async quotesPaid(tx, _payment, remodelingId, now) {
    await advanceSheetStep(tx, remodelingId, 'payment', 3, now);
  },
  async notice(tx, ctx, remodelingId) {
    const sheet = await findSheetNotice(tx, remodelingId);
    if (!sheet) return undefined;
    const link = `${ctx.config.publicUrl}/compra/${sheet.hashid}`;
    const subject = (message: string) => fillMessage(message, { hashid: sheet.hashid });
    return {
      hashid: sheet.hashid,
      title: 'la remodelación',
      place: [sheet.address, sheet.city].filter(Boolean).join(', '),
      links: { supplier: link, designer: link, admin: link },
      supplierAsk:
        'Prepáralos para su envío y agrega el enlace de seguimiento en la hoja de proceso:',
      designer: sheet.designerEmail
        ? { email: sheet.designerEmail, firstName: sheet.designerFirstName ?? '' }
        : null,
      // lsh installs what a sheet's quotes bought ('Ordenes pagadas').
      coordinator: {
        roleId: ROLE.lsh,
        subject: subject(MESSAGES.remodelingPaidLshEmailSubject),
        ask: 'Asigna los instaladores en la hoja de proceso:',
        link,
      },
      subjects: {
        supplier: subject(MESSAGES.remodelingPaidSupplierEmailSubject),
        designer: subject(MESSAGES.remodelingPaidDesignerEmailSubject),
        refund: subject(MESSAGES.remodelingPaymentRefundEmailSubject),
      },
    };
  },
};

/**
 * `POST /v1/wompi-checkout/{hashid}` and `POST /v1/payu-checkout/{hashid}` (the legacy checkout)
 * and the sheet's own checkout: one payment of the sheet's quotes.
 */
export function createSheetQuotePayment(
  ctx: AppContext,
  actor: Actor,
  hashid: string,
  request: QuotePaymentRequest,
  provider: { name: 'wompi' | 'payu'; publicKey: string },
): Promise<CreatedQuotePayment> {
  return createQuotePayment(ctx, actor, hashid, SHEET_QUOTE_PAYMENTS, request, provider);
}

/** Where Wompi brings the client back on the process sheet; Wompi appends `?id=`. */
export const sheetWompiReturnPath = (hashid: string) => `/compra/${hashid}/wompi`;

/** `POST /v1/remodelings/{hashid}/payments`: the payment's uuid and Wompi's checkout for it. */
export async function startQuotePayment(
  ctx: AppContext,
  actor: Actor,
  hashid: string,
  input: {
    to_pay: number;
    invoices: number[];
    receipt: { type: 'person' | 'company'; receiptData: Record<string, unknown> };
  },
  returnOrigin: string,
): Promise<QuotePaymentCreated> {
  const { publicKey } = wompiGateway(ctx);
  const payment = await createSheetQuotePayment(
    ctx,
    actor,
    hashid,
    {
      toPay: input.to_pay,
      quoteIds: input.invoices,
      receiptType: input.receipt.type,
      receiptData: input.receipt.receiptData,
      fields: { toPay: 'to_pay', quotes: 'invoices', receipt: 'receipt.receiptData' },
    },
    { name: 'wompi', publicKey },
  );
  return {
    uuid: payment.reference,
    to_pay: payment.toPay,
    checkout_url: quoteCheckoutUrl(
      ctx,
      publicKey,
      payment,
      returnOrigin,
      sheetWompiReturnPath(payment.hashid),
    ),
  };
}

/**
 * `GET /v1/remodelings/payments/wompi/{id}`: the return page asks Wompi, applies the answer (as
 * the webhook would, once) and tells the client how it went and on which sheet.
 */
export async function confirmQuotePayment(
  ctx: AppContext,
  actor: Actor,
  transactionId: string,
): Promise<QuotePaymentResult> {
  const { status, owner } = await settleReturningTransaction(ctx, actor, transactionId, {
    find: (reference) => findQuotePaymentOwner(ctx.db, reference),
    payerOf: (found) => found.clientUserId,
    handlers: { quotes: quotePayment },
  });
  return { status, hashid: owner.hashid };
}

// ---- Settling ------------------------------------------------------------------------------

/** What a sheet's quote payment's final status does: the one quote settlement, for the sheet. */
export const quotePayment: SettlementHandler = (tx, ctx, payment, status) =>
  settleQuotePayment(tx, ctx, payment, status, SHEET_QUOTE_PAYMENTS);
