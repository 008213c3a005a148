import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { containing } from '../../db/search.js';
import { brands, products } from '../../db/schema/catalogue.js';
import { supplierProfiles } from '../../db/schema/users.js';

/**
 * Products (not deleted) that carry a brand or are laid with it. The outer brand's id is written
 * with its table: in a select from one table Drizzle leaves `${brands.id}` bare ("id"), which
 * inside this subquery would mean the product's own id.
 */
const brandId = sql`${brands}.${sql.identifier(brands.id.name)}`;
const productCount = sql<number>`(select count(*)::int from ${products} p where p.deleted_at is null and (p.brand_id = ${brandId} or p.brand_that_complements_id = ${brandId}))`;

export function listSupplierBrands(executor: Database, supplierId: number, typeId?: number) {
  return executor
    .select({
      id: brands.id,
      name: brands.name,
      productTypeId: brands.productTypeId,
      createdAt: brands.createdAt,
      productCount,
    })
    .from(brands)
    .where(
      and(
        eq(brands.supplierUserId, supplierId),
        typeId === undefined ? undefined : eq(brands.productTypeId, typeId),
      ),
    )
    .orderBy(asc(sql`lower(${brands.name})`));
}

export async function insertBrand(
  executor: Database,
  values: { supplierUserId: number; name: string; productTypeId: number },
) {
  const [row] = await executor.insert(brands).values(values).returning();
  if (!row) throw new Error('brand insert returned no row');
  return row;
}

export function findOwnedBrand(executor: Database, brandId: number, supplierId: number) {
  return executor
    .select()
    .from(brands)
    .where(and(eq(brands.id, brandId), eq(brands.supplierUserId, supplierId)))
    .then((rows) => rows[0] ?? null);
}

export async function renameBrand(executor: Database, brandId: number, name: string) {
  const [row] = await executor
    .update(brands)
    .set({ name })
    .where(eq(brands.id, brandId))
    .returning();
  return row ?? null;
}

export async function countBrandProducts(executor: Database, brandId: number): Promise<number> {
  const [row] = await executor
    .select({ total: count() })
    .from(products)
    .where(or(eq(products.brandId, brandId), eq(products.complementedBrandId, brandId)));
  return row?.total ?? 0;
}

export async function deleteBrand(executor: Database, brandId: number) {
  await executor.delete(brands).where(eq(brands.id, brandId));
}

/** Every brand of the marketplace for the admin's table, with its supplier, by name. */
export function listAllBrands(
  executor: Database,
  options: { search: string; typeId?: number | undefined; limit: number; offset: number },
) {
  const where = and(
    options.search
      ? or(
          ilike(brands.name, containing(options.search)),
          ilike(supplierProfiles.companyName, containing(options.search)),
        )
      : undefined,
    options.typeId === undefined ? undefined : eq(brands.productTypeId, options.typeId),
  );
  const rows = executor
    .select({
      id: brands.id,
      name: brands.name,
      productTypeId: brands.productTypeId,
      companyName: supplierProfiles.companyName,
      createdAt: brands.createdAt,
      productCount,
    })
    .from(brands)
    .innerJoin(supplierProfiles, eq(supplierProfiles.userId, brands.supplierUserId))
    .where(where)
    .orderBy(asc(sql`lower(${brands.name})`), asc(brands.id))
    .limit(options.limit)
    .offset(options.offset);
  const total = executor
    .select({ total: count() })
    .from(brands)
    .innerJoin(supplierProfiles, eq(supplierProfiles.userId, brands.supplierUserId))
    .where(where)
    .then((result) => result[0]?.total ?? 0);
  return Promise.all([rows, total]);
}
