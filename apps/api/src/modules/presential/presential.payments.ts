/**
 * Paying a presential consultancy (part 2 §5, §7, §9; decision 030): its designs, once, for the
 * fixed 450.000 through Wompi; and its approved quotes through the one quote payment
 * (`quotes.payments.ts`), less the deposit. The designs payment is the deposit: a quote payment
 * whose quotes total more than 2.500.000 deducts it while the designs are paid and no approved
 * payment has used it. Only the client of an approved consultancy pays.
 *
 * Both kinds of payment carry the consultancy's id; a quote payment names its quotes in
 * `payment_quotes`, a designs payment names none, and that is how the settlement tells them apart.
 */
import { randomBytes } from 'node:crypto';
import type {
  PresentialPaymentCreated,
  PresentialPaymentResult,
} from '@hogarte/shared/contracts/presential';
import { MONEY } from '@hogarte/shared/limits';
import { fillMessage, MESSAGES } from '@hogarte/shared/messages';
import { formatCop, presentialDeposit, toCents } from '@hogarte/shared/money';
import type { PresentialPaymentInput } from '@hogarte/shared/schemas/presential';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { Actor } from '../../http/auth.js';
import { AppError, notFound } from '../../http/errors.js';
import { queueGreetingEmail } from '../notifications/notifications.service.js';
import type { SettlementHandler } from '../payments/settlement.js';
import {
  recordPaymentAttempt,
  settleReturningTransaction,
  wompiCheckoutUrl,
  wompiGateway,
} from '../payments/wompi-checkout.js';
import {
  askForRefund,
  createQuotePayment,
  paysQuotes,
  quoteCheckoutUrl,
  settleQuotePayment,
  type QuoteOwnerNotice,
  type QuotePaymentKind,
} from '../quotes/quotes.payments.js';
import {
  advanceConsultancyStep,
  consultancyDeposit,
  consultancyFor,
  findConsultancyParties,
} from './presential.access.js';
import {
  findPaymentNotice,
  findPresentialPayment,
  lockConsultancyRow,
  markDepositApplied,
  markDesignsPaid,
} from './presential.payments.repository.js';
import { assertApproved, consultancyUrl } from './presential.service.js';

/** Where Wompi brings the client back after paying the designs; Wompi appends `?id=`. */
const designsReturnPath = (hashid: string) => `/cliente/compra/asesoria-presencial/${hashid}/wompi`;
/** Where Wompi brings the client back after paying quotes; Wompi appends `?id=`. */
const quotesReturnPath = (hashid: string) =>
  `/cliente/compra/asesoria-presencial/${hashid}/wompi-transaction`;

/** The client's own approved consultancy, locked: anyone else gets 404, a pending one 409. */
async function payableConsultancy(tx: Database, actor: Actor, hashid: string) {
  const consultancy = await consultancyFor(tx, actor, hashid, { lock: true });
  if (consultancy.viewer !== 'client') throw notFound();
  assertApproved(consultancy);
  return consultancy;
}

/** What the emails about a consultancy's payments say of it, and where each reader acts. */
async function paymentNotice(
  tx: Database,
  ctx: AppContext,
  consultancyId: number,
): Promise<QuoteOwnerNotice | undefined> {
  const row = await findPaymentNotice(tx, consultancyId);
  if (!row) return undefined;
  const subject = (message: string) => fillMessage(message, { hashid: row.hashid });
  const designerLink = consultancyUrl(ctx, row.hashid, 'designer');
  return {
    hashid: row.hashid,
    title: 'la asesoría presencial',
    place: [row.address, row.city].filter(Boolean).join(', '),
    // A supplier ships and invoices from its quotes screen; admins see what the designer sees.
    links: {
      supplier: `${ctx.config.publicUrl}/proveedor/cotizaciones`,
      designer: designerLink,
      admin: designerLink,
    },
    supplierAsk: 'Prepáralos para su envío y agrega el enlace de seguimiento en tus cotizaciones:',
    designer: { email: row.designerEmail, firstName: row.designerFirstName },
    // No coordinator: lsh installs remodelling sheets only.
    subjects: {
      supplier: subject(MESSAGES.presentialPaidSupplierEmailSubject),
      designer: subject(MESSAGES.presentialPaidDesignerEmailSubject),
      refund: subject(MESSAGES.presentialPaymentRefundEmailSubject),
    },
  };
}

