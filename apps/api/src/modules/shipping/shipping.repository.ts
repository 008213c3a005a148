import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ROLE } from '@hogarte/shared/roles';
import { preparedPerDatabase, type Database } from '../../db/client.js';
import { products } from '../../db/schema/catalogue.js';
import { cartItems } from '../../db/schema/commerce.js';
import { addresses, supplierProfiles, users } from '../../db/schema/users.js';
import { productIsVisible } from '../../db/visibility.js';

const addressColumns = {
  id: addresses.id,
  streetAddress: addresses.streetAddress,
  cityCode: addresses.cityCode,
  cityName: addresses.cityName,
};

export interface AddressRow {
  id: number;
  streetAddress: string;
  cityCode: string;
  cityName: string;
}

/** A buyer's delivery addresses, oldest first. */
export function listShippingAddresses(executor: Database, userId: number): Promise<AddressRow[]> {
  return executor
    .select(addressColumns)
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.kind, 'shipping')))
    .orderBy(asc(addresses.id));
}

export async function insertShippingAddress(
  executor: Database,
  values: { userId: number; streetAddress: string; cityCode: string; cityName: string },
): Promise<AddressRow> {
  const [row] = await executor
    .insert(addresses)
    .values({ ...values, kind: 'shipping' })
    .returning(addressColumns);
  if (!row) throw new Error('address insert returned no row');
  return row;
}

/** One of the buyer's own delivery addresses; someone else's, or a warehouse, is null. */
export async function findShippingAddress(
  executor: Database,
  addressId: number,
  userId: number,
): Promise<AddressRow | null> {
  const rows = await executor
    .select(addressColumns)
    .from(addresses)
    .where(
      and(
        eq(addresses.id, addressId),
        eq(addresses.userId, userId),
        eq(addresses.kind, 'shipping'),
      ),
    );
  return rows[0] ?? null;
}

/** A supplier's warehouses (the origins of its shipments), oldest first. */
export function listWarehouses(executor: Database, supplierId: number): Promise<AddressRow[]> {
  return executor
    .select(addressColumns)
    .from(addresses)
    .where(and(eq(addresses.userId, supplierId), eq(addresses.kind, 'storage')))
    .orderBy(asc(addresses.id));
}

/** What a supplier ships with: its Envia key and the contact that goes on the labels. */
const supplierColumns = {
  id: users.id,
  uuid: users.uuid,
  companyName: supplierProfiles.companyName,
  enviaKey: supplierProfiles.enviaKey,
  companyPhone: supplierProfiles.companyPhone,
  companyEmail: supplierProfiles.companyEmail,
  contactFirstName: supplierProfiles.contactFirstName,
  contactLastName: supplierProfiles.contactLastName,
};

export interface ShippingSupplierRow {
  id: number;
  uuid: string;
  companyName: string;
  enviaKey: string | null;
  companyPhone: string;
  companyEmail: string;
  contactFirstName: string | null;
  contactLastName: string | null;
}

/** Buyers only see approved, public, active suppliers; the rest ship nothing to them. */
const supplierSellsNow = sql<boolean>`(${users.isApproved} is true and ${users.isPublic} and ${users.isActive})`;

function supplierQuery(executor: Database) {
  return executor
    .select(supplierColumns)
    .from(users)
    .innerJoin(supplierProfiles, eq(supplierProfiles.userId, users.id));
}

/** A selling supplier named by its uuid (the URLs' `supplierId`). */
export async function findSellingSupplierByUuid(
  executor: Database,
  uuid: string,
): Promise<ShippingSupplierRow | null> {
  const rows = await supplierQuery(executor).where(
    and(eq(users.uuid, uuid), eq(users.roleId, ROLE.supplier), supplierSellsNow),
  );
  return rows[0] ?? null;
}

/** A selling supplier named by its storefront path segment (the name with dashes for spaces). */
export async function findSellingSupplierBySlug(
  executor: Database,
  slug: string,
): Promise<ShippingSupplierRow | null> {
  const rows = await supplierQuery(executor).where(
    and(
      sql`lower(regexp_replace(btrim(${supplierProfiles.companyName}), '[[:space:]]+', '-', 'g')) = lower(${slug})`,
      supplierSellsNow,
    ),
  );
  return rows[0] ?? null;
}

