/**
 * Contracts of the presential consultancy (spec part 1 §2 Designer area, §3 Presential
 * consultancy; part 2 §2.2, §2.5, §3 Presential quote invoice and Supplier list item, §7; decision
 * 030): the request and its approval, the consultancy as its client, designer, quoted suppliers
 * and admins see it, its designs payment, its quotes (the remodelling's quote shape) and their
 * payment with the deposit, and each supplier's quotes, trackings and receipts.
 */
import { z } from 'zod';
import { PRESENTIAL_STEP_NAMES } from '../process-steps.js';
import { PAYMENT_STATUSES } from './checkout.js';
import { pageOf } from './common.js';
import { quoteSchema, receiptDataSchema, sheetFileSchema } from './remodelings.js';
import { SUPPLIER_QUOTE_STATUSES } from '../supplier-quotes.js';

/** Who is looking at a consultancy. */
export const PRESENTIAL_VIEWERS = ['client', 'designer', 'supplier', 'admin'] as const;
export type PresentialViewer = (typeof PRESENTIAL_VIEWERS)[number];

export const presentialStepSchema = z.object({
  id: z.number().int(),
  name: z.enum(PRESENTIAL_STEP_NAMES),
  step_status_id: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  date: z.string().nullable(),
  updated_at: z.string(),
});
export type PresentialStep = z.infer<typeof presentialStepSchema>;

/** The spec's client of a consultancy (part 1 §3): uuid, names, cedula, email, phone. */
export const presentialClientSchema = z.object({
  uuid: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  cedula: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
});

export const presentialDesignerSchema = z.object({
  uuid: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
});

/** A row of 'Mis clientes' (`GET /v1/presential-consultancy/designers`) and of the client's list. */
export const presentialRowSchema = z.object({
  hashid: z.string(),
  created_at: z.string(),
  address: z.string(),
  city: z.string(),
  /** null pending, true approved, false rejected (part 1 §4 Presential request). */
  is_approved: z.boolean().nullable(),
  preferred_dates: z.array(z.string()),
  notes: z.string().nullable(),
  client: presentialClientSchema,
  designer: presentialDesignerSchema,
  steps: z.array(presentialStepSchema),
});
export type PresentialRow = z.infer<typeof presentialRowSchema>;
export const presentialListSchema = z.object({ info: z.array(presentialRowSchema) });

/** The deposit a quote payment may deduct (part 2 §9; decision 030). */
export const presentialDepositSchema = z.object({
  /** The designs were paid and no approved payment has used them as its deposit yet. */
  available: z.boolean(),
  amount: z.number().int(),
  /** The deposit applies only to a payment whose total exceeds this. */
  threshold: z.number().int(),
  applied_at: z.string().nullable(),
});
export type PresentialDeposit = z.infer<typeof presentialDepositSchema>;

/** `GET /v1/presential-consultancy/{hashid}`: the consultancy as the viewer may see it. */
export const presentialConsultancySchema = presentialRowSchema.extend({
  viewer: z.enum(PRESENTIAL_VIEWERS),
  decided_at: z.string().nullable(),
  designs: z.array(sheetFileSchema),
  /** The 450.000 designs payment, once approved (part 2 §9). */
  designs_price: z.number().int(),
  designs_paid_at: z.string().nullable(),
  deposit: presentialDepositSchema,
  /** Its quotes; a supplier sees only those with its products, and only its own lines. */
  invoices: z.array(quoteSchema),
});
export type PresentialConsultancy = z.infer<typeof presentialConsultancySchema>;
export const presentialInfoSchema = z.object({ info: presentialConsultancySchema });

/** Answers of calls that change a consultancy: the message to show and the consultancy now. */
export const presentialChangedSchema = z.object({
  message: z.string(),
  info: presentialConsultancySchema,
});

/** `POST /v1/presential-consultancy`: the request made. */
export const presentialCreatedSchema = z.object({
  message: z.string(),
  info: presentialRowSchema,
});

