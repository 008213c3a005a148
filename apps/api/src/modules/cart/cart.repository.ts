import { aliasedTable, and, asc, eq, inArray, sql } from 'drizzle-orm';
import { preparedPerDatabase, type Database } from '../../db/client.js';
import { products } from '../../db/schema/catalogue.js';
import { cartItems } from '../../db/schema/commerce.js';
import { storedFiles } from '../../db/schema/files.js';
import { supplierProfiles, users } from '../../db/schema/users.js';
import { productIsVisible } from '../../db/visibility.js';

const principalImage = aliasedTable(storedFiles, 'principal_image');

/** Everything a cart line shows and the checkout prices from, read in one query. */
export const purchasableColumns = {
  id: products.id,
  visible: productIsVisible,
  name: products.name,
  code: products.code,
  categoryId: products.categoryId,
  supplierId: products.supplierUserId,
  supplierUuid: users.uuid,
  companyName: supplierProfiles.companyName,
  price: products.price,
  taxedPrice: products.taxedPrice,
  commissionPercentage: products.commissionPercentage,
  unitsAvailable: products.unitsAvailable,
  deliveryTimeDays: products.deliveryTimeDays,
  minSaleUnit: products.minSaleUnit,
  unitsPerPackage: products.unitsPerPackage,
  unitOfMeasureId: products.unitOfMeasureId,
  yieldM2: products.yieldM2,
  packingPresentationId: products.packingPresentationId,
  imageKey: principalImage.storageKey,
};

export interface PurchasableRow {
  id: number;
  visible: boolean;
  name: string;
  code: string | null;
  categoryId: number;
  supplierId: number;
  supplierUuid: string;
  companyName: string;
  price: number;
  taxedPrice: number;
  commissionPercentage: number;
  unitsAvailable: number;
  deliveryTimeDays: number;
  minSaleUnit: number | null;
  unitsPerPackage: number | null;
  unitOfMeasureId: number | null;
  yieldM2: number | null;
  packingPresentationId: number;
  imageKey: string | null;
}

const purchasableQuery = preparedPerDatabase((db) =>
  db
    .select(purchasableColumns)
    .from(products)
    .innerJoin(users, eq(users.id, products.supplierUserId))
    .innerJoin(supplierProfiles, eq(supplierProfiles.userId, products.supplierUserId))
    .leftJoin(principalImage, eq(principalImage.id, products.principalImageId))
    .where(sql`${products.id} = any(${sql.placeholder('productIds')}::int[])`)
    .prepare('purchasable_products'),
);

/** The products named, visible or not (the caller tells the buyer which ones went away). */
export function findPurchasable(
  executor: Database,
  productIds: readonly number[],
): Promise<PurchasableRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return purchasableQuery(executor).execute({ productIds: [...productIds] });
}

const cartLinesQuery = preparedPerDatabase((db) =>
  db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, sql.placeholder('userId')))
    .orderBy(asc(cartItems.updatedAt), asc(cartItems.productId))
    .prepare('cart_lines'),
);

/** A buyer's cart lines, oldest first; their products are read with `findPurchasable`. */
export function cartLines(
  executor: Database,
  userId: number,
): Promise<{ productId: number; quantity: number }[]> {
  return cartLinesQuery(executor).execute({ userId });
}

/** Replaces the buyer's whole cart: one delete and one insert, whatever its size. */
export async function replaceCart(
  executor: Database,
  userId: number,
  lines: readonly { productId: number; quantity: number }[],
): Promise<void> {
  await executor.delete(cartItems).where(eq(cartItems.userId, userId));
  if (lines.length === 0) return;
  // Increasing timestamps keep the browser's order of lines; rows go in product order, so the
  // product locks their foreign keys take come in the same order as a checkout's.
  const rows = lines.map((line, index) => ({
    userId,
    productId: line.productId,
    quantity: line.quantity,
    updatedAt: sql`now() + ${`${index} milliseconds`}::interval`,
  }));
  rows.sort((a, b) => a.productId - b.productId);
  await executor.insert(cartItems).values(rows);
}

/** Takes bought products out of a buyer's cart once their payment is approved. */
export async function removeCartProducts(
  executor: Database,
  userId: number,
  productIds: readonly number[],
): Promise<void> {
  if (productIds.length === 0) return;
  await executor
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, [...productIds])));
}
