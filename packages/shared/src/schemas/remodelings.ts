/** What the remodelling's calls accept (spec part 2 §3, §5, §7 Remodelling; part 1 §5 Quote). */
import { z } from 'zod';
import { REMODELING_FILE_TYPES } from '../contracts/remodelings.js';
import { RECEIPT_DOCUMENT_TYPES } from '../remodelings.js';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { emailField, nitField } from './common.js';
import { idParam, idParamWith, queryFlag, tablePageQuery, uuidParam } from './params.js';
import { ratingCommentField, ratingField } from './virtual-consultancies.js';

export const hashidField = z.string().regex(/^[\w-]{1,16}$/, MESSAGES.notFound);
export const hashidParams = z.object({ hashid: hashidField });
export const hashidIdParams = z.object({ hashid: hashidField, id: idParamWith(MESSAGES.notFound) });
export const notFoundIdParams = z.object({ id: idParamWith(MESSAGES.notFound) });

const requiredText = (max: number) =>
  z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(max);

/** `POST /v1/remodelings`: a client asks a designer for a remodelling (decision 029). */
export const remodelingCreateSchema = z.object({
  designer_uuid: uuidParam,
  address: requiredText(200),
  city_name: requiredText(120),
  space_quantity: z.coerce
    .number({ error: MESSAGES.remodelingSpacesRange })
    .int(MESSAGES.remodelingSpacesRange)
    .min(1, MESSAGES.remodelingSpacesRange)
    .max(LIMITS.remodelingSpacesMax, MESSAGES.remodelingSpacesRange),
});
export type RemodelingCreate = z.infer<typeof remodelingCreateSchema>;

/** `GET /v1/remodelings?finished=true|paid=true`, a table page. */
export const remodelingListQuerySchema = z.object({
  finished: queryFlag.optional(),
  paid: queryFlag.optional(),
  ...tablePageQuery,
});
export type RemodelingListQuery = z.infer<typeof remodelingListQuerySchema>;

/** `PATCH /v1/remodelings/steps/{id}[?whatsapp=true]` {step_status_id, date}. */
export const stepEditSchema = z
  .object({
    step_status_id: z.union([z.literal(1), z.literal(2), z.literal(3)], {
      error: MESSAGES.invalidRequest,
    }),
    date: z.iso.datetime({ offset: true, error: MESSAGES.invalidRequest }).nullable(),
  })
  .partial()
  .refine((edit) => edit.step_status_id !== undefined || edit.date !== undefined, {
    error: MESSAGES.invalidRequest,
  });
export type StepEditInput = z.infer<typeof stepEditSchema>;

export const remodelingFileParamsSchema = z.object({
  hashid: hashidField,
  type: z.enum(REMODELING_FILE_TYPES, { error: MESSAGES.notFound }),
});

/** `POST …/designs?whatsapp=true` {remodeling_process_file_id}: a design file uploaded first. */
export const designCreateSchema = z.object({
  remodeling_process_file_id: idParamWith(MESSAGES.notFound),
});

/** `PATCH …/designs/{id}` and `PATCH …/invoices/{id}` {is_approved: true}. */
export const approvalSchema = z.object({
  is_approved: z.literal(true, { error: MESSAGES.invalidRequest }),
});

/** One product of a quote as the builder sends it (part 1 §3 Quote line). */
export const quoteEntrySchema = z.object({
  product_id: idParam,
  /** The area of a covering or floor, m² with up to two decimals. */
  m2: z.coerce
    .number({ error: MESSAGES.invalidRequest })
    .positive(MESSAGES.invalidRequest)
    .max(LIMITS.quoteAreaMaxM2, MESSAGES.invalidRequest)
    .nullish(),
  /** The units of any other product. */
  units: z.coerce
    .number({ error: MESSAGES.invalidRequest })
    .int(MESSAGES.invalidRequest)
    .positive(MESSAGES.invalidRequest)
    .max(100_000, MESSAGES.invalidRequest)
    .nullish(),
  shipping_cost: z.coerce
    .number({ error: MESSAGES.invalidRequest })
    .int(MESSAGES.invalidRequest)
    .min(0, MESSAGES.invalidRequest)
    .max(LIMITS.quoteShippingMax, MESSAGES.invalidRequest)
    .default(0),
});
export type QuoteEntryInput = z.infer<typeof quoteEntrySchema>;

const quoteProducts = z
  .array(quoteEntrySchema, { error: MESSAGES.quoteEmpty })
  .min(1, MESSAGES.quoteEmpty)
  .max(LIMITS.quoteLinesMax, MESSAGES.quoteTooManyLines)
  .refine((entries) => new Set(entries.map((entry) => entry.product_id)).size === entries.length, {
    error: MESSAGES.invalidRequest,
  });

/**
 * `POST …/invoices/preview` and `POST …/invoices?whatsapp=true`: the quote's name and products.
 * The purchase names the sheet; its subtotal is the server's to compute, never taken.
 */
