import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { containing } from '../../db/search.js';
import { brands, productAmbientImages, products } from '../../db/schema/catalogue.js';
import { storedFiles } from '../../db/schema/files.js';
import { supplierProfiles, users } from '../../db/schema/users.js';

export type ProductRow = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;

export async function setSupplierProductsPublic(
  executor: Database,
  supplierUserId: number,
  isPublic: boolean,
): Promise<number> {
  const changed = await executor
    .update(products)
    .set({ isPublic, updatedAt: new Date() })
    .where(eq(products.supplierUserId, supplierUserId))
    .returning({ id: products.id });
  return changed.length;
}

export async function insertProduct(executor: Database, values: NewProduct): Promise<ProductRow> {
  const [row] = await executor.insert(products).values(values).returning();
  if (!row) throw new Error('product insert returned no row');
  return row;
}

/** Rows per INSERT: 50 columns each stays well under PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 500;

/** Many products at once (a spreadsheet), in the given order; returns their ids. */
export async function insertProducts(executor: Database, rows: NewProduct[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const inserted = await executor
      .insert(products)
      .values(rows.slice(start, start + INSERT_CHUNK))
      .returning({ id: products.id });
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

export async function insertAmbientImages(
  executor: Database,
  productId: number,
  fileIds: { fileId: number; position: number }[],
) {
  if (fileIds.length === 0) return;
  await executor
    .insert(productAmbientImages)
    .values(fileIds.map((image) => ({ productId, ...image })));
}

/** A product that is not deleted, locked for the caller's transaction when `forUpdate`. */
export async function findProduct(
  executor: Database,
  productId: number,
  options: { supplierId?: number; forUpdate?: boolean } = {},
): Promise<ProductRow | null> {
  const query = executor
    .select()
    .from(products)
    .where(
      and(
        eq(products.id, productId),
        isNull(products.deletedAt),
        options.supplierId === undefined
          ? undefined
          : eq(products.supplierUserId, options.supplierId),
      ),
    );
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateProduct(
  executor: Database,
  productId: number,
  values: Partial<NewProduct>,
): Promise<ProductRow> {
  const [row] = await executor
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, productId))
    .returning();
  if (!row) throw new Error('product update returned no row');
  return row;
}

export function listAmbientImages(executor: Database, productId: number) {
  return executor
    .select({
      fileId: productAmbientImages.fileId,
      position: productAmbientImages.position,
      storageKey: storedFiles.storageKey,
    })
    .from(productAmbientImages)
    .innerJoin(storedFiles, eq(storedFiles.id, productAmbientImages.fileId))
    .where(eq(productAmbientImages.productId, productId))
    .orderBy(asc(productAmbientImages.position));
}

export async function deleteAmbientImages(
  executor: Database,
  productId: number,
  fileIds: number[],
) {
  if (fileIds.length === 0) return;
  await executor
    .delete(productAmbientImages)
    .where(
      and(
        eq(productAmbientImages.productId, productId),
        inArray(productAmbientImages.fileId, fileIds),
      ),
    );
}

/** Renumbers a product's ambient images 0, 1, 2… in their current order. */
export async function renumberAmbientImages(executor: Database, productId: number) {
  await executor.execute(sql`
    update ${productAmbientImages} a set position = ordered.new_position
    from (
      select file_id, (row_number() over (order by position, file_id) - 1)::smallint as new_position
      from ${productAmbientImages} where product_id = ${productId}
    ) ordered
    where a.product_id = ${productId} and a.file_id = ordered.file_id`);
}

const principalImage = aliasedTable(storedFiles, 'principal_image');

/** Ambient images of a product as `{ id, key }` in order, for lists that show a gallery. */
const ambientImagesJson = sql<{ id: number; key: string }[]>`coalesce((
  select json_agg(json_build_object('id', f.id, 'key', f.storage_key) order by a.position)
  from ${productAmbientImages} a join ${storedFiles} f on f.id = a.file_id
  where a.product_id = ${products.id}), '[]'::json)`;

export interface ProductListFilter {
  supplierId?: number | undefined;
  categoryIds?: readonly number[] | undefined;
  /** null pending, true approved, false declined; undefined any. */
  approval?: boolean | null | undefined;
  installationPriceMissing?: boolean | undefined;
  search?: string | undefined;
}

function listConditions(filter: ProductListFilter): SQL | undefined {
  const search = filter.search?.trim();
  return and(
    isNull(products.deletedAt),
    filter.supplierId === undefined ? undefined : eq(products.supplierUserId, filter.supplierId),
    filter.categoryIds ? inArray(products.categoryId, [...filter.categoryIds]) : undefined,
    filter.approval === undefined
      ? undefined
      : filter.approval === null
        ? isNull(products.isApproved)
        : eq(products.isApproved, filter.approval),
    filter.installationPriceMissing === undefined
      ? undefined
      : filter.installationPriceMissing
        ? isNull(products.installationPrice)
        : isNotNull(products.installationPrice),
    search
      ? or(
          ilike(products.name, containing(search)),
          ilike(products.reference, containing(search)),
          ilike(brands.name, containing(search)),
          ilike(supplierProfiles.companyName, containing(search)),
        )
      : undefined,
  );
}

/**
 * A page of products for the supplier's, the admin's and the operator's tables, newest first,
 * with the total. Pages of a few hundred rows: OFFSET is fine at this size.
 */
export async function listProducts(
  executor: Database,
  filter: ProductListFilter,
  page: { limit: number; offset: number },
) {
  const where = listConditions(filter);
  const rows = executor
    .select({
      product: products,
      brandName: brands.name,
      companyName: supplierProfiles.companyName,
      imageKey: principalImage.storageKey,
      ambientImages: ambientImagesJson,
    })
    .from(products)
    .innerJoin(supplierProfiles, eq(supplierProfiles.userId, products.supplierUserId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(principalImage, eq(principalImage.id, products.principalImageId))
    .where(where)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(page.limit)
    .offset(page.offset);
  const total = executor
    .select({ total: count() })
    .from(products)
    .innerJoin(supplierProfiles, eq(supplierProfiles.userId, products.supplierUserId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(where)
    .then((result) => result[0]?.total ?? 0);
  return Promise.all([rows, total]);
}

/** How many products of a filter are pending, approved and declined (the review tabs). */
export async function countByApproval(executor: Database, filter: ProductListFilter) {
  const rows = await executor
    .select({ isApproved: products.isApproved, total: count() })
    .from(products)
    .innerJoin(supplierProfiles, eq(supplierProfiles.userId, products.supplierUserId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(listConditions({ ...filter, approval: undefined }))
    .groupBy(products.isApproved);
  const of = (value: boolean | null) => rows.find((row) => row.isApproved === value)?.total ?? 0;
  const pending = of(null);
  const approved = of(true);
  const declined = of(false);
  return { all: pending + approved + declined, pending, approved, declined };
}

/** One product with its brand, company and files, for the edit page and the admin's detail. */
export async function findProductDetail(
  executor: Database,
  productId: number,
  supplierId?: number,
) {
  const sheet = aliasedTable(storedFiles, 'technical_sheet');
  const [row] = await executor
    .select({
      product: products,
      brandName: brands.name,
      companyName: supplierProfiles.companyName,
      imageKey: principalImage.storageKey,
      sheetKey: sheet.storageKey,
      sheetName: sheet.fileName,
      ambientImages: ambientImagesJson,
    })
    .from(products)
    .innerJoin(supplierProfiles, eq(supplierProfiles.userId, products.supplierUserId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(principalImage, eq(principalImage.id, products.principalImageId))
    .leftJoin(sheet, eq(sheet.id, products.technicalSheetId))
    .where(
      and(
        eq(products.id, productId),
        isNull(products.deletedAt),
        supplierId === undefined ? undefined : eq(products.supplierUserId, supplierId),
      ),
    );
  return row ?? null;
}

export async function countAmbientImages(executor: Database, productId: number): Promise<number> {
  const [row] = await executor
    .select({ total: count() })
    .from(productAmbientImages)
    .where(eq(productAmbientImages.productId, productId));
  return row?.total ?? 0;
}

/** Who to tell about a product's review: the supplier's account email and first name. */
export async function findSupplierContact(executor: Database, supplierId: number) {
  const [row] = await executor
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, supplierId));
  return row ?? null;
}
