/**
 * Paying quotes, whatever owns them (part 2 §4 Payment return, §5, §7; decisions 029, 030): the
 * client's receipt data, one payment for the approved quotes the client picks (through Wompi, or
 * PayU on the remodelling's legacy checkout), and what an approval does once the provider settles
 * it. A remodelling's sheet and a presential consultancy each pass a small adapter
 * (`QuotePaymentKind`) with what is theirs: how the owner is locked and refused, what it deducts,
 * its step, who is told and with which link. Every amount is the stored quotes'; the client's total
 * is only compared with it.
 */
import { randomBytes } from 'node:crypto';
import type { ReceiptData } from '@hogarte/shared/contracts/remodelings';
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
import { queueGreetingEmail } from '../notifications/notifications.service.js';
import type { FinalStatus, LockedPayment } from '../payments/settlement.js';
import { recordPaymentAttempt, wompiCheckoutUrl } from '../payments/wompi-checkout.js';
import {
  activeUsersOfRole,
  findReceipt,
  holdQuotesUntil,
  insertPaymentQuotes,
  lockOwnerQuotes,
  markQuotesPaid,
  paidLines,
  paymentQuoteIds,
  quotedUnits,
  upsertReceipt,
  type LockedQuote,
  type PaidLine,
} from './quote-payments.repository.js';
import type { QuoteOwnerRef } from './quotes.repository.js';

// ---- Receipt data --------------------------------------------------------------------------

/**
 * How a checkout words a receipt's errors. The presential checkout asks for the person's missing
 * document number, address and city with its own text (part 2 §5); the rules are the same.
 */
export type ReceiptWording = 'remodeling' | 'presential';

/** The person's fields the presential checkout calls missing data when they are absent. */
const PRESENTIAL_MISSING_FIELDS: ReadonlySet<string> = new Set([
  'document_number',
  'address',
  'city',
]);

function receiptErrorMessage(wording: ReceiptWording, field: string, message: string): string {
  return wording === 'presential' &&
    message === MESSAGES.required &&
    PRESENTIAL_MISSING_FIELDS.has(field)
    ? MESSAGES.presentialMissingData
    : message;
}

/**
 * A receipt as the client typed it, checked with the spec's rules and stored in one shape. Field
 * errors are named `{prefix}.{field}` (the body's path to the receipt's fields; none when the
 * body is the receipt).
 */
