/**
 * Paying a remodelling's quotes (part 2 §4 Payment return, §5, §7; decision 029): the client's
 * receipt data, one payment for the approved quotes the client picks (through Wompi, or PayU on
 * the legacy checkout: one function creates both), and what an approval does once the provider
 * settles it. Every amount is the stored quotes'; the client's total is only compared with it.
 */
import { randomBytes } from 'node:crypto';
import type {
  QuotePaymentCreated,
  QuotePaymentResult,
  ReceiptData,
} from '@hogarte/shared/contracts/remodelings';
import { LIMITS } from '@hogarte/shared/limits';
import { fillMessage, MESSAGES } from '@hogarte/shared/messages';
import { formatCop, toCents } from '@hogarte/shared/money';
import { ROLE } from '@hogarte/shared/roles';
import { receiptInputSchema } from '@hogarte/shared/schemas/remodelings';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { Actor } from '../../http/auth.js';
import {
  AppError,
  fieldError,
  notFound,
  validationError,
  zodFieldErrors,
} from '../../http/errors.js';
import {
  announceStock,
  lockReservedStock,
  moveReservedStock,
} from '../checkout/checkout.service.js';
import { queueEmail } from '../notifications/notifications.service.js';
import type { SettlementHandler } from '../payments/settlement.js';
import {
  settleReturningTransaction,
  recordPaymentAttempt,
  wompiCheckoutUrl,
  wompiGateway,
} from '../payments/wompi-checkout.js';
import { advanceSheetStep, sheetFor } from './remodelings.access.js';
import {
  activeUsersOfRole,
  findQuotePaymentOwner,
  findReceipt,
  findSheetNotice,
  holdQuotesUntil,
  insertPaymentQuotes,
  lockSheetQuotes,
  lockSheetRow,
  markQuotesPaid,
  paidLines,
  paymentQuoteIds,
  quotedUnits,
  upsertReceipt,
  type LockedQuote,
  type PaidLine,
} from './remodelings.payments.repository.js';
import { findContact } from './remodelings.repository.js';

// ---- Receipt data --------------------------------------------------------------------------

/**
 * A receipt as the client typed it, checked with the spec's rules and stored in one shape. Field
 * errors are named `{prefix}.{field}` (the body's path to the receipt's fields; none when the
 * body is the receipt).
 */
export function readReceipt(
  type: 'person' | 'company',
  data: Record<string, unknown>,
  prefix: string,
): ReceiptData {
  const parsed = receiptInputSchema.safeParse({ ...data, type });
  if (!parsed.success) {
    throw validationError(
      zodFieldErrors(parsed.error.issues).map((error) => ({
        ...error,
        field: [prefix, error.field].filter(Boolean).join('.'),
      })),
    );
  }
  const receipt = parsed.data;
  if (receipt.type === 'person') {
    return {
      type: 'person',
      first_name: receipt.first_name,
      last_name: receipt.last_name,
      document_type: receipt.document_type,
      document_number: receipt.document_number,
      email: receipt.email,
      address: receipt.address,
      city: receipt.city,
    };
  }
  return {
    type: 'company',
    business_name: receipt.business_name,
    NIT: receipt.NIT,
    company_address: receipt.company_address ?? null,
    email: receipt.email ?? null,
  };
}

/** `GET /v1/remodelings/payments/receipts`: the receipt data I last gave, if any. */
export async function savedReceipt(ctx: AppContext, actor: Actor) {
  return { info: await findReceipt(ctx.db, actor.id) };
}

/** `POST /v1/remodelings/payments/receipts?person=true|company=true`: my receipt data, kept. */
export async function saveReceipt(
  ctx: AppContext,
  actor: Actor,
  type: 'person' | 'company',
  body: Record<string, unknown>,
) {
  // The kind is the query's: a `type` in the body is overridden, never believed.
  const info = readReceipt(type, body, '');
  // The receipt data a client gives is offered again next time (one per client).
  await upsertReceipt(ctx.db, actor.id, info, ctx.now());
  return { message: MESSAGES.dataUpdated, info };
}

// ---- Creating a payment --------------------------------------------------------------------

