/**
 * Contracts of the brands (spec part 2 §2.5 /proveedor/marcas, §7 Brands): the supplier's own, the
 * admin's table of every supplier's, and the answers of each change.
 */
import { z } from 'zod';
import { productTypeIdSchema, productTypeKeySchema } from './catalogue.js';
import { messageSchema, pageOf } from './common.js';

const int = z.number().int();

const brandSchema = z.object({
  id: int,
  name: z.string(),
  product_type_id: productTypeIdSchema,
  type: productTypeKeySchema,
  created_at: z.string(),
});

/** One of the supplier's brands, with how many products carry it (`GET /v1/suppliers/brands`). */
export const supplierBrandSchema = brandSchema.extend({ product_count: int });
export type SupplierBrand = z.infer<typeof supplierBrandSchema>;
export const supplierBrandListSchema = z.array(supplierBrandSchema);

/** `POST /v1/suppliers/brands`: the new brand (no product carries it yet). */
export const brandCreatedSchema = supplierBrandSchema.extend(messageSchema.shape);

/** `PATCH /v1/brands/{id}`: the renamed brand. */
export const brandRenamedSchema = brandSchema.extend(messageSchema.shape);

/** A row of the admin's brands table: whose brand it is, too. */
export const adminBrandSchema = supplierBrandSchema.extend({ company_name: z.string() });
export type AdminBrand = z.infer<typeof adminBrandSchema>;

/** `GET /v1/brands`. */
export const adminBrandPageSchema = pageOf(adminBrandSchema);
