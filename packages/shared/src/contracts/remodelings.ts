/**
 * Contracts of the remodelling process sheet (spec part 2 §2.1, §3 Remodeling, Step, Design,
 * Invoice, Installer, Receipt data, Payment; §7 Remodelling): the sheet as /compra/{hashid} shows
 * it to each of its people, its lists, its quotes (the spec's invoices) with their lines, and the
 * payment of approved quotes. The quote shapes serve the presential consultancy too.
 */
import { z } from 'zod';
import { REMODELING_STEP_NAMES } from '../process-steps.js';
import { PAYMENT_STATUSES } from './checkout.js';
import { pageOf } from './common.js';
import { REMODELING_STATUSES, RECEIPT_DOCUMENT_TYPES } from '../remodelings.js';

/** Who is looking at a sheet; the page shows each one its own actions (part 2 §6). */
export const SHEET_VIEWERS = ['client', 'designer', 'lsh', 'supplier', 'admin'] as const;
export type SheetViewer = (typeof SHEET_VIEWERS)[number];

/** What a sheet's files are (`POST /v1/remodelings/{hashid}/files/{type}`). */
export const REMODELING_FILE_TYPES = ['design', 'legal', 'technical', 'invoice', 'policy'] as const;
export type RemodelingFileType = (typeof REMODELING_FILE_TYPES)[number];
/** How a stored file is kept: an invoice is the lsh's or the admin's, by who uploaded it. */
export type RemodelingFileKind =
  'design' | 'legal' | 'technical' | 'lsh_invoice' | 'lsh_policy' | 'admin_invoice';

export const sheetFileSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  /** A signed private link. */
  url: z.string(),
  created_at: z.string(),
});
export type SheetFile = z.infer<typeof sheetFileSchema>;

export const stepSchema = z.object({
  id: z.number().int(),
  name: z.enum(REMODELING_STEP_NAMES),
  step_status_id: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  date: z.string().nullable(),
  updated_at: z.string(),
});
export type Step = z.infer<typeof stepSchema>;

export const designSchema = sheetFileSchema.extend({
  /** Whether the client approved it. */
  is_approved: z.boolean(),
  approved_at: z.string().nullable(),
});
export type Design = z.infer<typeof designSchema>;

export const quoteLineSchema = z.object({
  product_id: z.number().int(),
  name: z.string(),
  supplier: z.object({ uuid: z.string(), company_name: z.string() }),
  complementary: z.boolean(),
  m2: z.number().nullable(),
  units: z.number().int(),
  unit_price: z.number().int(),
  shipping_cost: z.number().int(),
  installation_price: z.number().int(),
  subtotal: z.number().int(),
});
export type QuoteLineView = z.infer<typeof quoteLineSchema>;

export const trackingSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  supplier: z.object({ uuid: z.string(), company_name: z.string() }),
  created_at: z.string(),
});

/**
 * A quote (the spec's Invoice or quote). A supplier sees only its own lines, and its money fields
 * are the sum of those lines; everyone else on the sheet sees the whole quote.
 */
export const quoteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  filename: z.string(),
  url: z.string(),
  is_approved: z.boolean(),
  approved_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  subtotal: z.number().int(),
  iva: z.number().int(),
  to_pay: z.number().int(),
  to_pay_designer: z.number().int(),
  to_pay_supplier: z.number().int(),
  to_pay_lsh: z.number().int(),
  to_pay_platform: z.number().int(),
  /** The quoted units are held for the client until then (3 days), unless released or paid. */
  reserved_until: z.string(),
  is_reserved: z.boolean(),
  lines: z.array(quoteLineSchema),
  trackings: z.array(trackingSchema),
  created_at: z.string(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const installerSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  cedula: z.string(),
  created_at: z.string(),
});

const personSchema = z.object({
  uuid: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  cedula: z.string().nullable(),
  address: z.string().nullable(),
  avatar: z.string().nullable(),
});

/** `GET /v1/remodelings/{hashid}`: the process sheet. */
export const remodelingSchema = z.object({
  hashid: z.string(),
  status: z.enum(REMODELING_STATUSES),
  viewer: z.enum(SHEET_VIEWERS),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  space: z.object({ quantity: z.number().int() }),
  client: personSchema,
  designer: personSchema,
  steps: z.array(stepSchema),
  designs: z.array(designSchema),
  invoices: z.array(quoteSchema),
  installers: z.array(installerSchema),
  legal_documents: z.array(sheetFileSchema),
  technical_documents: z.array(sheetFileSchema),
  /** The lsh operator's invoice and liability policy; the admin's invoice to the client. */
  lsh_invoice: sheetFileSchema.nullable(),
  lsh_policy: sheetFileSchema.nullable(),
  admin_invoice: sheetFileSchema.nullable(),
  designer_rating: z.number().int().nullable(),
  installers_rating: z.number().int().nullable(),
  comments: z.string().nullable(),
});
export type Remodeling = z.infer<typeof remodelingSchema>;
export const remodelingInfoSchema = z.object({ info: remodelingSchema });

