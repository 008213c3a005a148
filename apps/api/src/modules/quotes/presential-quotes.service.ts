/**
 * The quotes of a presential consultancy (part 1 §2 Designer area, §4 Quote flow; part 2 §7;
 * decision 030): the consultancy's designer previews and sends quotes once the request is
 * approved, which moves the budget step to in progress; its client approves each one once. The
 * consultancy is found (and its 404s decided) by `consultancyFor`; the quote itself is the shared
 * quote module's, with the remodelling's unit rules, IVA and 3-day reservation.
 */
import { LIMITS } from '@hogarte/shared/limits';
import { MESSAGES, fillMessage } from '@hogarte/shared/messages';
import { STEP_STATUS } from '@hogarte/shared/process-steps';
import type { QuoteInput } from '@hogarte/shared/schemas/remodelings';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import type { Actor } from '../../http/auth.js';
import {
  advanceConsultancyStep,
  consultancyFor,
  type Consultancy,
} from '../presential/presential.access.js';
import {
  assertApproved,
  consultancyInfo,
  emailConsultancyClient,
  whatsappConsultancyParty,
} from '../presential/presential.service.js';
import {
  approveOwnerQuote,
  assertQuotedPurchase,
  createQuote,
  inQuoteTransaction,
  previewQuote,
  type QuoteOwner,
} from './quotes.service.js';

/** An approved consultancy its designer may quote, when the purchase the builder names is this one. */
function quotableOwner(consultancy: Consultancy, input: QuoteInput): QuoteOwner {
  assertQuotedPurchase(consultancy, input);
  assertApproved(consultancy);
  return {
    kind: 'presential',
    id: consultancy.id,
    hashid: consultancy.hashid,
    clientUserId: consultancy.clientUserId,
    designerUserId: consultancy.designerUserId,
  };
}

/** `POST /v1/presential-consultancy/{hashid}/invoices/preview`: its designer, nothing reserved. */
export async function previewConsultancyQuote(
  ctx: AppContext,
  actor: Actor,
  hashid: string,
  input: QuoteInput,
) {
  const consultancy = await consultancyFor(ctx.db, actor, hashid);
  return previewQuote(ctx, quotableOwner(consultancy, input), input);
}

/**
 * `POST /v1/presential-consultancy/{hashid}/invoices?whatsapp=true&email=true`: in one
 * transaction on the locked consultancy, the quote is built, its units reserved and its PDF
 * stored, the budget step moves to in progress, and the client hears about it as asked.
 */
export async function sendConsultancyQuote(
  ctx: AppContext,
  actor: Actor,
  hashid: string,
  input: QuoteInput,
  notify: { whatsapp: boolean; email: boolean },
) {
  await inQuoteTransaction(ctx, async (tx, staged) => {
    const consultancy = await consultancyFor(tx, actor, hashid, { lock: true });
    const quote = await createQuote(ctx, tx, quotableOwner(consultancy, input), input, staged);
    await advanceConsultancyStep(tx, consultancy.id, 'budget', STEP_STATUS.inProgress, ctx.now());
    if (notify.whatsapp) {
      await whatsappConsultancyParty(ctx, tx, consultancy.id, {
        to: 'client',
        summary: MESSAGES.quoteSent,
        template: 'presential_quote',
        message: MESSAGES.presentialQuoteWhatsapp,
        values: { quote: input.name },
      });
    }
    if (notify.email) {
      await emailConsultancyClient(ctx, tx, consultancy.id, {
        subject: fillMessage(MESSAGES.presentialQuoteEmailSubject, { hashid }),
        lines: [
          `Tu diseñador(a) te envió la cotización ${input.name}.`,
          `Sus productos quedan reservados para ti por ${LIMITS.quoteReservationDays} días: apruébala y págala desde tu asesoría.`,
        ],
      });
    }
    return { quote };
  });
  return { message: MESSAGES.quoteSent, info: await consultancyInfo(ctx, actor, hashid) };
}

/**
 * `PATCH /v1/presential-consultancy/{hashid}/invoices/{id}?whatsapp=true` {is_approved: true}:
 * the consultancy's client approves one of its quotes, once; with `whatsapp` the designer hears
 * about it.
 */
export async function approveConsultancyQuote(
  ctx: AppContext,
  actor: Actor,
  hashid: string,
  quoteId: number,
  whatsapp: boolean,
) {
  await inTransaction(ctx.db, async (tx) => {
    const consultancy = await consultancyFor(tx, actor, hashid, { lock: true });
    const owner = { kind: 'presential', id: consultancy.id } as const;
    const quote = await approveOwnerQuote(ctx, tx, owner, quoteId);
    if (whatsapp) {
      await whatsappConsultancyParty(ctx, tx, consultancy.id, {
        to: 'designer',
        summary: MESSAGES.quoteApproved,
        template: 'presential_quote_approved',
        message: MESSAGES.presentialQuoteApprovedWhatsapp,
        values: { quote: quote.name },
      });
    }
  });
  return { message: MESSAGES.quoteApproved, info: await consultancyInfo(ctx, actor, hashid) };
}
