import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { OrderAddress, OrderBilling } from '@hogarte/shared/contracts/orders';
import { preparedPerDatabase, type Database } from '../../db/client.js';
import { products } from '../../db/schema/catalogue.js';
import { orderItems, orders, orderSuppliers, payments } from '../../db/schema/commerce.js';
import { addresses, supplierProfiles, users } from '../../db/schema/users.js';
import { productIsVisible } from '../../db/visibility.js';

const deliveryAddressQuery = preparedPerDatabase((db) =>
  db
    .select({
      id: addresses.id,
      streetAddress: addresses.streetAddress,
      cityCode: addresses.cityCode,
      cityName: addresses.cityName,
    })
    .from(addresses)
    .where(
      and(
        eq(addresses.id, sql.placeholder('addressId')),
        eq(addresses.userId, sql.placeholder('userId')),
        eq(addresses.kind, 'shipping'),
      ),
    )
    .prepare('delivery_address'),
);

/** One of the buyer's delivery addresses. */
export async function findDeliveryAddress(executor: Database, userId: number, addressId: number) {
  const [row] = await deliveryAddressQuery(executor).execute({ userId, addressId });
  return row;
}

/** The supplier behind a store path, with its own Wompi key. */
export async function findStoreByCompanyName(executor: Database, companyName: string) {
  const [row] = await executor
    .select({ userId: supplierProfiles.userId, wompiPublicKey: supplierProfiles.wompiPublicKey })
    .from(supplierProfiles)
    .where(
      sql`lower(regexp_replace(btrim(${supplierProfiles.companyName}), '[[:space:]]+', '-', 'g')) = lower(${companyName})`,
    );
  return row;
}

export interface LockedProduct {
  id: number;
  visible: boolean;
  name: string;
  taxedPrice: number;
  unitsAvailable: number;
}

/**
 * Locks the products being bought, always in id order so two buyers of the same products queue
 * instead of deadlocking, and reads their stock and price under the lock. `no key update` is the
 * lock the stock update itself takes: it still lets carts and orders reference these products
 * (their foreign keys take `key share`), which `for update` would block.
 */
export function lockProducts(
  executor: Database,
  productIds: readonly number[],
): Promise<LockedProduct[]> {
  return executor
    .select({
      id: products.id,
      visible: productIsVisible,
      name: products.name,
      taxedPrice: products.taxedPrice,
      unitsAvailable: products.unitsAvailable,
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.supplierUserId))
    .where(inArray(products.id, [...productIds]))
    .orderBy(asc(products.id))
    .for('no key update', { of: products });
}

/** Moves stock by `sign × quantity` for many products in one statement. */
export async function moveStock(
  executor: Database,
  lines: readonly { productId: number; quantity: number }[],
  sign: 1 | -1,
): Promise<void> {
  if (lines.length === 0) return;
  const ids = lines.map((line) => line.productId);
  const quantities = lines.map((line) => sign * line.quantity);
  await executor.execute(sql`
    update ${products} set units_available = ${products.unitsAvailable} + moved.quantity
    from (select unnest(${sql.param(ids)}::int[]) as id, unnest(${sql.param(quantities)}::int[]) as quantity) as moved
    where ${products.id} = moved.id`);
}

export interface NewOrder {
  buyerUserId: number;
  storeSupplierUserId: number | null;
  subtotal: number;
  shippingTotal: number;
  discount: number;
  total: number;
  billing: OrderBilling;
  address: OrderAddress;
  reservedUntil: Date;
  suppliers: {
    supplierUserId: number;
    carrierName: string;
    carrierService: string | null;
    shippingCost: number;
    deliveryDays: number;
  }[];
  items: {
    supplierUserId: number;
    productId: number;
    productName: string;
    productCode: string | null;
    imageUrl: string | null;
    unitPrice: number;
    quantity: number;
    amount: number;
    commissionPercentage: number;
  }[];
}