/** The consultancy's side of paying its quotes. */
const CONSULTANCY_QUOTE_PAYMENTS: QuotePaymentKind = {
  referencePrefix: 'PC',
  // The spec's own text for a quoted product gone or out of stock (part 2 §7).
  unavailableMessage: MESSAGES.presentialProductUnavailable,
  async lockForPayment(tx, actor, hashid) {
    const consultancy = await payableConsultancy(tx, actor, hashid);
    const { clientEmail } = await findConsultancyParties(tx, consultancy.id);
    const { available } = consultancyDeposit(consultancy);
    return {
      kind: 'presential',
      id: consultancy.id,
      hashid: consultancy.hashid,
      clientEmail,
      deduction: (total) => presentialDeposit(total, available),
    };
  },
  ownerOf: (payment) =>
    payment.presentialConsultancyId === null
      ? null
      : { kind: 'presential', id: payment.presentialConsultancyId },
  async lockForSettlement(tx, payment, consultancyId) {
    const row = await lockConsultancyRow(tx, consultancyId);
    // Another approved payment used the deposit this one deducted: it was charged too little to
    // pay its quotes, so it pays nothing and its money goes back.
    return payment.depositApplied > 0 && row?.depositAppliedAt
      ? MESSAGES.presentialDepositUsed
      : null;
  },
  async quotesPaid(tx, payment, consultancyId, now) {
    await advanceConsultancyStep(tx, consultancyId, 'payment', 3, now);
    if (payment.depositApplied > 0) await markDepositApplied(tx, consultancyId, now);
  },
  notice: paymentNotice,
};

/** `GET /v1/presential-consultancy/deposit/{hashid}`: the spec's flag, and the deposit's terms. */
export async function depositFlag(ctx: AppContext, actor: Actor, hashid: string) {
  const deposit = consultancyDeposit(await consultancyFor(ctx.db, actor, hashid));
  return { info: deposit.available, deposit };
}

/**
 * `POST /v1/presential-consultancy/{hashid}/designs/payments`: a Wompi payment of the designs'
 * fixed price, for the client of an approved consultancy whose designs are unpaid (else 409). A
 * pending attempt does not block a new one; the designs are paid once whichever is approved.
 */
export async function startDesignsPayment(
  ctx: AppContext,
  actor: Actor,
  hashid: string,
  returnOrigin: string,
): Promise<PresentialPaymentCreated> {
  const { publicKey } = wompiGateway(ctx);
  const payment = await inTransaction(ctx.db, async (tx) => {
    const consultancy = await payableConsultancy(tx, actor, hashid);
    if (consultancy.designsPaidAt) {
      throw new AppError(409, 'PRESENTIAL_DESIGNS_PAID', MESSAGES.presentialDesignsAlreadyPaid);
    }
    const { clientEmail } = await findConsultancyParties(tx, consultancy.id);
    // Unique per attempt, and not guessable from the hashid alone.
    const reference = `PD-${consultancy.hashid}-${randomBytes(6).toString('hex')}`;
    const amountInCents = toCents(MONEY.presentialDeposit);
    await recordPaymentAttempt(tx, {
      presentialConsultancyId: consultancy.id,
      reference,
      amountInCents,
      publicKey,
    });
    return { hashid: consultancy.hashid, reference, amountInCents, customerEmail: clientEmail };
  });
  return {
    uuid: payment.reference,
    to_pay: MONEY.presentialDeposit,
    deposit_applied: 0,
    checkout_url: wompiCheckoutUrl(
      ctx,
      { publicKey, ...payment },
      returnOrigin,
      designsReturnPath(payment.hashid),
    ),
  };
}

/**
 * `POST /v1/presential-consultancy/{hashid}/payments` {toPay, invoices, receipt}: one payment of
 * approved, unpaid quotes, less the deposit when it applies; `toPay` is what Wompi will charge.
 */
