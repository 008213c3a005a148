/**
 * PayU Latam WebCheckout's contract (the spec's legacy checkout; integrations.md), shared by the
 * form we hand the browser and the simulator: the form's MD5 signature, the confirmation PayU
 * posts to our server (form-encoded, retried up to 9 times) with its own `sign`, and how its
 * `state_pol` reads as a payment status.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { PaymentStatus } from '@hogarte/shared/contracts/checkout';
import { sameChecksum } from '../wompi/wompi.js';

export const PAYU_CURRENCY = 'COP';

function md5Hex(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}

/** The form's `signature`: MD5 hex of `ApiKey~merchantId~referenceCode~amount~currency`. */
export function payuSignature(
  apiKey: string,
  merchantId: string,
  referenceCode: string,
  amount: string,
  currency: string,
): string {
  return md5Hex(`${apiKey}~${merchantId}~${referenceCode}~${amount}~${currency}`);
}

/**
 * The confirmation's `value` as its `sign` uses it (`new_value`): one decimal when the second is
 * 0 (150.00 → 150.0, 150.20 → 150.2), else two (150.26). From cents, so no float ever rounds.
 */
export function newValue(amountInCents: number): string {
  const pesos = Math.floor(amountInCents / 100);
  const cents = amountInCents % 100;
  return cents % 10 === 0 ? `${pesos}.${cents / 10}` : `${pesos}.${String(cents).padStart(2, '0')}`;
}

/** A decimal amount as PayU writes it ("20000", "20000.0", "150.26") in cents; else undefined. */
export function centsOf(value: string): number | undefined {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return undefined;
  const [, pesos = '0', decimals = ''] = match;
  return Number(pesos) * 100 + Number(decimals.padEnd(2, '0'));
}

/** The confirmation's `sign`: MD5 hex of `ApiKey~merchant_id~reference_sale~new_value~currency~state_pol`. */
export function confirmationSign(
  apiKey: string,
  merchantId: string,
  reference: string,
  value: string,
  currency: string,
  statePol: string,
): string {
  return md5Hex(`${apiKey}~${merchantId}~${reference}~${value}~${currency}~${statePol}`);
}

/**
 * `state_pol` as our payment statuses: 4 approved, 6 declined, 5 expired, 7 still pending. An
 * expired transaction ended without paying, which the statuses we share with Wompi call ERROR.
 */
const STATES: Record<string, PaymentStatus> = {
  '4': 'APPROVED',
  '5': 'ERROR',
  '6': 'DECLINED',
  '7': 'PENDING',
};

/** What PayU posts to `confirmationUrl`; fields we do not use are dropped. */
const confirmationSchema = z.object({
  merchant_id: z.string().trim().min(1).max(20),
  reference_sale: z.string().trim().min(1).max(255),
  value: z.string().trim().min(1).max(20),
  currency: z.string().trim().min(3).max(3),
  state_pol: z.string().trim().min(1).max(3),
  sign: z.string().trim().min(1).max(64),
  transaction_id: z.string().trim().min(1).max(80),
  payment_method_type: z.string().trim().max(30).optional(),
  transaction_date: z.string().trim().max(40).optional(),
});

/** A PayU transaction as the settlement reads it (provider-neutral, see settlement.ts). */
export interface PayuTransaction {
  id: string;
  reference: string;
  status: PaymentStatus;
  amountInCents: number;
  currency: string;
  paymentMethodType: string | null;
  /** The confirmation's `sign`: a retried delivery repeats it. */
  sign: string;
}

export type ConfirmationVerification =
  | { ok: true; transaction: PayuTransaction }
  | { ok: false; reason: 'malformed' | 'sign_mismatch' | 'merchant_mismatch' };

/**
 * Checks a confirmation: its shape, that it is for our merchant, and its `sign` (made with the API
 * key only PayU and we hold) over the reference, `new_value`, currency and state.
 */
export function verifyConfirmation(
  body: unknown,
  config: { apiKey: string; merchantId: string },
): ConfirmationVerification {
  const parsed = confirmationSchema.safeParse(body);
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  const fields = parsed.data;
  const amountInCents = centsOf(fields.value);
  const status = STATES[fields.state_pol];
  if (amountInCents === undefined || !status) return { ok: false, reason: 'malformed' };
  if (fields.merchant_id !== config.merchantId) return { ok: false, reason: 'merchant_mismatch' };
  const expected = confirmationSign(
    config.apiKey,
    fields.merchant_id,
    fields.reference_sale,
    newValue(amountInCents),
    fields.currency,
    fields.state_pol,
  );
  if (!sameChecksum(expected, fields.sign)) return { ok: false, reason: 'sign_mismatch' };
  return {
    ok: true,
    transaction: {
      id: fields.transaction_id,
      reference: fields.reference_sale,
      status,
      amountInCents,
      currency: fields.currency,
      paymentMethodType: fields.payment_method_type ?? null,
      sign: fields.sign.toLowerCase(),
    },
  };
}

/** The WebCheckout form the browser posts to PayU: every field PayU reads, signed. */
export interface PayuCheckoutForm {
  action: string;
  fields: {
    merchantId: string;
    accountId: string;
    description: string;
    referenceCode: string;
    amount: string;
    tax: string;
    taxReturnBase: string;
    currency: string;
    signature: string;
    test: string;
    buyerEmail: string;
    responseUrl: string;
    confirmationUrl: string;
  };
}

export function buildCheckoutForm(
  config: {
    checkoutUrl: string;
    merchantId: string;
    accountId: string;
    apiKey: string;
    test: boolean;
  },
  request: {
    referenceCode: string;
    description: string;
    /** Whole pesos: PayU signs the amount exactly as the form sends it. */
    amount: number;
    tax: number;
    taxReturnBase: number;
    buyerEmail: string;
    responseUrl: string;
    confirmationUrl: string;
  },
): PayuCheckoutForm {
  const amount = String(request.amount);
  return {
    action: config.checkoutUrl,
    fields: {
      merchantId: config.merchantId,
      accountId: config.accountId,
      description: request.description,
      referenceCode: request.referenceCode,
      amount,
      tax: String(request.tax),
      taxReturnBase: String(request.taxReturnBase),
      currency: PAYU_CURRENCY,
      signature: payuSignature(
        config.apiKey,
        config.merchantId,
        request.referenceCode,
        amount,
        PAYU_CURRENCY,
      ),
      test: config.test ? '1' : '0',
      buyerEmail: request.buyerEmail,
      responseUrl: request.responseUrl,
      confirmationUrl: request.confirmationUrl,
    },
  };
}

/** Where PayU posts its confirmations: our own route (payments.routes.ts). */
export const PAYU_CONFIRMATION_PATH = '/v2/payments/payu/confirmation';
