/**
 * The legacy checkout (part 2 §2.1, §7 Legacy checkout): /checkout/{hashid} reads the sheet's
 * summary and its payable quotes, and pays the quotes picked through PayU WebCheckout or Wompi.
 * The payment is the one `createSheetQuotePayment` makes for the process sheet's own checkout; only the
 * provider's answer differs (PayU: a signed form the browser posts; Wompi: its checkout URL).
 */
import type {
  LegacyCheckout,
  LegacyPaymentInput,
  PayuCheckout,
  PurchaseInfo,
  WompiLegacyCheckout,
} from '@hogarte/shared/contracts/legacy-checkout';
import { MESSAGES } from '@hogarte/shared/messages';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../http/auth.js';
import { onOrigin } from '../../http/browser-origin.js';
import { AppError, notFound } from '../../http/errors.js';
import { buildCheckoutForm, PAYU_CONFIRMATION_PATH } from '../../integrations/payu/payu.js';
import { wompiGateway } from '../payments/wompi-checkout.js';
import {
  quoteCheckoutUrl,
  savedReceipt,
  type QuotePaymentRequest,
} from '../quotes/quotes.payments.js';
import { createSheetQuotePayment } from './remodelings.payments.js';
import {
  findPurchaseSummary,
  listPayableQuotes,
  payableQuoteTotals,
} from './remodelings.payments.repository.js';
import { sheetFor } from './remodelings.access.js';

/** The client's own sheet; anyone else's (and anyone else) gets 404, as the sheet's calls do. */
async function clientSheet(ctx: AppContext, actor: Actor, hashid: string) {
  const sheet = await sheetFor(ctx.db, actor, hashid);
  if (sheet.viewer !== 'client') throw notFound();
  return sheet;
}

/** `GET /v1/purchase-info/{hashid}`: the sheet's summary for the page's header. */
export async function purchaseInfo(
  ctx: AppContext,
  actor: Actor,
  hashid: string,
): Promise<{ info: PurchaseInfo }> {
  const sheet = await clientSheet(ctx, actor, hashid);
  const row = await findPurchaseSummary(ctx.db, sheet.id);
  if (!row) throw notFound();
  const sums = await payableQuoteTotals(ctx.db, sheet.id);
  return {
    info: {
      hashid: sheet.hashid,
      status: row.finishedAt ? 'finished' : 'active',
      created_at: row.createdAt.toISOString(),
      city: row.city,
      address: row.address,
      client: {
        first_name: row.clientFirstName,
        last_name: row.clientLastName,
        email: row.clientEmail,
      },
      designer:
        row.designerFirstName === null
          ? null
          : { first_name: row.designerFirstName, last_name: row.designerLastName ?? '' },
      approved_unpaid: sums?.count ?? 0,
      to_pay: sums?.toPay ?? 0,
    },
  };
}

/** `GET /v1/checkout/{hashid}`: the approved, unpaid quotes and my last receipt data. */
export async function legacyCheckout(
  ctx: AppContext,
  actor: Actor,
  hashid: string,
): Promise<{ info: LegacyCheckout }> {
  const sheet = await clientSheet(ctx, actor, hashid);
  const rows = await listPayableQuotes(ctx.db, sheet.id);
  const now = ctx.now().getTime();
  return {
    info: {
      hashid: sheet.hashid,
      budgets: rows.map((row) => ({
        id: row.id,
        name: row.name,
        subtotal: row.subtotal,
        iva: row.iva,
        to_pay: row.toPay,
        reserved_until: row.reservedUntil.toISOString(),
        is_reserved: row.releasedAt === null && row.reservedUntil.getTime() > now,
      })),
      total: rows.reduce((sum, row) => sum + row.toPay, 0),
      receipt: (await savedReceipt(ctx, actor)).info,
    },
  };
}

function paymentRequest(input: LegacyPaymentInput): QuotePaymentRequest {
  return {
    toPay: input.total,
    quoteIds: input.budgets,
    receiptType: input.receiptType,
    receiptData: input.receiptData,
    fields: { toPay: 'total', quotes: 'budgets', receipt: 'receiptData' },
  };
}

/**
 * `POST /v1/payu-checkout/{hashid}`: the payment recorded for PayU and the signed WebCheckout
 * form; PayU brings the browser back to /compra/{hashid}/res/payu/ and confirms to our server.
 */
export async function payuCheckout(
  ctx: AppContext,
  actor: Actor,
  hashid: string,
  input: LegacyPaymentInput,
  returnOrigin: string,
): Promise<PayuCheckout> {
  const payu = ctx.config.payu;
  if (!payu) throw new AppError(503, 'PAYMENTS_UNAVAILABLE', MESSAGES.paymentNotConfigured);
  const payment = await createSheetQuotePayment(ctx, actor, hashid, paymentRequest(input), {
    name: 'payu',
    publicKey: payu.merchantId,
  });
  const form = buildCheckoutForm(payu, {
    referenceCode: payment.reference,
    description: `Remodelación #${payment.hashid}: ${input.budgets.length} cotización(es)`,
    amount: payment.toPay,
    tax: payment.iva,
    taxReturnBase: payment.subtotal,
    buyerEmail: payment.clientEmail,
    responseUrl: `${returnOrigin}/compra/${payment.hashid}/res/payu/`,
    // Server to server: PayU reaches the public address, whatever origin the browser is on.
    confirmationUrl: `${ctx.config.publicUrl}${PAYU_CONFIRMATION_PATH}`,
  });
  return {
    reference: payment.reference,
    signature: form.fields.signature,
    // The built-in simulator is a page of this server: the browser pays on the origin it is on.
    action: payu.simulator ? onOrigin(form.action, returnOrigin) : form.action,
    fields: form.fields,
  };
}

/**
 * `POST /v1/wompi-checkout/{hashid}`: the payment recorded for Wompi and its checkout, which
 * brings the browser back to /compra/{hashid}/res/wompi/{reference}/ with `?id=`.
 */
export async function wompiLegacyCheckout(
  ctx: AppContext,
  actor: Actor,
  hashid: string,
  input: LegacyPaymentInput,
  returnOrigin: string,
): Promise<WompiLegacyCheckout> {
  const { publicKey } = wompiGateway(ctx);
  const payment = await createSheetQuotePayment(ctx, actor, hashid, paymentRequest(input), {
    name: 'wompi',
    publicKey,
  });
  const checkoutUrl = quoteCheckoutUrl(
    ctx,
    publicKey,
    payment,
    returnOrigin,
    `/compra/${payment.hashid}/res/wompi/${payment.reference}/`,
  );
  return {
    reference: payment.reference,
    signature: new URL(checkoutUrl).searchParams.get('signature:integrity') ?? '',
    amount_in_cents: payment.amountInCents,
    checkout_url: checkoutUrl,
  };
}