export async function startQuotesPayment(
  ctx: AppContext,
  actor: Actor,
  hashid: string,
  input: PresentialPaymentInput,
  returnOrigin: string,
): Promise<PresentialPaymentCreated> {
  const { publicKey } = wompiGateway(ctx);
  const payment = await createQuotePayment(
    ctx,
    actor,
    hashid,
    CONSULTANCY_QUOTE_PAYMENTS,
    {
      toPay: input.toPay,
      quoteIds: input.invoices,
      receiptType: input.receipt.type,
      receiptData: input.receipt.receiptData,
      fields: { toPay: 'toPay', quotes: 'invoices', receipt: 'receipt.receiptData' },
      wording: 'presential',
    },
    { name: 'wompi', publicKey },
  );
  return {
    uuid: payment.reference,
    to_pay: payment.toPay - payment.deduction,
    deposit_applied: payment.deduction,
    checkout_url: quoteCheckoutUrl(
      ctx,
      publicKey,
      payment,
      returnOrigin,
      quotesReturnPath(payment.hashid),
    ),
  };
}

/**
 * An approved designs payment: the designs are paid once, the design step moves on and the
 * designer is told. A second approval (two attempts both paid) pays nothing: the admins are asked
 * to refund it.
 */
async function settleDesignsPayment(
  tx: Database,
  ctx: AppContext,
  reference: string,
  consultancyId: number,
): Promise<void> {
  const now = ctx.now();
  const notice = await paymentNotice(tx, ctx, consultancyId);
  if (!notice) return;
  if (!(await markDesignsPaid(tx, consultancyId, now))) {
    await askForRefund(tx, notice, reference, {
      what: 'los diseños',
      items: [{ name: 'Diseños', reason: MESSAGES.presentialDesignsAlreadyPaid }],
    });
    return;
  }
  await advanceConsultancyStep(tx, consultancyId, 'design', 2, now);
  const parties = await findConsultancyParties(tx, consultancyId);
  await queueGreetingEmail(tx, {
    to: parties.designerEmail,
    firstName: parties.designerFirstName,
    subject: fillMessage(MESSAGES.presentialDesignsPaidEmailSubject, { hashid: notice.hashid }),
    lines: [
      `${parties.clientFirstName} ${parties.clientLastName} pagó los diseños de la asesoría presencial #${notice.hashid} por ${formatCop(MONEY.presentialDeposit)}.`,
      'Continúa con sus diseños:',
      notice.links.designer,
    ],
  });
}

/**
 * What a presential payment's final status does (decision 030): a quote payment settles as every
 * quote payment does, with the consultancy's side (payment step, deposit used once); a designs
 * payment marks the designs paid. Declined, voided or failed: nothing changes.
 */
export const presentialPayment: SettlementHandler = async (tx, ctx, payment, status) => {
  if (status !== 'APPROVED' || payment.presentialConsultancyId === null) return undefined;
  if (await paysQuotes(tx, payment.id)) {
    return settleQuotePayment(tx, ctx, payment, status, CONSULTANCY_QUOTE_PAYMENTS);
  }
  await lockConsultancyRow(tx, payment.presentialConsultancyId);
  await settleDesignsPayment(tx, ctx, payment.reference, payment.presentialConsultancyId);
  return undefined;
};

/**
 * `GET /v1/presential-consultancy/payments/wompi/{id}`: the return page asks Wompi, applies the
 * answer (as the webhook would, once) and tells the client how it went, on which consultancy,
 * what it paid and the deposit it deducted.
 */
export async function confirmPresentialPayment(
  ctx: AppContext,
  actor: Actor,
  transactionId: string,
): Promise<PresentialPaymentResult> {
  const { status, owner } = await settleReturningTransaction(ctx, actor, transactionId, {
    find: (reference) => findPresentialPayment(ctx.db, reference),
    payerOf: (found) => found.clientUserId,
    handlers: { presential: presentialPayment },
  });
  return {
    status,
    hashid: owner.hashid,
    kind: owner.paysQuotes ? 'quotes' : 'designs',
    deposit_applied: owner.depositApplied,
  };
}
