/**
 * The quotes of a remodelling's process sheet (part 2 §4 Designs and quotes, §7 designer quoting;
 * decision 029): the sheet's designer previews and sends quotes, which moves the budget step to
 * in progress; the sheet's client approves each one once. The sheet is found (and its 404s
 * decided) by `sheetFor`; the quote itself is the shared quote module's.
 */
import { MESSAGES } from '@hogarte/shared/messages';
import type { QuoteInput } from '@hogarte/shared/schemas/remodelings';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import type { Actor } from '../../http/auth.js';
import { AppError, notFound } from '../../http/errors.js';
import { advanceSheetStep, sheetFor, type Sheet } from '../remodelings/remodelings.access.js';
import { remodelingDetail, whatsappSheetParty } from '../remodelings/remodelings.service.js';
import {
  approveOwnerQuote,
  assertQuotedPurchase,
  createQuote,
  inQuoteTransaction,
  previewQuote,
  type QuoteOwner,
} from './quotes.service.js';

/** A sheet its designer may quote: not finished, and the purchase the builder names is this one. */
function quotableOwner(sheet: Sheet, input: QuoteInput): QuoteOwner {
  assertQuotedPurchase(sheet, input);
  if (sheet.finishedAt) throw new AppError(409, 'REMODELING_FINISHED', MESSAGES.remodelingFinished);
  if (sheet.designerUserId === null) throw notFound();
  return {
    kind: 'remodeling',
    id: sheet.id,
    hashid: sheet.hashid,
    clientUserId: sheet.clientUserId,
    designerUserId: sheet.designerUserId,
  };
}

/** `POST /v1/remodelings/{hashid}/invoices/preview`: the sheet's designer, nothing reserved. */
export async function previewSheetQuote(
  ctx: AppContext,
  actor: Actor,
  hashid: string,
  input: QuoteInput,
) {
  const sheet = await sheetFor(ctx.db, actor, hashid);
  return previewQuote(ctx, quotableOwner(sheet, input), input);
}

/**
 * `POST /v1/remodelings/{hashid}/invoices?whatsapp=true`: in one transaction on the locked sheet,
 * the quote is built, its units reserved and its PDF stored, the budget step moves to in
 * progress, and with `whatsapp` the client hears about it.
 */
export async function sendSheetQuote(
  ctx: AppContext,
  actor: Actor,
  hashid: string,
  input: QuoteInput,
  whatsapp: boolean,
) {
  await inQuoteTransaction(ctx, async (tx, staged) => {
    const sheet = await sheetFor(tx, actor, hashid, { lock: true });
    const owner = quotableOwner(sheet, input);
    const quote = await createQuote(ctx, tx, owner, input, staged);
    await advanceSheetStep(tx, sheet.id, 'budget', 2, ctx.now());
    if (whatsapp) {
      await whatsappSheetParty(ctx, tx, sheet.id, {
        to: 'client',
        summary: MESSAGES.quoteSent,
        template: 'remodeling_quote',
        message: MESSAGES.remodelingQuoteWhatsapp,
        values: { quote: input.name },
      });
    }
    return { quote };
  });
  return { message: MESSAGES.quoteSent, ...(await remodelingDetail(ctx, actor, hashid)) };
}

/**
 * `PATCH /v1/remodelings/{hashid}/invoices/{id}?whatsapp=true` {is_approved: true}: the sheet's
 * client approves one of its quotes, once; with `whatsapp` the designer hears about it.
 */
export async function approveSheetQuote(
  ctx: AppContext,
  actor: Actor,
  hashid: string,
  quoteId: number,
  whatsapp: boolean,
) {
  await inTransaction(ctx.db, async (tx) => {
    const sheet = await sheetFor(tx, actor, hashid, { lock: true });
    const quote = await approveOwnerQuote(
      ctx,
      tx,
      { kind: 'remodeling', id: sheet.id },
      quoteId,
      () => {
        if (sheet.finishedAt) {
          throw new AppError(409, 'REMODELING_FINISHED', MESSAGES.remodelingFinished);
        }
      },
    );
    if (whatsapp) {
      await whatsappSheetParty(ctx, tx, sheet.id, {
        to: 'designer',
        summary: MESSAGES.quoteApproved,
        template: 'remodeling_quote_approved',
        message: MESSAGES.remodelingQuoteApprovedWhatsapp,
        values: { quote: quote.name },
      });
    }
  });
  return { message: MESSAGES.quoteApproved, ...(await remodelingDetail(ctx, actor, hashid)) };
}