/** A row of the admin's 'Hojas de proceso', the lsh's 'Ordenes pagadas' and the other lists. */
export const remodelingRowSchema = z.object({
  hashid: z.string(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  client: z.object({ uuid: z.string(), first_name: z.string(), last_name: z.string() }),
  designer: z.object({ uuid: z.string(), first_name: z.string(), last_name: z.string() }),
  /** The payment summary: the sums over the sheet's paid quotes. */
  paid_quotes: z.number().int(),
  to_pay: z.number().int(),
  to_pay_designer: z.number().int(),
  to_pay_supplier: z.number().int(),
  to_pay_lsh: z.number().int(),
  to_pay_platform: z.number().int(),
  installers_count: z.number().int(),
  has_lsh_invoice: z.boolean(),
  has_lsh_policy: z.boolean(),
  has_admin_invoice: z.boolean(),
});
export type RemodelingRow = z.infer<typeof remodelingRowSchema>;
export const remodelingPageSchema = pageOf(remodelingRowSchema);
export type RemodelingPage = z.infer<typeof remodelingPageSchema>;

/** `GET /v1/remodelings/{hashid}/invoices?…`. */
export const quoteListSchema = z.object({ info: z.array(quoteSchema) });

/** `POST …/invoices/preview`, `POST …/document/equivalent`: a PDF in base64. */
export const pdfInfoSchema = z.object({ info: z.string(), fileName: z.string() });

export const personReceiptSchema = z.object({
  type: z.literal('person'),
  first_name: z.string(),
  last_name: z.string(),
  document_type: z.enum(RECEIPT_DOCUMENT_TYPES),
  document_number: z.string(),
  email: z.string(),
  address: z.string(),
  city: z.string(),
});
export const companyReceiptSchema = z.object({
  type: z.literal('company'),
  business_name: z.string(),
  NIT: z.string(),
  company_address: z.string().nullable(),
  email: z.string().nullable(),
});
export const receiptDataSchema = z.discriminatedUnion('type', [
  personReceiptSchema,
  companyReceiptSchema,
]);
export type ReceiptData = z.infer<typeof receiptDataSchema>;
/** `GET|POST /v1/remodelings/payments/receipts`: the receipt data last given, if any. */
export const savedReceiptSchema = z.object({ info: receiptDataSchema.nullable() });
/** `POST /v1/remodelings/payments/receipts?…`: the toast's text and the receipt data kept. */
export const receiptSavedSchema = z.object({ message: z.string(), info: receiptDataSchema });

/** `POST /v1/remodelings/{hashid}/payments`: the payment's uuid and where Wompi takes it. */
export const quotePaymentCreatedSchema = z.object({
  uuid: z.string(),
  to_pay: z.number().int(),
  checkout_url: z.string(),
});
export type QuotePaymentCreated = z.infer<typeof quotePaymentCreatedSchema>;

/** `GET /v1/remodelings/payments/wompi/{id}`: the payment's status and its sheet. */
export const quotePaymentResultSchema = z.object({
  status: z.enum(PAYMENT_STATUSES),
  hashid: z.string(),
});
export type QuotePaymentResult = z.infer<typeof quotePaymentResultSchema>;

/** A change answering the toast's text and the sheet as it now is. */
export const remodelingChangedSchema = z.object({
  message: z.string(),
  info: remodelingSchema,
});

/** `POST /v1/remodelings/{hashid}/files/{type}`: the file's id for `…/designs`. */
export const remodelingFileUploadedSchema = z.object({
  message: z.string(),
  info: sheetFileSchema,
});

/** `POST /v1/remodelings`: the new sheet. */
export const remodelingCreatedSchema = z.object({
  message: z.string(),
  hashid: z.string(),
});

/**
 * A catalogue product as the designer's catalogue and quote builders need it (`GET
 * /v1/quotes/products`): what the quote rules read (sale unit, yield, brand, the price without
 * IVA, installation, availability) and what the designer sees.
 */
export const quoteProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category_id: z.number().int(),
  brand: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** For a complementary product: the covering brand it is laid with. */
  brand_that_complements_id: z.number().int().nullable(),
  min_sale_unit: z.number().nullable(),
  yield_m2: z.number().nullable(),
  presentation: z.string().nullable(),
  /** Without IVA: what a quote line multiplies. */
  price: z.number().int(),
  taxed_price: z.number().int(),
  installation_price: z.number().int().nullable(),
  comission_percentage: z.number().int(),
  units_available: z.number().int(),
  principal_image: z.string().nullable(),
  supplier: z.object({ uuid: z.string(), company_name: z.string() }),
});
export type QuoteProductView = z.infer<typeof quoteProductSchema>;
export const quoteProductPageSchema = pageOf(quoteProductSchema);
