/**
 * The two ends of a Wompi payment every payable shares: the attempt recorded and the checkout page
 * the buyer is sent to, and the transaction the buyer comes back with, asked of Wompi.
 */
import type { PaymentStatus } from '@hogarte/shared/contracts/checkout';
import { MESSAGES } from '@hogarte/shared/messages';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../http/auth.js';
import { onOrigin } from '../../http/browser-origin.js';
import { AppError, notFound } from '../../http/errors.js';
import type { WompiGateway, WompiTransaction } from '../../integrations/wompi/wompi.js';
import type { Database } from '../../db/client.js';
import { asPaymentProviderError } from './payment-provider.js';
import { insertPayment, type NewPayment, type PaymentPurpose } from './payments.repository.js';
import { settleWompiTransaction, type SettlementHandlers } from './settlement.js';

/** The configured gateway, or 503 when this server takes no payments. */
export function wompiGateway(ctx: AppContext): { gateway: WompiGateway; publicKey: string } {
  const wompi = ctx.config.wompi;
  if (!wompi || !ctx.wompi)
    throw new AppError(503, 'PAYMENTS_UNAVAILABLE', MESSAGES.paymentNotConfigured);
  return { gateway: ctx.wompi, publicKey: wompi.publicKey };
}

/**
 * Records a payment attempt inside the caller's transaction, with what it pays: the webhook (or
 * PayU's confirmation) finds it by its reference and settles it (settlement.ts). Answers its id.
 */
export function recordPaymentAttempt(
  tx: Database,
  payment: PaymentPurpose & NewPayment,
): Promise<number> {
  return insertPayment(tx, payment);
}

/**
 * Wompi's checkout page for a payment, which brings the buyer back to `returnPath` on
 * `returnOrigin` (the origin the buyer is on, see http/browser-origin.ts).
 */
export function wompiCheckoutUrl(
  ctx: AppContext,
  payment: {
    publicKey: string;
    reference: string;
    amountInCents: number;
    expirationTime?: Date;
    customerEmail?: string | undefined;
  },
  returnOrigin: string,
  returnPath: string,
): string {
  const { gateway } = wompiGateway(ctx);
  const gatewayUrl = gateway.checkoutUrl({
    publicKey: payment.publicKey,
    reference: payment.reference,
    amountInCents: payment.amountInCents,
    redirectUrl: `${returnOrigin}${returnPath}`,
    expirationTime: payment.expirationTime,
    customerEmail: payment.customerEmail,
  });
  // The built-in simulator is a page of this server: the buyer pays on the origin it is on.
  return ctx.config.wompi?.simulator ? onOrigin(gatewayUrl, returnOrigin) : gatewayUrl;
}

/** The transaction a buyer returns from, asked of Wompi; 404 when Wompi does not know it. */
export async function fetchWompiTransaction(
  ctx: AppContext,
  transactionId: string,
): Promise<WompiTransaction> {
  const { gateway } = wompiGateway(ctx);
  const transaction = await gateway.getTransaction(transactionId).catch((error: unknown) => {
    throw asPaymentProviderError(error);
  });
  if (!transaction) throw notFound();
  return transaction;
}

/**
 * The return page's answer, the same for every payable: the transaction the buyer comes back with,
 * asked of Wompi and applied once (as the webhook would). Another buyer's payment, or one of
 * another kind (`find` answers none), is as unknown as a missing one: 404. A transaction that is
 * not its payment (another currency or amount) paid nothing: ERROR, whatever Wompi says.
 */
export async function settleReturningTransaction<Owner>(
  ctx: AppContext,
  actor: Actor,
  transactionId: string,
  payable: {
    find: (reference: string) => Promise<Owner | null | undefined>;
    payerOf: (owner: Owner) => number;
    handlers: SettlementHandlers;
  },
): Promise<{ status: PaymentStatus; owner: Owner }> {
  const transaction = await fetchWompiTransaction(ctx, transactionId);
  const owner = await payable.find(transaction.reference);
  if (!owner || payable.payerOf(owner) !== actor.id) throw notFound();
  const mismatch = await settleWompiTransaction(ctx, transaction, payable.handlers);
  return { status: mismatch ? 'ERROR' : transaction.status, owner };
}
