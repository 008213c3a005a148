/**
 * Contracts of the staff's catalogue (spec part 2 §2.4, §2.5, §5, §7 Products): the product tables
 * of the supplier, the admin and the lsh operator, a product's whole detail (the edit page and the
 * admin's dialog), the answers of each change, and the admin's spreadsheet upload.
 */
import { z } from 'zod';
import { PRODUCT_TYPE, PRODUCT_TYPE_KEY } from '../catalogue.js';
import { messageSchema, pageOf } from './common.js';

const int = z.number().int();
/** Measures and weights are decimals (metres, centimetres, kilograms). */
const measure = z.number().nullable();

export const productTypeIdSchema = z.literal([PRODUCT_TYPE.covering, PRODUCT_TYPE.decorative]);
export const productTypeKeySchema = z.enum(PRODUCT_TYPE_KEY);

/** An image stored in two sizes: the large copy and the card copy lists show. */
export const productImageSchema = z.object({ id: int, url: z.string(), card_url: z.string() });
export type ProductImage = z.infer<typeof productImageSchema>;

/** A product's measures: metres, thickness in centimetres, weight in kg. */
export const productMeasuresSchema = z.object({
  length: measure,
  width: measure,
  depth: measure,
  height: measure,
  diameter: measure,
  thickness: measure,
  weight: measure,
});

/** A product's images and technical sheet, as its detail and its storefront page show them. */
export const productFilesSchema = z.object({
  /** null for a product loaded from a spreadsheet until its supplier uploads one. */
  principal_image: productImageSchema.nullable(),
  ambient_images: z.array(productImageSchema),
  technical_sheet: z.object({ id: int, url: z.string(), name: z.string().nullable() }).nullable(),
});

/** A row of the supplier's, the admin's and the operator's product tables. */
export const productTableRowSchema = z.object({
  id: int,
  name: z.string(),
  category_id: int,
  category: z.string(),
  type: productTypeKeySchema,
  company_name: z.string(),
  brand: z.object({ id: int, name: z.string() }).nullable(),
  description: z.string().nullable(),
  /** How it is sold, in words ("Caja de 1,44 m² (8 piezas)"). */
  presentation: z.string(),
  min_sale_unit: measure,
  /** The principal image's card copy, or null (a product loaded from a spreadsheet). */
  image: z.string().nullable(),
  /** The ambient images' card copies, in order. */
  ambient_images: z.array(z.string()),
  /** Without IVA. */
  price: int,
  taxed_price: int,
  comission_percentage: int,
  /** Half the commission (part 1 §9). */
  utility: z.number(),
  units_available: int,
  /** Set by the lsh operator; null until then. */
  installation_price: int.nullable(),
  /** null in review, true approved, false declined. */
  is_approved: z.boolean().nullable(),
  approval_label: z.string(),
  is_public: z.boolean(),
  is_featured: z.boolean(),
  is_seasonal: z.boolean(),
  created_at: z.string(),
});
export type ProductTableRow = z.infer<typeof productTableRowSchema>;

/** `GET /v2/suppliers/products`, `GET /v1/suppliers/products`, `GET /v1/products`. */
export const productTablePageSchema = pageOf(productTableRowSchema);
export type ProductTablePage = z.infer<typeof productTablePageSchema>;

/** How many products of the admin's filter are in each approval state (the review tabs). */
export const approvalCountsSchema = z.object({
  all: int,
  pending: int,
  approved: int,
  declined: int,
});
export type ApprovalCounts = z.infer<typeof approvalCountsSchema>;

/** `GET /v2/admin/products`: a page of the table, with the counts of every approval state. */
export const adminProductPageSchema = productTablePageSchema.extend({
  counts: approvalCountsSchema,
});
export type AdminProductPage = z.infer<typeof adminProductPageSchema>;

/** The fields the detail and the changes' answers share with a table's row, defined there. */
const row = productTableRowSchema.shape;

/** `GET /v2/suppliers/products/{id}`, `GET /v2/admin/products/{id}`: all a product holds. */
export const productDetailSchema = z.object({
  id: row.id,
  category_id: row.category_id,
  category: row.category,
  type: row.type,
  company_name: row.company_name,
  code: z.string().nullable(),
  name: row.name,
  reference: z.string().nullable(),
  supplier_brand_id: int.nullable(),
  brand: row.brand,
  material: z.string().nullable(),
  color_id: int.nullable(),
  min_sale_unit: row.min_sale_unit,
  units_per_package: int.nullable(),
  price: row.price,
  taxed_price: row.taxed_price,
  size: z.string().nullable(),
  storage_address_id: int.nullable(),
  comission_percentage: row.comission_percentage,
  utility: row.utility,
  /** Days. */
  delivery_time: int,
  light_type_id: int.nullable(),
  lamp_type_id: int.nullable(),
  origin_id: int.nullable(),
  product_content: z.string().nullable(),
  units_available: row.units_available,
  warranty: int,
  is_warranty_in_months: z.boolean(),
  description: row.description,
  brand_that_complements_id: int.nullable(),
  unit_of_measure_id: int.nullable(),
  yield_m2: measure,
  presentation: row.presentation,
  ...productMeasuresSchema.shape,
  packing_presentation_id: int,
  package_length: measure,
  package_width: measure,
  package_height: measure,
  package_weight: measure,
  ...productFilesSchema.shape,
  installation_price: row.installation_price,
  is_approved: row.is_approved,
  approval_label: row.approval_label,
  is_public: row.is_public,
  is_featured: row.is_featured,
  is_seasonal: row.is_seasonal,
  created_at: row.created_at,
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** Every change of a product (a section of the edit page, a quick edit, a review): it as it now is. */
export const productChangedSchema = z.object({
  product: productDetailSchema,
  ...messageSchema.shape,
});
export type ProductChanged = z.infer<typeof productChangedSchema>;

/** `POST /v2/suppliers/products`: the new product's id; it waits for the admin's review. */
export const productCreatedSchema = z.object({ id: row.id, ...messageSchema.shape });

/** `PATCH /v2/suppliers/products/{id}/public`. */
export const productPublicSetSchema = z.object({
  id: row.id,
  is_public: row.is_public,
  ...messageSchema.shape,
});

/** `PATCH /v2/suppliers/products/{id}/featured`. */
export const productFeaturedSetSchema = z.object({
  id: row.id,
  is_featured: row.is_featured,
  ...messageSchema.shape,
});

/** `POST /v2/admin/products/excel`: every row loaded (a refusal is a 400 listing each row's problems). */
export const productsImportedSchema = z.object({ ...messageSchema.shape, created: int });
export type ProductsImported = z.infer<typeof productsImportedSchema>;