/** `GET /v1/presential-consultancy/deposit/{hashid}`: the spec's flag (part 2 §7). */
export const presentialDepositFlagSchema = z.object({
  info: z.boolean(),
  deposit: presentialDepositSchema,
});

/** A file upload's answer: the stored file's id (`info.id`) and the consultancy now. */
export const presentialFileUploadedSchema = z.object({
  message: z.string(),
  info: sheetFileSchema,
});

/**
 * A payment started (designs or quotes): its uuid (reference), what Wompi will charge, the
 * deposit it deducts, and Wompi's checkout.
 */
export const presentialPaymentCreatedSchema = z.object({
  uuid: z.string(),
  to_pay: z.number().int(),
  deposit_applied: z.number().int(),
  checkout_url: z.string(),
});
export type PresentialPaymentCreated = z.infer<typeof presentialPaymentCreatedSchema>;

/** `GET /v1/presential-consultancy/payments/wompi/{id}`: how the payment went, and what it paid. */
export const presentialPaymentResultSchema = z.object({
  status: z.enum(PAYMENT_STATUSES),
  hashid: z.string(),
  kind: z.enum(['designs', 'quotes']),
  deposit_applied: z.number().int(),
});
export type PresentialPaymentResult = z.infer<typeof presentialPaymentResultSchema>;

// ---- The supplier's quotes (part 2 §2.5, §3 Presential quote invoice, Supplier list item) -----

export const supplierReceiptSchema = sheetFileSchema.extend({
  /** The spec's `presential_consultancy_file_id` (the receipt's id, for `DELETE`). */
  presential_consultancy_file_id: z.number().int(),
});

/**
 * A quote with the supplier's products: the quotation's PDF, its own lines and money, the
 * consultancy it belongs to, the billing data the client paid with, its own tracking links and
 * receipts. `finished` once paid, tracked and invoiced (decision 030).
 */
export const supplierQuoteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  /** The quotation (a signed link to the quote's PDF). */
  url: z.string(),
  filename: z.string(),
  status: z.enum(SUPPLIER_QUOTE_STATUSES),
  is_approved: z.boolean(),
  paid_at: z.string().nullable(),
  /** The sum of the supplier's own lines, and what it is paid of them. */
  subtotal: z.number().int(),
  to_pay_supplier: z.number().int(),
  lines: quoteSchema.shape.lines,
  presentialConsultancy: z.object({
    hashid: z.string(),
    city: z.string(),
    street_address: z.string(),
    client: presentialClientSchema,
    designer: z.object({ uuid: z.string(), first_name: z.string(), last_name: z.string() }),
    steps: z.array(presentialStepSchema),
  }),
  /** The receipt data of the payment that paid it (none before it is paid). */
  payments: receiptDataSchema.nullable(),
  trackings: z.array(z.object({ id: z.number().int(), url: z.string(), created_at: z.string() })),
  supplierReceipts: z.array(supplierReceiptSchema),
});
export type SupplierQuote = z.infer<typeof supplierQuoteSchema>;

/** `GET /v1/presential-consultancy/suppliers/invoices[?paid=true|finished=true]`. */
export const supplierQuotePageSchema = pageOf(supplierQuoteSchema).extend({
  counts: z.object({
    quoted: z.number().int(),
    paid: z.number().int(),
    finished: z.number().int(),
  }),
});
export type SupplierQuotePage = z.infer<typeof supplierQuotePageSchema>;

/** Answers of the supplier's changes to a quote: the message and the quote now. */
export const supplierQuoteChangedSchema = z.object({
  message: z.string(),
  info: supplierQuoteSchema,
});

/** `POST /v1/suppliers/{hash}/files/{type}`: the stored receipt's url, and the quote now. */
export const supplierFileUploadedSchema = z.object({
  message: z.string(),
  url: z.string(),
  info: supplierQuoteSchema,
});