export const quoteInputSchema = z.object({
  name: z
    .string({ error: MESSAGES.quoteNameRequired })
    .trim()
    .min(1, MESSAGES.quoteNameRequired)
    .max(LIMITS.quoteNameMaxLength),
  products: quoteProducts,
  purchase: z.object({ hashid: hashidField }).loose().optional(),
});
export type QuoteInput = z.infer<typeof quoteInputSchema>;

/** `GET …/invoices?approved=true&paid=false` or `?paid=true`. */
export const quoteListQuerySchema = z.object({
  approved: queryFlag.optional(),
  paid: queryFlag.optional(),
});

/** `POST /v1/remodelings/payments/receipts?person=true|company=true`. */
export const receiptKindQuerySchema = z
  .object({ person: queryFlag.optional(), company: queryFlag.optional() })
  .refine((query) => (query.person === true) !== (query.company === true), {
    error: MESSAGES.invalidRequest,
  });

export const personReceiptInputSchema = z.object({
  first_name: requiredText(80),
  last_name: requiredText(80),
  document_type: z.enum(RECEIPT_DOCUMENT_TYPES, { error: MESSAGES.required }),
  document_number: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .regex(
      new RegExp(`^[0-9A-Za-z]{1,${LIMITS.receiptDocumentNumberMaxLength}}$`),
      MESSAGES.receiptDocumentNumber,
    ),
  email: emailField,
  address: requiredText(200),
  city: requiredText(120),
});
export const companyReceiptInputSchema = z.object({
  business_name: requiredText(120),
  NIT: nitField,
  company_address: z.string().trim().max(200).nullish(),
  email: emailField.nullish(),
});
export const receiptInputSchema = z.discriminatedUnion('type', [
  personReceiptInputSchema.extend({ type: z.literal('person') }),
  companyReceiptInputSchema.extend({ type: z.literal('company') }),
]);

/** `POST /v1/remodelings/{hashid}/payments` {to_pay, invoices, receipt{type, receiptData}}. */
export const quotePaymentInputSchema = z.object({
  to_pay: z.coerce
    .number({ error: MESSAGES.invalidRequest })
    .int()
    .positive(MESSAGES.invalidRequest),
  invoices: z
    .array(idParam, { error: MESSAGES.selectAtLeastOneQuote })
    .min(1, MESSAGES.selectAtLeastOneQuote)
    .max(LIMITS.quoteLinesMax),
  receipt: z.object({
    type: z.enum(['person', 'company'], { error: MESSAGES.invalidRequest }),
    receiptData: z.record(z.string(), z.unknown()),
  }),
});
export type QuotePaymentInput = z.infer<typeof quotePaymentInputSchema>;

/** `POST /v1/remodelings/invoices/{id}/trackings?whatsapp=true` {url}. */
export const trackingInputSchema = z.object({
  url: z
    .string({ error: MESSAGES.trackingUrlInvalid })
    .trim()
    .max(LIMITS.trackingUrlMaxLength, MESSAGES.trackingUrlInvalid)
    .regex(/^https:\/\/[^\s/$.?#].[^\s]*$/i, MESSAGES.trackingUrlInvalid),
});

/** `POST …/installers` {full_name, cedula} (part 2 §5 Installer). */
export const installerInputSchema = z.object({
  full_name: z
    .string({ error: MESSAGES.installerNameRequired })
    .trim()
    .min(1, MESSAGES.installerNameRequired)
    .max(120, MESSAGES.installerNameRequired),
  cedula: z
    .string({ error: MESSAGES.installerCedulaInvalid })
    .trim()
    .regex(
      new RegExp(`^\\d{${LIMITS.installerCedulaMinDigits},${LIMITS.installerCedulaMaxDigits}}$`),
      MESSAGES.installerCedulaInvalid,
    ),
});

/**
 * `PATCH /v1/remodelings/{hashid}[?email=true]`: one of the admin's paid mark {paid_at}, the
 * client's 'received to satisfaction' {finished_at} or the rating. The server stamps the times.
 */
export const remodelingPatchSchema = z.union([
  z.object({ paid_at: z.string().max(40).nullable() }).strict(),
  z.object({ finished_at: z.string().max(40) }).strict(),
  z
    .object({
      designer_rating: ratingField,
      installers_rating: ratingField,
      comments: ratingCommentField,
    })
    .strict(),
]);
export type RemodelingPatch = z.infer<typeof remodelingPatchSchema>;

/**
 * `GET /v1/quotes/products`: the designer's catalogue, a page by search and category, or the
 * products named by `ids` (the builder reloading its selection, the brand's complementaries).
 */
export const quoteProductsQuerySchema = z.object({
  search: z.string().trim().max(LIMITS.searchMaxLength).optional(),
  categoryId: z.coerce.number().int().positive().max(100).optional(),
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,59}$/, MESSAGES.invalidRequest)
    .transform((list) => list.split(',').map(Number))
    // Ten digits can pass PostgreSQL's `integer`: such an id is nobody's, not a server error.
    .refine((ids) => ids.every((id) => idParam.safeParse(id).success), MESSAGES.invalidRequest)
    .optional(),
  page: z.coerce.number().int().positive().max(1_000_000).default(1),
  itemsPerPage: z.coerce.number().int().positive().max(LIMITS.productListMaxPageSize).default(12),
});
