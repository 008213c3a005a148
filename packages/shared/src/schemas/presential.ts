/** What the presential consultancy's calls accept (spec part 1 §5; part 2 §5, §7; decision 030). */
import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { idParam, idParamWith, queryFlag, tablePageQuery, uuidParam } from './params.js';
import { quotePaymentInputSchema, remodelingCreateSchema } from './remodelings.js';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `POST /v1/presential-consultancy`: a client asks a designer to visit (decision 030): where, and
 * one to three preferred days (checked against tomorrow on the server, which knows the date).
 */
export const presentialCreateSchema = remodelingCreateSchema
  .pick({ designer_uuid: true, address: true, city_name: true })
  .extend({
    preferred_dates: z
      .array(z.string().regex(ISO_DAY, MESSAGES.presentialPreferredDatesInvalid), {
        error: MESSAGES.presentialPreferredDatesInvalid,
      })
      .min(1, MESSAGES.presentialPreferredDatesInvalid)
      .max(LIMITS.presentialPreferredDatesMax, MESSAGES.presentialPreferredDatesInvalid)
      .refine((days) => new Set(days).size === days.length, {
        error: MESSAGES.presentialPreferredDatesInvalid,
      }),
    notes: z
      .string()
      .trim()
      .max(LIMITS.presentialNotesMaxLength, MESSAGES.presentialNotesMax)
      .nullish(),
  });
export type PresentialCreate = z.infer<typeof presentialCreateSchema>;

/** `PATCH /v1/presential-consultancy/{hashid}` {is_approved, client_uuid}: decided once. */
export const presentialDecisionSchema = z.object({
  is_approved: z.boolean({ error: MESSAGES.invalidRequest }),
  client_uuid: uuidParam,
});

/** `…/files/invoice?supplier_receipt=true&invoice_id={id}`: a supplier's receipt for a quote. */
export const presentialFileQuerySchema = z.object({
  supplier_receipt: queryFlag.optional(),
  invoice_id: idParamWith(MESSAGES.notFound).optional(),
});

/**
 * `POST /v1/presential-consultancy/{hashid}/payments` {toPay, invoices, receipt}: the spec's
 * camel-case total; the rest as the remodelling's payment.
 */
export const presentialPaymentInputSchema = quotePaymentInputSchema
  .omit({ to_pay: true })
  .extend({ toPay: quotePaymentInputSchema.shape.to_pay });
export type PresentialPaymentInput = z.infer<typeof presentialPaymentInputSchema>;

/** `GET /v1/presential-consultancy/suppliers/invoices[?paid=true|finished=true]`, a table page. */
export const supplierQuotesQuerySchema = z.object({
  paid: queryFlag.optional(),
  finished: queryFlag.optional(),
  ...tablePageQuery,
});
export type SupplierQuotesQuery = z.infer<typeof supplierQuotesQuerySchema>;

/** `/v1/suppliers/{hash}/…`: the supplier's own uuid (another's is 404). */
export const supplierHashParams = z.object({ hash: uuidParam });

/** `POST /v1/suppliers/{hash}/files/{type}?invoice_id=`: the supplier's invoice for a quote. */
export const supplierFileParamsSchema = z.object({
  hash: uuidParam,
  type: z.enum(['invoice'], { error: MESSAGES.notFound }),
});
export const supplierFileQuerySchema = z.object({ invoice_id: idParam });

/**
 * `POST /v1/suppliers/{hash}/document/receipt` {invoice_id}: the client's billing PDF for a paid
 * quote with the supplier's products, drawn from what the server stored (the spec's body names
 * the consultancy and the payment; the server reads both from the quote).
 */
export const supplierReceiptDocumentSchema = z.object({ invoice_id: idParam });
