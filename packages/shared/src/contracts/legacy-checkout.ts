/**
 * The legacy checkout of a remodelling's quotes (part 2 §2.1 'An older checkout page takes an id
 * parameter', §7 Legacy checkout): the page /checkout/{hashid} reads the sheet's summary and its
 * payable quotes, then pays the quotes picked through PayU WebCheckout (a form the browser posts
 * to PayU) or Wompi. Both create the same payment as `POST /v1/remodelings/{hashid}/payments`.
 */
import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { receiptDataSchema } from './remodelings.js';

/** `GET /v1/purchase-info/{hashid}`: the sheet as the page's header shows it. */
export const purchaseInfoSchema = z.object({
  info: z.object({
    hashid: z.string(),
    status: z.enum(['active', 'finished']),
    created_at: z.string(),
    city: z.string().nullable(),
    address: z.string().nullable(),
    client: z.object({ first_name: z.string(), last_name: z.string(), email: z.string() }),
    designer: z.object({ first_name: z.string(), last_name: z.string() }).nullable(),
    /** The sheet's approved quotes not yet paid: how many, and their sum. */
    approved_unpaid: z.number().int(),
    to_pay: z.number().int(),
  }),
});
export type PurchaseInfo = z.infer<typeof purchaseInfoSchema>['info'];

/** A quote the client may pay (the spec's budget). */
export const legacyBudgetSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  subtotal: z.number().int(),
  iva: z.number().int(),
  to_pay: z.number().int(),
  reserved_until: z.string(),
  /** False once the reservation lapsed: paying takes the units again, if they are still there. */
  is_reserved: z.boolean(),
});
export type LegacyBudget = z.infer<typeof legacyBudgetSchema>;

/** `GET /v1/checkout/{hashid}`: the approved, unpaid quotes and the receipt data last given. */
export const legacyCheckoutSchema = z.object({
  info: z.object({
    hashid: z.string(),
    budgets: z.array(legacyBudgetSchema),
    total: z.number().int(),
    receipt: receiptDataSchema.nullable(),
  }),
});
export type LegacyCheckout = z.infer<typeof legacyCheckoutSchema>['info'];

/**
 * `POST /v1/payu-checkout/{hashid}` and `POST /v1/wompi-checkout/{hashid}`: the quotes picked
 * (`budgets`), the total the page showed (checked against the stored one) and the receipt.
 */
export const legacyPaymentInputSchema = z.object({
  total: z.coerce
    .number({ error: MESSAGES.invalidRequest })
    .int()
    .positive(MESSAGES.invalidRequest),
  budgets: z
    .array(z.coerce.number().int().positive(), { error: MESSAGES.selectAtLeastOneQuote })
    .min(1, MESSAGES.selectAtLeastOneQuote)
    .max(60),
  receiptType: z.enum(['person', 'company'], { error: MESSAGES.invalidRequest }),
  receiptData: z.record(z.string(), z.unknown(), { error: MESSAGES.invalidRequest }),
});
export type LegacyPaymentInput = z.infer<typeof legacyPaymentInputSchema>;

/** PayU WebCheckout's form: the page posts `fields` to `action` (integrations.md). */
export const payuCheckoutSchema = z.object({
  reference: z.string(),
  signature: z.string(),
  action: z.string(),
  fields: z.object({
    merchantId: z.string(),
    accountId: z.string(),
    description: z.string(),
    referenceCode: z.string(),
    amount: z.string(),
    tax: z.string(),
    taxReturnBase: z.string(),
    currency: z.string(),
    signature: z.string(),
    test: z.string(),
    buyerEmail: z.string(),
    responseUrl: z.string(),
    confirmationUrl: z.string(),
  }),
});
export type PayuCheckout = z.infer<typeof payuCheckoutSchema>;

/** Wompi's web checkout for the same payment: the page sends the browser to `checkout_url`. */
export const wompiLegacyCheckoutSchema = z.object({
  reference: z.string(),
  /** The checkout's integrity signature, as the URL carries it. */
  signature: z.string(),
  amount_in_cents: z.number().int(),
  checkout_url: z.string(),
});
export type WompiLegacyCheckout = z.infer<typeof wompiLegacyCheckoutSchema>;
