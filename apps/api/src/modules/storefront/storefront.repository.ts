import { aliasedTable, and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { preparedPerDatabase, type Database } from '../../db/client.js';
import { gatheredReads } from '../../db/gathered-reads.js';
import { brands, favorites, productAmbientImages, products } from '../../db/schema/catalogue.js';
import { storedFiles } from '../../db/schema/files.js';
import { supplierProfiles, users } from '../../db/schema/users.js';
import { productIsVisible } from '../../db/visibility.js';

const principalImage = aliasedTable(storedFiles, 'principal_image');

const cardColumns = {
  id: products.id,
  visible: productIsVisible,
  name: products.name,
  categoryId: products.categoryId,
  brandId: products.brandId,
  brandName: brands.name,
  supplierId: products.supplierUserId,
  companyName: supplierProfiles.companyName,
  colorId: products.colorId,
  material: products.material,
  price: products.price,
  taxedPrice: products.taxedPrice,
  imageKey: principalImage.storageKey,
  isFeatured: products.isFeatured,
  isSeasonal: products.isSeasonal,
  minSaleUnit: products.minSaleUnit,
  unitsPerPackage: products.unitsPerPackage,
  unitOfMeasureId: products.unitOfMeasureId,
  yieldM2: products.yieldM2,
  packingPresentationId: products.packingPresentationId,
  unitsAvailable: products.unitsAvailable,
  createdAt: products.createdAt,
};

export interface CardRow {
  id: number;
  visible: boolean;
  name: string;
  categoryId: number;
  brandId: number | null;
  brandName: string | null;
  supplierId: number;
  companyName: string;
  colorId: number | null;
  material: string | null;
  price: number;
  taxedPrice: number;
  imageKey: string | null;
  isFeatured: boolean;
  isSeasonal: boolean;
  minSaleUnit: number | null;
  unitsPerPackage: number | null;
  unitOfMeasureId: number | null;
  yieldM2: number | null;
  packingPresentationId: number;
  unitsAvailable: number;
  createdAt: Date;
}

function cardQuery(executor: Database) {
  return executor
    .select(cardColumns)
    .from(products)
    .innerJoin(users, eq(users.id, products.supplierUserId))
    .innerJoin(supplierProfiles, eq(supplierProfiles.userId, products.supplierUserId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(principalImage, eq(principalImage.id, products.principalImageId));
}

/**
 * The catalogue index's loader: every visible product, or every product of a change's scope
 * (visible or not, so the index can drop the ones that stopped being visible).
 */
export function loadCards(
  executor: Database,
  scope: { productIds: number[]; supplierIds: number[]; brandIds: number[] } | null,
): Promise<CardRow[]> {
  if (!scope) return cardQuery(executor).where(productIsVisible);
  const conditions: SQL[] = [];
  if (scope.productIds.length > 0) conditions.push(inArray(products.id, scope.productIds));
  if (scope.supplierIds.length > 0) {
    conditions.push(inArray(products.supplierUserId, scope.supplierIds));
  }
  if (scope.brandIds.length > 0) conditions.push(inArray(products.brandId, scope.brandIds));
  if (conditions.length === 0) return Promise.resolve([]);
  return cardQuery(executor).where(or(...conditions));
}

/** The visible complementary products laid with a brand (grout, adhesive for its tiles). */
export function visibleComplementaries(executor: Database, brandId: number, limit: number) {
  return cardQuery(executor)
    .where(and(eq(products.complementedBrandId, brandId), productIsVisible))
    .orderBy(asc(products.taxedPrice), asc(products.id))
    .limit(limit);
}

/** A user's favourite products that buyers may still see, newest favourite first. */
export function favoriteCards(executor: Database, userId: number) {
  return cardQuery(executor)
    .innerJoin(favorites, and(eq(favorites.productId, products.id), eq(favorites.userId, userId)))
    .where(productIsVisible)
    .orderBy(sql`${favorites.createdAt} desc`);
}

export function findProductVisibility(executor: Database, productId: number) {
  return executor
    .select({ id: products.id, visible: productIsVisible })
    .from(products)
    .innerJoin(users, eq(users.id, products.supplierUserId))
    .where(and(eq(products.id, productId), isNull(products.deletedAt)))
    .then((rows) => rows[0] ?? null);
}

export async function isFavorite(executor: Database, userId: number, productId: number) {
  const rows = await executor
    .select({ productId: favorites.productId })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)));
  return rows.length > 0;
}