export function readReceipt(
  type: 'person' | 'company',
  data: Record<string, unknown>,
  prefix: string,
  wording: ReceiptWording = 'remodeling',
): ReceiptData {
  const parsed = receiptInputSchema.safeParse({ ...data, type });
  if (!parsed.success) {
    throw validationError(
      zodFieldErrors(parsed.error.issues).map((error) => ({
        field: [prefix, error.field].filter(Boolean).join('.'),
        message: receiptErrorMessage(wording, error.field, error.message),
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

/** `GET …/payments/receipts`: the receipt data I last gave, if any. */
export async function savedReceipt(ctx: AppContext, actor: Actor) {
  return { info: await findReceipt(ctx.db, actor.id) };
}

/** `POST …/payments/receipts?person=true|company=true`: my receipt data, kept. */
export async function saveReceipt(
  ctx: AppContext,
  actor: Actor,
  type: 'person' | 'company',
  body: Record<string, unknown>,
  wording: ReceiptWording = 'remodeling',
) {
  // The kind is the query's: a `type` in the body is overridden, never believed.
  const info = readReceipt(type, body, '', wording);
  // The receipt data a client gives is offered again next time (one per client, whatever it pays).
  await upsertReceipt(ctx.db, actor.id, info, ctx.now());
  return { message: MESSAGES.dataUpdated, info };
}

// ---- What each owner kind brings -----------------------------------------------------------

/** The owner of the quotes being paid, locked, as its client pays it. */
export interface PayingOwner extends QuoteOwnerRef {
  hashid: string;
  clientEmail: string;
  /** What is deducted from the quotes' total (the presential deposit); 0 when nothing. */
  deduction: (total: number) => number;
}

/** What the emails about an owner's paid quotes say of it, and where they send each reader. */
export interface QuoteOwnerNotice {
  hashid: string;
  /** How the emails name it: 'la remodelación', 'la asesoría presencial'. */
  title: string;
  /** Its address and city, when known. */
  place: string;
  /** The page each reader acts on. */
  links: { supplier: string; designer: string; admin: string };
  /** What a supplier is asked to do once paid, before its link. */
  supplierAsk: string;
  designer: { email: string; firstName: string } | null;
  /** The role that coordinates what was bought (lsh installs a sheet's), told with the paid quotes. */
  coordinator?: { roleId: number; subject: string; ask: string; link: string };
  subjects: { supplier: string; designer: string; refund: string };
}

/** One owner kind's side of paying its quotes. */
export interface QuotePaymentKind {
  /** The prefix of its payments' references (`RM-`, `PC-`). */
  referencePrefix: string;
  /**
   * The owner named by `hashid`, locked for the transaction, as the actor's client side sees it:
   * 404 for anyone else, 409 when it may not be paid now.
   */
  lockForPayment: (tx: Database, actor: Actor, hashid: string) => Promise<PayingOwner>;
  /**
   * The text a quoted product no longer available is refused with; without it, the product's own
   * messages (gone, or how many units are left).
   */
  unavailableMessage?: string;
  /** The owner a settled payment pays quotes of, or null when it pays something else. */
  ownerOf: (payment: LockedPayment) => QuoteOwnerRef | null;
  /**
   * Locks the owner's row before its quotes (the order payments take) and answers why the whole
   * payment must pay nothing (the presential deposit it deducted was used meanwhile), if so.
   */
  lockForSettlement: (
    tx: Database,
    payment: LockedPayment,
    ownerId: number,
  ) => Promise<string | null>;
  /** What paid quotes do to the owner: its payment step, the deposit the payment used. */
  quotesPaid: (tx: Database, payment: LockedPayment, ownerId: number, now: Date) => Promise<void>;
  notice: (tx: Database, ctx: AppContext, ownerId: number) => Promise<QuoteOwnerNotice | undefined>;
}

// ---- Creating a payment --------------------------------------------------------------------

/** What the client asks to pay, with where each part's errors point in its body. */
export interface QuotePaymentRequest {
  /** What the client expects to be charged: the quotes' total less any deduction. */
  toPay: number;
  quoteIds: readonly number[];
  receiptType: 'person' | 'company';
  receiptData: Record<string, unknown>;
  fields: { toPay: string; quotes: string; receipt: string };
  wording?: ReceiptWording;
}

export interface CreatedQuotePayment {
  hashid: string;
  reference: string;
  /** What the provider charges: the quotes' total less the deduction. */
  amountInCents: number;
  /** Σ of the quotes' to_pay, IVA and subtotal (PayU's `amount`, `tax` and `taxReturnBase`). */
  toPay: number;
  iva: number;
  subtotal: number;
  /** What was deducted from `toPay` (the presential deposit), stored on the payment. */
  deduction: number;
  clientEmail: string;
  /** The earliest end of the quotes' reservations: the checkout must not outlive it. */
  payableUntil: Date;
}

function unavailable(
  code: 'QUOTE_PRODUCT_UNAVAILABLE' | 'QUOTE_UNITS_UNAVAILABLE',
  field: string,
  message: string,
): AppError {
  return fieldError(409, code, field, message);
}

/**
 * Takes again the units of quotes whose reservation expired (the sweep gave them back): all of
 * them or none, under the products' row locks. Answers the products whose stock moved; throws
 * 409 on `field` when one is no longer there, with the kind's text if it has one.
 */
async function retakeUnits(
  tx: Database,
  quoteIds: readonly number[],
  field: string,
  unavailableMessage: string | undefined,
): Promise<{ productId: number; quantity: number }[]> {
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
      throw unavailable(
        'QUOTE_PRODUCT_UNAVAILABLE',
        field,
        unavailableMessage ?? fillMessage(MESSAGES.quoteProductUnavailable, { name: line.name }),
      );
    }
    if (product.unitsAvailable < line.units) {
      throw unavailable(
        'QUOTE_UNITS_UNAVAILABLE',
        field,
        unavailableMessage ??
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
 * One payment attempt for approved, unpaid quotes of the client's owner, in one transaction with
 * the owner and the quotes locked: every quote is the owner's (else 404), approved, unpaid; the
 * amount is the stored one less the owner's deduction; released reservations are taken again; the
 * payment (with its receipt, deduction and quotes) is recorded for the provider named. A pending
 * attempt for the same quotes does not block a new one: the new attempt replaces it, and a quote
 * is paid once whichever is approved.
 */
export async function createQuotePayment(
  ctx: AppContext,
  actor: Actor,
  hashid: string,
  kind: QuotePaymentKind,
  request: QuotePaymentRequest,
  provider: { name: 'wompi' | 'payu'; publicKey: string },
): Promise<CreatedQuotePayment> {
  const receipt = readReceipt(
    request.receiptType,
    request.receiptData,
    request.fields.receipt,
    request.wording,
  );
  const quoteIds = [...new Set(request.quoteIds)];
  const now = ctx.now();
  const { created, moved } = await inTransaction(ctx.db, async (tx) => {
    const owner = await kind.lockForPayment(tx, actor, hashid);
    const locked = await lockOwnerQuotes(tx, owner, quoteIds);
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
    const deduction = owner.deduction(totals.toPay);
    const charged = totals.toPay - deduction;
    if (charged !== request.toPay) {
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
      kind.unavailableMessage,
    );
    // Held at least as long as a shop order's checkout, so the sweep cannot release units whose
    // payment is under way; the checkout expires with the earliest of them.
    const window = new Date(now.getTime() + LIMITS.orderReservationMinutes * 60_000);
    await holdQuotesUntil(tx, quoteIds, window);
    const payableUntil = new Date(
      Math.min(...locked.map((quote) => Math.max(quote.reservedUntil.getTime(), window.getTime()))),
    );
    // Unique per attempt, and not guessable from the hashid alone.
    const reference = `${kind.referencePrefix}-${owner.hashid}-${randomBytes(6).toString('hex')}`;
    const amountInCents = toCents(charged);
    const paymentId = await recordPaymentAttempt(tx, {
      ...(owner.kind === 'remodeling'
        ? { remodelingId: owner.id }
        : { presentialConsultancyId: owner.id }),
      reference,
      amountInCents,
      publicKey: provider.publicKey,
      provider: provider.name,
      receipt,
      depositApplied: deduction,
    });
    await insertPaymentQuotes(tx, paymentId, quoteIds);
    await upsertReceipt(tx, actor.id, receipt, now);
    return {
      moved: retaken,
      created: {
        hashid: owner.hashid,
        reference,
        amountInCents,
        ...totals,
        deduction,
        clientEmail: owner.clientEmail,
        payableUntil,
      },
    };
  });
  announceStock(ctx, moved);
  return created;
}

/**
 * Wompi's checkout for a quote payment: no longer open than the quotes' reservations, back to
 * `returnPath` on the buyer's origin.
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

// ---- Settling ------------------------------------------------------------------------------

/** Whether a payment pays quotes (it has `payment_quotes` rows), whatever its owner. */
export async function paysQuotes(tx: Database, paymentId: number): Promise<boolean> {
  return (await paymentQuoteIds(tx, paymentId)).length > 0;
}

/**
 * Who is told quotes were paid: each quoted supplier (its own lines), the owner's coordinator if it
 * has one, and the designer.
 */
async function notifyPaid(
  tx: Database,
  owner: QuoteOwnerNotice,
  paid: readonly LockedQuote[],
): Promise<void> {
  const where = owner.place ? ` (${owner.place})` : '';
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
    await queueGreetingEmail(tx, {
      to: first.supplierEmail,
      firstName: first.supplierFirstName,
      subject: owner.subjects.supplier,
      lines: [
        `Se pagaron tus productos de ${owner.title} #${owner.hashid}${where}:`,
        ...lines.map(
          (line) =>
            `- ${line.productName} (${line.quoteName}): ${line.units} unidad(es), ${formatCop(line.subtotal)}`,
        ),
        '',
        owner.supplierAsk,
        owner.links.supplier,
      ],
    });
  }
  const quoteList = paid.map((quote) => `- ${quote.name}: ${formatCop(quote.toPay)}`);
  if (owner.coordinator) {
    const { roleId, subject, ask, link } = owner.coordinator;
    const title = owner.title.charAt(0).toUpperCase() + owner.title.slice(1);
    for (const person of await activeUsersOfRole(tx, roleId)) {
      await queueGreetingEmail(tx, {
        to: person.email,
        firstName: person.firstName,
        subject,
        lines: [
          `${title} #${owner.hashid}${where} tiene cotizaciones pagadas:`,
          ...quoteList,
          '',
          ask,
          link,
        ],
      });
    }
  }
  if (owner.designer) {
    await queueGreetingEmail(tx, {
      to: owner.designer.email,
      firstName: owner.designer.firstName,
      subject: owner.subjects.designer,
      lines: [
        `Tu cliente pagó estas cotizaciones de ${owner.title} #${owner.hashid}:`,
        ...quoteList,
        '',
        owner.links.designer,
      ],
    });
  }
}

/**
 * An approved payment that paid nothing of what it names (its quotes were paid by another approved
 * payment, their units are gone, its deposit was used): the money must go back, so the admins are
 * told, through the outbox.
 */
export async function askForRefund(
  tx: Database,
  owner: QuoteOwnerNotice,
  reference: string,
  unpaid: { what: string; items: readonly { name: string; reason: string }[] },
): Promise<void> {
  for (const admin of await activeUsersOfRole(tx, ROLE.admin)) {
    await queueGreetingEmail(tx, {
      to: admin.email,
      firstName: admin.firstName,
      subject: owner.subjects.refund,
      lines: [
        `El pago ${reference} fue aprobado, pero no pagó ${unpaid.what}:`,
        ...unpaid.items.map((item) => `- ${item.name}: ${item.reason}`),
        '',
        'Reembolsa ese valor al cliente desde la pasarela de pagos.',
        owner.links.admin,
      ],
    });
  }
}

/**
 * What a quote payment's final status does (decisions 029, 030). Approved: each quote is paid once
 * (one already paid by another approved payment is not paid again, and the admins are asked to
 * refund it), a quote whose reservation lapsed meanwhile takes its units again if they are still
 * there, the owner's side follows (`quotesPaid`), and suppliers and the designer are told. When
 * the owner refuses the whole payment (`lockForSettlement`), nothing is paid and the admins are
 * asked to refund it all. Declined, voided or failed: nothing changes, the units stay reserved
 * until the reservation expires.
 */
export async function settleQuotePayment(
  tx: Database,
  ctx: AppContext,
  payment: LockedPayment,
  status: FinalStatus,
  kind: QuotePaymentKind,
): Promise<(() => void) | undefined> {
  const ref = kind.ownerOf(payment);
  if (status !== 'APPROVED' || ref === null) return undefined;
  const refusal = await kind.lockForSettlement(tx, payment, ref.id);
  const locked = await lockOwnerQuotes(tx, ref, await paymentQuoteIds(tx, payment.id));
  const owner = await kind.notice(tx, ctx, ref.id);
  if (!owner) return undefined;
  const unpaid: { name: string; reason: string }[] = [];
  const payable: LockedQuote[] = [];
  const moved: { productId: number }[] = [];
  for (const quote of locked) {
    if (refusal) {
      unpaid.push({ name: quote.name, reason: refusal });
      continue;
    }
    if (quote.paidAt) {
      unpaid.push({ name: quote.name, reason: MESSAGES.quoteAlreadyPaid });
      continue;
    }
    if (quote.releasedAt) {
      try {
        moved.push(...(await retakeUnits(tx, [quote.id], 'invoices', kind.unavailableMessage)));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        unpaid.push({ name: quote.name, reason: error.message });
        continue;
      }
    }
    payable.push(quote);
  }
  if (payable.length > 0) {
    const now = ctx.now();
    await markQuotesPaid(
      tx,
      payable.map((quote) => quote.id),
      now,
    );
    await kind.quotesPaid(tx, payment, ref.id, now);
    await notifyPaid(tx, owner, payable);
  }
  if (unpaid.length > 0) {
    await askForRefund(tx, owner, payment.reference, { what: 'estas cotizaciones', items: unpaid });
  }
  return () => announceStock(ctx, moved);
}