/** What the client asks to pay, with where each part's errors point in its body. */
export interface QuotePaymentRequest {
  toPay: number;
  quoteIds: readonly number[];
  receiptType: 'person' | 'company';
  receiptData: Record<string, unknown>;
  fields: { toPay: string; quotes: string; receipt: string };
}

export interface CreatedQuotePayment {
  hashid: string;
  reference: string;
  amountInCents: number;
  /** Σ of the quotes' to_pay, IVA and subtotal (PayU's `amount`, `tax` and `taxReturnBase`). */
  toPay: number;
  iva: number;
  subtotal: number;
  clientEmail: string;
  /** The earliest end of the quotes' reservations: the checkout must not outlive it. */
  payableUntil: Date;
}

/**
 * Takes again the units of quotes whose reservation expired (the sweep gave them back): all of
 * them or none, under the products' row locks. Answers the products whose stock moved; throws
 * 409 on `field` when one is no longer there.
 */
async function retakeUnits(
  tx: Database,
  quoteIds: readonly number[],
  field: string,
): Promise<{ productId: number }[]> {
  if (quoteIds.length === 0) return [];
  const lines = await quotedUnits(tx, quoteIds);
  const locked = new Map(
    (
      await lockReservedStock(
        tx,
        lines.map((line) => line.productId),
      )
    ).map((row) => [row.id, row]),
  );
  for (const line of lines) {
    const product = locked.get(line.productId);
    if (!product?.visible) {
      throw fieldError(
        409,
        'QUOTE_PRODUCT_UNAVAILABLE',
        field,
        fillMessage(MESSAGES.quoteProductUnavailable, { name: line.name }),
      );
    }
    if (product.unitsAvailable < line.units) {
      throw fieldError(
        409,
        'QUOTE_UNITS_UNAVAILABLE',
        field,
        fillMessage(MESSAGES.quoteUnitsUnavailable, {
          name: line.name,
          units: product.unitsAvailable,
        }),
      );
    }
  }
  const moved = lines.map((line) => ({ productId: line.productId, quantity: line.units }));
  await moveReservedStock(tx, moved, -1);
  return moved;
}

/**
 * One payment attempt for approved, unpaid quotes of the client's sheet, in one transaction with
 * the sheet and the quotes locked: every quote is the sheet's (else 404), approved, unpaid; the
 * total is the stored one; released reservations are taken again; the payment (with its receipt
 * and quotes) is recorded for the provider named. A pending attempt for the same quotes does not
 * block a new one: the new attempt replaces it, and a quote is paid once whichever is approved.
 */
export async function createQuotePayment(
  ctx: AppContext,
  actor: Actor,
  hashid: string,
  request: QuotePaymentRequest,
  provider: { name: 'wompi' | 'payu'; publicKey: string },
): Promise<CreatedQuotePayment> {
  const receipt = readReceipt(request.receiptType, request.receiptData, request.fields.receipt);
  const quoteIds = [...new Set(request.quoteIds)];
  const now = ctx.now();
  const { created, moved } = await inTransaction(ctx.db, async (tx) => {
    const sheet = await sheetFor(tx, actor, hashid, { lock: true });
    if (sheet.viewer !== 'client') throw notFound();
    if (sheet.finishedAt) {
      throw new AppError(409, 'REMODELING_FINISHED', MESSAGES.remodelingFinished);
    }
    const locked = await lockSheetQuotes(tx, sheet.id, quoteIds);
    if (locked.length !== quoteIds.length) throw notFound();
    for (const quote of locked) {
      if (quote.paidAt) {
        throw fieldError(
          409,
          'QUOTE_ALREADY_PAID',
          request.fields.quotes,
          MESSAGES.quoteAlreadyPaid,
        );
      }
      if (!quote.approvedAt) {
        throw fieldError(
          409,
          'QUOTE_NOT_APPROVED',
          request.fields.quotes,
          MESSAGES.quoteNotApproved,
        );
      }
    }
    const totals = locked.reduce(
      (sum, quote) => ({
        toPay: sum.toPay + quote.toPay,
        iva: sum.iva + quote.iva,
        subtotal: sum.subtotal + quote.subtotal,
      }),
      { toPay: 0, iva: 0, subtotal: 0 },
    );
    if (totals.toPay !== request.toPay) {
      throw fieldError(
        409,
        'PAYMENT_TOTAL_CHANGED',
        request.fields.toPay,
        MESSAGES.paymentTotalChanged,
      );
    }
    const retaken = await retakeUnits(
      tx,
      locked.filter((quote) => quote.releasedAt !== null).map((quote) => quote.id),
      request.fields.quotes,
    );
    // Held at least as long as a shop order's checkout, so the sweep cannot release units whose
    // payment is under way; the checkout expires with the earliest of them.
    const window = new Date(now.getTime() + LIMITS.orderReservationMinutes * 60_000);
    await holdQuotesUntil(tx, quoteIds, window);
    const payableUntil = new Date(
      Math.min(...locked.map((quote) => Math.max(quote.reservedUntil.getTime(), window.getTime()))),
    );
    const client = await findContact(tx, sheet.clientUserId);
    // Unique per attempt, and not guessable from the hashid alone.
    const reference = `RM-${sheet.hashid}-${randomBytes(6).toString('hex')}`;
    const amountInCents = toCents(totals.toPay);
    const paymentId = await recordPaymentAttempt(tx, {
      remodelingId: sheet.id,
      reference,
      amountInCents,
      publicKey: provider.publicKey,
      provider: provider.name,
      receipt,
    });
    await insertPaymentQuotes(tx, paymentId, quoteIds);
    await upsertReceipt(tx, actor.id, receipt, now);
    return {
      moved: retaken,
      created: {
        hashid: sheet.hashid,
        reference,
        amountInCents,
        ...totals,
        clientEmail: client.email,
        payableUntil,
      },
    };
  });
  announceStock(ctx, moved);
  return created;
}