/** Writes an order with its suppliers and lines: three statements whatever its size. */
export async function insertOrder(executor: Database, order: NewOrder): Promise<number> {
  const [created] = await executor
    .insert(orders)
    .values({
      buyerUserId: order.buyerUserId,
      storeSupplierUserId: order.storeSupplierUserId,
      subtotal: order.subtotal,
      shippingTotal: order.shippingTotal,
      discount: order.discount,
      total: order.total,
      billing: order.billing,
      address: order.address,
      reservedUntil: order.reservedUntil,
    })
    .returning({ id: orders.id });
  if (!created) throw new Error('The order insert returned no row');
  await executor
    .insert(orderSuppliers)
    .values(order.suppliers.map((supplier) => ({ ...supplier, orderId: created.id })));
  await executor
    .insert(orderItems)
    .values(order.items.map((item) => ({ ...item, orderId: created.id })));
  return created.id;
}

/**
 * An order, locked after its payment: one transition at a time per order. Its buyer's contact
 * comes along (unlocked) for the payment's email.
 */
export async function lockOrder(executor: Database, orderId: number) {
  const [row] = await executor
    .select({
      id: orders.id,
      status: orders.status,
      buyerUserId: orders.buyerUserId,
      buyerEmail: users.email,
      buyerFirstName: users.firstName,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.buyerUserId))
    .where(eq(orders.id, orderId))
    .for('no key update', { of: orders });
  return row;
}

export type LockedOrder = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;

export async function findPaymentOwner(executor: Database, reference: string) {
  const [row] = await executor
    .select({ orderId: orders.id, buyerUserId: orders.buyerUserId })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.reference, reference));
  return row;
}

export async function setOrderStatus(
  executor: Database,
  orderId: number,
  change: { status: 'paid'; paidAt: Date } | { status: 'canceled'; canceledAt: Date },
): Promise<void> {
  await executor.update(orders).set(change).where(eq(orders.id, orderId));
}

/** The lines of an order, for releasing or re-reserving their stock and for the emails. */
export function orderLines(executor: Database, orderId: number) {
  return executor
    .select({
      productId: orderItems.productId,
      quantity: orderItems.quantity,
      supplierUserId: orderItems.supplierUserId,
      productName: orderItems.productName,
      amount: orderItems.amount,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productId));
}

/** The suppliers of an order with where to tell them of it. */
export function orderSupplierContacts(executor: Database, orderId: number) {
  return executor
    .select({
      supplierUserId: orderSuppliers.supplierUserId,
      companyName: supplierProfiles.companyName,
      email: supplierProfiles.companyEmail,
    })
    .from(orderSuppliers)
    .innerJoin(supplierProfiles, eq(supplierProfiles.userId, orderSuppliers.supplierUserId))
    .where(eq(orderSuppliers.orderId, orderId));
}

/**
 * Locks the buyer's account row: one checkout per buyer at a time, so two placed at once cannot
 * both keep a reservation. `no key update` leaves the row's foreign keys (carts, orders) free.
 * Answers the buyer's email, which Wompi's checkout page fills in.
 */
export async function lockBuyer(executor: Database, userId: number) {
  const [row] = await executor
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  return row;
}

/** The buyer's unpaid orders, locked: a new checkout releases them. */
export function lockPendingOrders(executor: Database, buyerUserId: number) {
  return executor
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.buyerUserId, buyerUserId), eq(orders.status, 'pending')))
    .orderBy(asc(orders.id))
    .for('no key update');
}

/** How many orders the buyer placed since then and has not paid (pending, released, declined). */
export async function countUnpaidOrdersSince(
  executor: Database,
  buyerUserId: number,
  since: Date,
): Promise<number> {
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.buyerUserId, buyerUserId),
        inArray(orders.status, ['pending', 'canceled']),
        gte(orders.createdAt, since),
      ),
    );
  return row?.count ?? 0;
}

/** The units the buyer's unpaid orders hold, per product. */
export function reservedUnits(
  executor: Database,
  buyerUserId: number,
): Promise<{ productId: number; quantity: number }[]> {
  return executor
    .select({
      productId: orderItems.productId,
      quantity: sql<number>`sum(${orderItems.quantity})::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.buyerUserId, buyerUserId), eq(orders.status, 'pending')))
    .groupBy(orderItems.productId);
}

/**
 * Pending orders whose reservation ran out, locked; `skip locked` lets several processes sweep at
 * once without waiting on each other.
 */
export function lockExpiredOrders(executor: Database, now: Date, limit: number) {
  return executor
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending'), lt(orders.reservedUntil, now)))
    .orderBy(asc(orders.id))
    .limit(limit)
    .for('no key update', { skipLocked: true });
}
