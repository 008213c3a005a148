/**
 * Brands (part 2 §2.5 /proveedor/marcas, §3 Lookups): each supplier names the brands it sells,
 * of coverings or of decoratives; a product carries one of its supplier's brands of its type, and
 * a complementary product names the covering brand it is laid with.
 */
import { pageInfo } from '@hogarte/shared/contracts/common';
import { PRODUCT_TYPE_KEY, type ProductTypeId } from '@hogarte/shared/catalogue';
import { MESSAGES } from '@hogarte/shared/messages';
import type { BrandInput } from '@hogarte/shared/schemas/catalogue';
import type { AppContext } from '../../context.js';
import { isForeignKeyViolation, isUniqueViolation, type Database } from '../../db/client.js';
import type { Actor } from '../../http/auth.js';
import { AppError, fieldError, notFound } from '../../http/errors.js';
import {
  countBrandProducts,
  deleteBrand,
  findOwnedBrand,
  insertBrand,
  listAllBrands,
  listSupplierBrands,
  renameBrand,
} from './brands.repository.js';

function brandView(row: { id: number; name: string; productTypeId: number; createdAt: Date }) {
  // Brands are written only with a checked type (brandSchema, the spreadsheet's product type).
  const typeId = row.productTypeId as ProductTypeId;
  return {
    id: row.id,
    name: row.name,
    product_type_id: typeId,
    type: PRODUCT_TYPE_KEY[typeId],
    created_at: row.createdAt.toISOString(),
  };
}

const brandTaken = () => fieldError(409, 'BRAND_TAKEN', 'name', MESSAGES.brandTaken);

export async function supplierBrands(ctx: AppContext, actor: Actor, typeId?: number) {
  const rows = await listSupplierBrands(ctx.db, actor.id, typeId);
  return rows.map((row) => ({ ...brandView(row), product_count: row.productCount }));
}

export async function createBrand(ctx: AppContext, actor: Actor, input: BrandInput) {
  try {
    const row = await insertBrand(ctx.db, {
      supplierUserId: actor.id,
      name: input.name,
      productTypeId: input.product_type_id,
    });
    return { ...brandView(row), product_count: 0, message: MESSAGES.brandCreated };
  } catch (error) {
    if (isUniqueViolation(error)) throw brandTaken();
    throw error;
  }
}

export async function updateBrand(ctx: AppContext, actor: Actor, brandId: number, name: string) {
  const owned = await findOwnedBrand(ctx.db, brandId, actor.id);
  if (!owned) throw notFound();
  try {
    const row = await renameBrand(ctx.db, brandId, name);
    if (!row) throw notFound();
    // Cards show the brand's name: this process's storefront shows the new one at once.
    ctx.catalogue.markChanged(`b:${brandId}`);
    return { ...brandView(row), message: MESSAGES.brandUpdated };
  } catch (error) {
    if (isUniqueViolation(error)) throw brandTaken();
    throw error;
  }
}

export async function removeBrand(ctx: AppContext, actor: Actor, brandId: number) {
  const owned = await findOwnedBrand(ctx.db, brandId, actor.id);
  if (!owned) throw notFound();
  const inUse = () => new AppError(409, 'BRAND_IN_USE', MESSAGES.brandInUse);
  // Deleted products still name their brand (orders keep them): a brand with any product stays.
  if ((await countBrandProducts(ctx.db, brandId)) > 0) throw inUse();
  try {
    await deleteBrand(ctx.db, brandId);
  } catch (error) {
    // A product created between the count and the delete: the foreign key has the last word.
    if (isForeignKeyViolation(error)) throw inUse();
    throw error;
  }
  return { message: MESSAGES.brandDeleted };
}

export async function allBrands(
  ctx: AppContext,
  query: { search: string; typeId?: number | undefined; page: number; itemsPerPage: number },
) {
  const [rows, totalItems] = await listAllBrands(ctx.db, {
    search: query.search,
    typeId: query.typeId,
    limit: query.itemsPerPage,
    offset: (query.page - 1) * query.itemsPerPage,
  });
  return {
    items: rows.map((row) => ({
      ...brandView(row),
      product_count: row.productCount,
      company_name: row.companyName,
    })),
    pagination: pageInfo(totalItems, query.page, query.itemsPerPage),
  };
}

/**
 * A brand a supplier may put on a product: its own, of the product's type. Used by the catalogue
 * inside its transaction, so the brand cannot disappear in between.
 */
export async function ownedBrandOfType(
  executor: Database,
  supplierId: number,
  brandId: number,
  typeId: ProductTypeId,
): Promise<'ok' | 'unknown' | 'wrong-type'> {
  const brand = await findOwnedBrand(executor, brandId, supplierId);
  if (!brand) return 'unknown';
  return brand.productTypeId === typeId ? 'ok' : 'wrong-type';
}

/**
 * A supplier's brands of one type, read inside the caller's transaction: the admin's spreadsheet
 * names brands, and the upload matches the names against these.
 */
export async function brandsOfType(
  executor: Database,
  supplierId: number,
  typeId: ProductTypeId,
): Promise<{ id: number; name: string }[]> {
  const rows = await listSupplierBrands(executor, supplierId, typeId);
  return rows.map((row) => ({ id: row.id, name: row.name }));
}

/** Adds a supplier's brand inside the caller's transaction (a spreadsheet names a new one). */
export async function addBrand(
  executor: Database,
  supplierId: number,
  name: string,
  typeId: ProductTypeId,
): Promise<{ id: number; name: string }> {
  const row = await insertBrand(executor, {
    supplierUserId: supplierId,
    name,
    productTypeId: typeId,
  });
  return { id: row.id, name: row.name };
}