/**
 * Wompi's checkout for a quote payment (the sheet's or the legacy checkout's): no longer open than
 * the quotes' reservations, back to `returnPath` on the buyer's origin.
 */
export function quoteCheckoutUrl(
  ctx: AppContext,
  publicKey: string,
  payment: CreatedQuotePayment,
  returnOrigin: string,
  returnPath: string,
): string {
  return wompiCheckoutUrl(
    ctx,
    {
      publicKey,
      reference: payment.reference,
      amountInCents: payment.amountInCents,
      expirationTime: payment.payableUntil,
      customerEmail: payment.clientEmail,
    },
    returnOrigin,
    returnPath,
  );
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
  const payment = await createQuotePayment(
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

/** The quotes a payment pays, locked (sheet first, then quotes: the order payments take). */
async function lockPaidQuotes(tx: Database, paymentId: number, remodelingId: number) {
  await lockSheetRow(tx, remodelingId);
  return lockSheetQuotes(tx, remodelingId, await paymentQuoteIds(tx, paymentId));
}

/** Who is told a sheet's quotes were paid: each quoted supplier (its lines), lsh, the designer. */
async function notifyPaid(
  tx: Database,
  ctx: AppContext,
  remodelingId: number,
  paid: readonly LockedQuote[],
): Promise<void> {
  const sheet = await findSheetNotice(tx, remodelingId);
  if (!sheet) return;
  const link = `${ctx.config.publicUrl}/compra/${sheet.hashid}`;
  const where = [sheet.address, sheet.city].filter(Boolean).join(', ');
  const quoteList = paid.map((quote) => `- ${quote.name}: ${formatCop(quote.toPay)}`);

  const bySupplier = new Map<number, PaidLine[]>();
  for (const line of await paidLines(
    tx,
    paid.map((quote) => quote.id),
  )) {
    bySupplier.set(line.supplierUserId, [...(bySupplier.get(line.supplierUserId) ?? []), line]);
  }
  for (const lines of bySupplier.values()) {
    const [first] = lines;
    if (!first) continue;
    await queueEmail(tx, {
      to: first.supplierEmail,
      subject: fillMessage(MESSAGES.remodelingPaidSupplierEmailSubject, { hashid: sheet.hashid }),
      text: [
        `Hola ${first.supplierFirstName},`,
        '',
        `Se pagaron tus productos de la remodelación #${sheet.hashid}${where ? ` (${where})` : ''}:`,
        ...lines.map(
          (line) =>
            `- ${line.productName} (${line.quoteName}): ${line.units} unidad(es), ${formatCop(line.subtotal)}`,
        ),
        '',
        'Prepáralos para su envío y agrega el enlace de seguimiento en la hoja de proceso:',
        link,
      ].join('\n'),
    });
  }
  for (const lsh of await activeUsersOfRole(tx, ROLE.lsh)) {
    await queueEmail(tx, {
      to: lsh.email,
      subject: fillMessage(MESSAGES.remodelingPaidLshEmailSubject, { hashid: sheet.hashid }),
      text: [
        `Hola ${lsh.firstName},`,
        '',
        `La remodelación #${sheet.hashid}${where ? ` (${where})` : ''} tiene cotizaciones pagadas:`,
        ...quoteList,
        '',
        'Asigna los instaladores en la hoja de proceso:',
        link,
      ].join('\n'),
    });
  }
  if (sheet.designerEmail) {
    await queueEmail(tx, {
      to: sheet.designerEmail,
      subject: fillMessage(MESSAGES.remodelingPaidDesignerEmailSubject, { hashid: sheet.hashid }),
      text: [
        `Hola ${sheet.designerFirstName ?? ''},`,
        '',
        `Tu cliente pagó estas cotizaciones de la remodelación #${sheet.hashid}:`,
        ...quoteList,
        '',
        link,
      ].join('\n'),
    });
  }
}

/**
 * An approved payment that paid nothing (its quotes were paid by another approved payment, or
 * their units are gone): the money must go back, so the admins are told, through the outbox.
 */
async function askForRefund(
  tx: Database,
  ctx: AppContext,
  remodelingId: number,
  reference: string,
  unpaid: readonly { name: string; reason: string }[],
): Promise<void> {
  const sheet = await findSheetNotice(tx, remodelingId);
  if (!sheet) return;
  for (const admin of await activeUsersOfRole(tx, ROLE.admin)) {
    await queueEmail(tx, {
      to: admin.email,
      subject: fillMessage(MESSAGES.remodelingPaymentRefundEmailSubject, { hashid: sheet.hashid }),
      text: [
        `Hola ${admin.firstName},`,
        '',
        `El pago ${reference} fue aprobado, pero no pagó estas cotizaciones:`,
        ...unpaid.map((quote) => `- ${quote.name}: ${quote.reason}`),
        '',
        'Reembolsa ese valor al cliente desde la pasarela de pagos.',
        `${ctx.config.publicUrl}/compra/${sheet.hashid}`,
      ].join('\n'),
    });
  }
}

/**
 * What a quote payment's final status does (decision 029). Approved: each quote is paid once
 * (one already paid by another approved payment is not paid again, and the admins are asked to
 * refund it), a quote whose reservation lapsed meanwhile takes its units again if they are still
 * there, the sheet's payment step ends, and suppliers, lsh and the designer are told. Declined,
 * voided or failed: nothing changes, the units stay reserved until the reservation expires.
 */
export const quotePayment: SettlementHandler = async (tx, ctx, payment, status) => {
  if (status !== 'APPROVED' || payment.remodelingId === null) return undefined;
  const remodelingId = payment.remodelingId;
  const locked = await lockPaidQuotes(tx, payment.id, remodelingId);
  const unpaid: { name: string; reason: string }[] = [];
  const payable: LockedQuote[] = [];
  const moved: { productId: number }[] = [];
  for (const quote of locked) {
    if (quote.paidAt) {
      unpaid.push({ name: quote.name, reason: MESSAGES.quoteAlreadyPaid });
      continue;
    }
    if (quote.releasedAt) {
      try {
        moved.push(...(await retakeUnits(tx, [quote.id], 'invoices')));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        unpaid.push({ name: quote.name, reason: error.message });
        continue;
      }
    }
    payable.push(quote);
  }
  const now = ctx.now();
  if (payable.length > 0) {
    await markQuotesPaid(
      tx,
      payable.map((quote) => quote.id),
      now,
    );
    await advanceSheetStep(tx, remodelingId, 'payment', 3, now);
    await notifyPaid(tx, ctx, remodelingId, payable);
  }
  if (unpaid.length > 0) await askForRefund(tx, ctx, remodelingId, payment.reference, unpaid);
  return () => announceStock(ctx, moved);
};
