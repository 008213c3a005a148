/**
 * Contracts of the admins' review of the people of the marketplace (spec part 2 §2.4, §4): the
 * designers and suppliers by approval state, the answer to a review, a supplier's legal
 * documents and the clients table. Dates are ISO strings.
 */
import { z } from 'zod';
import { pageOf } from './common.js';
import { bankAccountDetailsSchema, portfolioImageSchema } from './people.js';

/** How many applicants each filter holds. */
export const approvalCountsSchema = z.object({
  all: z.number().int(),
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
});
export type ApprovalCounts = z.infer<typeof approvalCountsSchema>;

/** The rows of one filter and the counts of all four. */
function reviewListOf<Row extends z.ZodType>(row: Row) {
  return z.object({ items: z.array(row), counts: approvalCountsSchema });
}

const nullableText = z.string().nullable();

/**
 * How every people table of the admins reaches a person. Spread in place: an answer's fields
 * keep the order the API has always sent them in.
 */
const contactFields = { phone: z.string(), email: z.string(), city: nullableText };

export const adminDesignerSchema = z.object({
  uuid: z.string(),
  avatar: nullableText,
  created_at: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  ...contactFields,
  /** Null while the application is pending. */
  is_approved: z.boolean().nullable(),
  /** False once the membership expired. */
  is_active: z.boolean(),
  is_public: z.boolean(),
  profession: nullableText,
  bio: nullableText,
  university_name: nullableText,
  graduation_year: z.number().int().nullable(),
  instagram: nullableText,
  cedula: nullableText,
  street_address: nullableText,
  portfolio: z.array(portfolioImageSchema),
});
export type AdminDesigner = z.infer<typeof adminDesignerSchema>;

/** `GET /v1/designers?status=…` */
export const adminDesignersSchema = reviewListOf(adminDesignerSchema);

const storedDocumentSchema = z.object({ id: z.number().int(), filename: z.string() }).nullable();

export const adminSupplierSchema = z.object({
  uuid: z.string(),
  /** The company name's first letter, shown as the avatar. */
  initial: z.string(),
  company_name: z.string(),
  ...contactFields,
  created_at: z.string(),
  /** Null while the application is pending. */
  is_approved: z.boolean().nullable(),
  is_public: z.boolean(),
  nit: z.string(),
  company_description: nullableText,
  street_address: nullableText,
  branding: z.object({
    primary_color: nullableText,
    secondary_color: nullableText,
    font: z.string(),
    logo: nullableText,
  }),
  legal_rep: z.object({
    first_name: nullableText,
    last_name: nullableText,
    phone: nullableText,
    cedula: nullableText,
  }),
  contact: z.object({
    first_name: nullableText,
    last_name: nullableText,
    email: nullableText,
    phone: nullableText,
  }),
  is_taxable: z.boolean(),
  bank: bankAccountDetailsSchema.nullable(),
  documents: z.object({ rut: storedDocumentSchema, chamber_of_commerce: storedDocumentSchema }),
});
export type AdminSupplier = z.infer<typeof adminSupplierSchema>;

/** `GET /v1/suppliers?status=…` */
export const adminSuppliersSchema = reviewListOf(adminSupplierSchema);

/** `PATCH /v1/users/:uuid` and the supplier's public switch: what changed, as sent. */
export const reviewAnswerSchema = z.object({
  uuid: z.string(),
  /** Present when the call approved or rejected. */
  is_approved: z.boolean().optional(),
  /** Present when the call switched whether the person is public. */
  is_public: z.boolean().optional(),
});

/** A supplier's RUT or chamber of commerce, with a link that works for five minutes. */
export const legalDocumentSchema = z.object({
  id: z.number().int(),
  type: z.enum(['rut', 'chamberOfCommerce']),
  filename: z.string(),
  url: z.string(),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;

/** `GET /v1/users/legaldocs?uuid=` */
export const legalDocumentsSchema = z.array(legalDocumentSchema);

export const adminClientSchema = z.object({
  uuid: z.string(),
  created_at: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  ...contactFields,
  cedula: nullableText,
  address: nullableText,
});
export type AdminClient = z.infer<typeof adminClientSchema>;

/** `GET /v1/clients/admin`: one page of clients, searched and sorted by the server. */
export const adminClientsSchema = pageOf(adminClientSchema);