export async function addFavorite(executor: Database, userId: number, productId: number) {
  await executor.insert(favorites).values({ userId, productId }).onConflictDoNothing();
}

export async function removeFavorite(executor: Database, userId: number, productId: number) {
  await executor
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)));
}

const sheet = aliasedTable(storedFiles, 'technical_sheet');

/**
 * Everything the product page shows, in one query for all the pages one viewer asks for in a
 * turn of the event loop: the product, its brand and supplier, the principal image, the
 * technical sheet, the ambient images in order and, for a signed-in buyer, whether it is one of
 * their favourites. The ambient images and the favourites are joined once for the whole list,
 * not looked up per product: on a small table each lookup is a scan of its own.
 */
const productPagesQuery = preparedPerDatabase((db) => {
  const productIds = sql`${sql.placeholder('productIds')}::int[]`;
  const ambient = db
    .select({
      productId: productAmbientImages.productId,
      images: sql<
        { id: number; key: string }[]
      >`json_agg(json_build_object('id', ${storedFiles.id}, 'key', ${storedFiles.storageKey}) order by ${productAmbientImages.position})`.as(
        'images',
      ),
    })
    .from(productAmbientImages)
    .innerJoin(storedFiles, eq(storedFiles.id, productAmbientImages.fileId))
    .where(sql`${productAmbientImages.productId} = any(${productIds})`)
    .groupBy(productAmbientImages.productId)
    .as('ambient');
  return db
    .select({
      product: products,
      visible: productIsVisible,
      brandName: brands.name,
      companyName: supplierProfiles.companyName,
      imageKey: principalImage.storageKey,
      sheetKey: sheet.storageKey,
      sheetName: sheet.fileName,
      ambientImages: sql<{ id: number; key: string }[]>`coalesce(${ambient.images}, '[]'::json)`,
      isFavorite: sql<boolean>`${favorites.userId} is not null`,
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.supplierUserId))
    .innerJoin(supplierProfiles, eq(supplierProfiles.userId, products.supplierUserId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(principalImage, eq(principalImage.id, products.principalImageId))
    .leftJoin(sheet, eq(sheet.id, products.technicalSheetId))
    .leftJoin(ambient, eq(ambient.productId, products.id))
    .leftJoin(
      favorites,
      and(eq(favorites.productId, products.id), eq(favorites.userId, sql.placeholder('viewerId'))),
    )
    .where(and(sql`${products.id} = any(${productIds})`, isNull(products.deletedAt)))
    .prepare('product_pages');
});

/** The pages opened at the same time, by many visitors, cost the database one statement. */
const productPageReads = preparedPerDatabase((db) =>
  gatheredReads(
    (viewerId: number, productIds: number[]) =>
      productPagesQuery(db).execute({ productIds, viewerId }),
    (row) => row.product.id,
  ),
);

export async function findProductPage(executor: Database, productId: number, viewerId: number) {
  return (await productPageReads(executor).read(viewerId, productId)) ?? null;
}

/** The supplier whose storefront a path segment names, if it may be shown. */
export async function findStoreSupplier(executor: Database, slug: string) {
  const rows = await executor
    .select({
      id: supplierProfiles.userId,
      companyName: supplierProfiles.companyName,
      visible: sql<boolean>`(${users.isApproved} is true and ${users.isPublic} and ${users.isActive})`,
    })
    .from(supplierProfiles)
    .innerJoin(users, eq(users.id, supplierProfiles.userId))
    .where(
      sql`lower(regexp_replace(btrim(${supplierProfiles.companyName}), '[[:space:]]+', '-', 'g')) = lower(${slug})`,
    );
  return rows[0] ?? null;
}