/** Any supplier by id, selling or not: a paid order still ships after its supplier hides. */
export async function findSupplierById(
  executor: Database,
  supplierId: number,
): Promise<ShippingSupplierRow | null> {
  const rows = await supplierQuery(executor).where(eq(users.id, supplierId));
  return rows[0] ?? null;
}

/** What shipping needs of a product: its box, its delivery time, the warehouse it leaves from. */
const shippingProductColumns = {
  productId: products.id,
  name: products.name,
  supplierId: products.supplierUserId,
  taxedPrice: products.taxedPrice,
  deliveryTimeDays: products.deliveryTimeDays,
  weight: products.weight,
  packageLength: products.packageLength,
  packageWidth: products.packageWidth,
  packageHeight: products.packageHeight,
  packageWeight: products.packageWeight,
  warehouseId: addresses.id,
  warehouseStreet: addresses.streetAddress,
  warehouseCityCode: addresses.cityCode,
};

export interface ShippingProductRow {
  productId: number;
  name: string;
  supplierId: number;
  taxedPrice: number;
  deliveryTimeDays: number;
  weight: number | null;
  packageLength: number | null;
  packageWidth: number | null;
  packageHeight: number | null;
  packageWeight: number | null;
  warehouseId: number | null;
  warehouseStreet: string | null;
  warehouseCityCode: string | null;
}

export interface CartShippingRow extends ShippingProductRow {
  quantity: number;
}

/**
 * The buyer's cart lines that can be bought, in the cart's order, each with its box, its
 * warehouse and its supplier's shipping data: one query for the whole cart.
 */
export function cartShippingLines(
  executor: Database,
  userId: number,
): Promise<(CartShippingRow & { supplier: ShippingSupplierRow })[]> {
  return (
    executor
      .select({
        ...shippingProductColumns,
        quantity: cartItems.quantity,
        supplier: supplierColumns,
      })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .innerJoin(users, eq(users.id, products.supplierUserId))
      .innerJoin(supplierProfiles, eq(supplierProfiles.userId, products.supplierUserId))
      // A warehouse belongs to the product's own supplier (the catalogue checks it on save).
      .leftJoin(
        addresses,
        and(eq(addresses.id, products.storageAddressId), eq(addresses.kind, 'storage')),
      )
      .where(and(eq(cartItems.userId, userId), productIsVisible))
      .orderBy(asc(cartItems.updatedAt), asc(cartItems.productId))
  );
}

/**
 * Products by id with their boxes and warehouses, visible or not: an order already paid still
 * ships a product its supplier has since hidden.
 */
export function shippingProducts(
  executor: Database,
  productIds: readonly number[],
): Promise<ShippingProductRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return executor
    .select(shippingProductColumns)
    .from(products)
    .leftJoin(
      addresses,
      and(eq(addresses.id, products.storageAddressId), eq(addresses.kind, 'storage')),
    )
    .where(inArray(products.id, [...productIds]));
}

const shippingProductsWithSuppliersQuery = preparedPerDatabase((db) =>
  db
    .select({ ...shippingProductColumns, supplier: supplierColumns })
    .from(products)
    .innerJoin(users, eq(users.id, products.supplierUserId))
    .innerJoin(supplierProfiles, eq(supplierProfiles.userId, products.supplierUserId))
    .leftJoin(
      addresses,
      and(eq(addresses.id, products.storageAddressId), eq(addresses.kind, 'storage')),
    )
    .where(sql`${products.id} = any(${sql.placeholder('productIds')}::int[])`)
    .prepare('shipping_products_with_suppliers'),
);

/**
 * Products by id with their boxes, warehouses and their suppliers' shipping data, visible or not
 * (the checkout refuses hidden ones itself): one query for every supplier of an order.
 */
export function shippingProductsWithSuppliers(
  executor: Database,
  productIds: readonly number[],
): Promise<(ShippingProductRow & { supplier: ShippingSupplierRow })[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return shippingProductsWithSuppliersQuery(executor).execute({ productIds: [...productIds] });
}
