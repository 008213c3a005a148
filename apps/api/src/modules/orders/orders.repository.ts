import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { SuborderStatus } from '@hogarte/shared/orders';
import type { Database } from '../../db/client.js';
import { containing } from '../../db/search.js';
import { products } from '../../db/schema/catalogue.js';
import {
  orderFiles,
  orderItems,
  orderSuppliers,
  orders,
  productReviews,
  type OrderFileKind,
} from '../../db/schema/commerce.js';
import { storedFiles } from '../../db/schema/files.js';
import { supplierProfiles, users } from '../../db/schema/users.js';

/** What narrows an order list; every part is optional. */
export interface OrderFilter {
  /** Free text: order number, product name (and the buyer, for the admin). */
  search?: string | undefined;
  /** The id an order-number search names (`HG-000123` → 123). */
  searchOrderId?: number | null | undefined;
  /** Purchase date range, `from` included, `to` excluded. */
  from?: Date | undefined;
  to?: Date | undefined;
  /** A white-label store's path segment: orders with that supplier's products. */
  storeSlug?: string | undefined;
}

export interface PageWindow {
  limit: number;
  offset: number;
}

/** The order number as `orderNumber(id)` writes it, so a partial number matches too. */
const orderNumberText = sql`'HG-' || lpad(${orders.id}::text, greatest(6, length(${orders.id}::text)), '0')`;

/** A supplier's storefront path segment, as the storefront computes it from the company name. */
const companySlug = (name: SQL | typeof supplierProfiles.companyName) =>
  sql`lower(regexp_replace(btrim(${name}), '[[:space:]]+', '-', 'g'))`;

function lineMatches(pattern: string, supplierUserId: number | undefined): SQL {
  const ownLines =
    supplierUserId === undefined ? sql`` : sql` and oi.supplier_user_id = ${supplierUserId}`;
  return sql`exists (select 1 from ${orderItems} oi where oi.order_id = ${orders.id} and oi.product_name ilike ${pattern}${ownLines})`;
}

function filterConditions(
  filter: OrderFilter,
  options: { supplierUserId?: number; buyerText?: boolean } = {},
): (SQL | undefined)[] {
  const search = filter.search?.trim();
  let searchCondition: SQL | undefined;
  if (search) {
    const pattern = containing(search);
    searchCondition = or(
      sql`${orderNumberText} ilike ${pattern}`,
      filter.searchOrderId ? eq(orders.id, filter.searchOrderId) : undefined,
      lineMatches(pattern, options.supplierUserId),
      options.buyerText
        ? sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`
        : undefined,
      options.buyerText ? sql`${users.email} ilike ${pattern}` : undefined,
    );
  }
  return [
    eq(orders.status, 'paid'),
    searchCondition,
    filter.from ? gte(orders.createdAt, filter.from) : undefined,
    filter.to ? lt(orders.createdAt, filter.to) : undefined,
    filter.storeSlug
      ? sql`exists (select 1 from ${orderItems} oi join ${supplierProfiles} sp on sp.user_id = oi.supplier_user_id where oi.order_id = ${orders.id} and ${companySlug(sql`sp.company_name`)} = lower(${filter.storeSlug}))`
      : undefined,
  ];
}

const orderColumns = {
  id: orders.id,
  buyerUserId: orders.buyerUserId,
  subtotal: orders.subtotal,
  shippingTotal: orders.shippingTotal,
  discount: orders.discount,
  total: orders.total,
  billing: orders.billing,
  address: orders.address,
  createdAt: orders.createdAt,
};

const totalOf = (rows: { total: number }[]) => rows[0]?.total ?? 0;

/** One page of a buyer's paid orders, newest first, and how many there are in all. */
export function listBuyerOrders(
  executor: Database,
  buyerUserId: number,
  filter: OrderFilter,
  window: PageWindow,
) {
  const where = and(eq(orders.buyerUserId, buyerUserId), ...filterConditions(filter));
  const rows = executor
    .select(orderColumns)
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(window.limit)
    .offset(window.offset);
  const total = executor.select({ total: count() }).from(orders).where(where).then(totalOf);
  return Promise.all([rows, total]);
}

/** One page of the paid orders holding a supplier's products, with its part of each. */
export function listSupplierOrders(
  executor: Database,
  supplierUserId: number,
  filter: OrderFilter,
  window: PageWindow,
) {
  const join = and(
    eq(orderSuppliers.orderId, orders.id),
    eq(orderSuppliers.supplierUserId, supplierUserId),
  );
  const where = and(...filterConditions(filter, { supplierUserId }));
  const rows = executor
    .select({ ...orderColumns, isPaid: orderSuppliers.isPaid })
    .from(orders)
    .innerJoin(orderSuppliers, join)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(window.limit)
    .offset(window.offset);
  const total = executor
    .select({ total: count() })
    .from(orders)
    .innerJoin(orderSuppliers, join)
    .where(where)
    .then(totalOf);
  return Promise.all([rows, total]);
}

const buyerColumns = {
  buyerFirstName: users.firstName,
  buyerLastName: users.lastName,
  buyerEmail: users.email,
  buyerPhone: users.phone,
};

/** One page of every paid order for the admin, with its buyer and how many suppliers it has. */
export function listAllOrders(executor: Database, filter: OrderFilter, window: PageWindow) {
  const where = and(...filterConditions(filter, { buyerText: true }));
  const rows = executor
    .select({
      ...orderColumns,
      ...buyerColumns,
      suppliersCount: sql<number>`(select count(*)::int from ${orderSuppliers} os where os.order_id = ${orders.id})`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.buyerUserId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(window.limit)
    .offset(window.offset);
  const total = executor
    .select({ total: count() })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.buyerUserId))
    .where(where)
    .then(totalOf);
  return Promise.all([rows, total]);
}

/**
 * A paid order with its buyer; with `buyerUserId` only that buyer's, with `supplierUserId` only
 * one holding that supplier's products.
 */
export async function findPaidOrder(
  executor: Database,
  orderId: number,
  scope: { buyerUserId?: number; supplierUserId?: number } = {},
) {
  const [row] = await executor
    .select({ ...orderColumns, ...buyerColumns })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.buyerUserId))
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, 'paid'),
        scope.buyerUserId === undefined ? undefined : eq(orders.buyerUserId, scope.buyerUserId),
        scope.supplierUserId === undefined
          ? undefined
          : sql`exists (select 1 from ${orderSuppliers} os where os.order_id = ${orders.id} and os.supplier_user_id = ${scope.supplierUserId})`,
      ),
    )
    .limit(1);
  return row ?? null;
}

const lineColumns = {
  id: orderItems.id,
  orderId: orderItems.orderId,
  supplierUserId: orderItems.supplierUserId,
  supplierUuid: users.uuid,
  supplierName: supplierProfiles.companyName,
  productId: orderItems.productId,
  productName: orderItems.productName,
  productCode: orderItems.productCode,
  imageUrl: orderItems.imageUrl,
  unitPrice: orderItems.unitPrice,
  quantity: orderItems.quantity,
  amount: orderItems.amount,
  status: orderItems.status,
  trackingNumber: orderItems.trackingNumber,
  trackUrl: orderItems.trackUrl,
  labelUrl: orderItems.labelUrl,
  createdAt: orderItems.createdAt,
  reviewRating: productReviews.rating,
  reviewComment: productReviews.comment,
};

/**
 * Every product line of some orders (of one supplier, optionally) in one statement, with its
 * supplier and its review: a page of orders costs one query for all its lines.
 */
export async function listLines(executor: Database, orderIds: number[], supplierUserId?: number) {
  if (orderIds.length === 0) return [];
  return executor
    .select(lineColumns)
    .from(orderItems)
    .innerJoin(users, eq(users.id, orderItems.supplierUserId))
    .innerJoin(supplierProfiles, eq(supplierProfiles.userId, orderItems.supplierUserId))
    .leftJoin(productReviews, eq(productReviews.orderItemId, orderItems.id))
    .where(
      and(
        inArray(orderItems.orderId, orderIds),
        supplierUserId === undefined ? undefined : eq(orderItems.supplierUserId, supplierUserId),
      ),
    )
    .orderBy(asc(orderItems.orderId), asc(orderItems.id));
}

export type LineRow = Awaited<ReturnType<typeof listLines>>[number];

/** Each supplier's part of some orders: carrier, shipping and whether the admin paid it. */
export async function listOrderSuppliers(
  executor: Database,
  orderIds: number[],
  supplierUserId?: number,
) {
  if (orderIds.length === 0) return [];
  return executor
    .select({
      orderId: orderSuppliers.orderId,
      supplierUserId: orderSuppliers.supplierUserId,
      supplierUuid: users.uuid,
      supplierName: supplierProfiles.companyName,
      carrierName: orderSuppliers.carrierName,
      shippingCost: orderSuppliers.shippingCost,
      deliveryDays: orderSuppliers.deliveryDays,
      isPaid: orderSuppliers.isPaid,
    })
    .from(orderSuppliers)
    .innerJoin(users, eq(users.id, orderSuppliers.supplierUserId))
    .innerJoin(supplierProfiles, eq(supplierProfiles.userId, orderSuppliers.supplierUserId))
    .where(
      and(
        inArray(orderSuppliers.orderId, orderIds),
        supplierUserId === undefined
          ? undefined
          : eq(orderSuppliers.supplierUserId, supplierUserId),
      ),
    )
    .orderBy(asc(orderSuppliers.orderId), asc(supplierProfiles.companyName));
}

export type OrderSupplierRow = Awaited<ReturnType<typeof listOrderSuppliers>>[number];

/** A supplier of an order, named by its uuid as URLs name it. */
export async function findOrderSupplierByUuid(
  executor: Database,
  orderId: number,
  supplierUuid: string,
): Promise<OrderSupplierRow | null> {
  const [row] = await executor
    .select({
      orderId: orderSuppliers.orderId,
      supplierUserId: orderSuppliers.supplierUserId,
      supplierUuid: users.uuid,
      supplierName: supplierProfiles.companyName,
      carrierName: orderSuppliers.carrierName,
      shippingCost: orderSuppliers.shippingCost,
      deliveryDays: orderSuppliers.deliveryDays,
      isPaid: orderSuppliers.isPaid,
    })
    .from(orderSuppliers)
    .innerJoin(users, eq(users.id, orderSuppliers.supplierUserId))
    .innerJoin(supplierProfiles, eq(supplierProfiles.userId, orderSuppliers.supplierUserId))
    .where(and(eq(orderSuppliers.orderId, orderId), eq(users.uuid, supplierUuid)))
    .limit(1);
  return row ?? null;
}

/**
 * Flips the admin's confirmation of paying a supplier its part, in one statement so two clicks
 * cannot both read the old value.
 */
export async function toggleSupplierPaid(
  executor: Database,
  orderId: number,
  supplierUserId: number,
  at: Date,
): Promise<boolean | null> {
  const [row] = await executor
    .update(orderSuppliers)
    .set({
      isPaid: sql`not ${orderSuppliers.isPaid}`,
      paidConfirmedAt: sql`case when ${orderSuppliers.isPaid} then null else ${at.toISOString()}::timestamptz end`,
    })
    .where(
      and(eq(orderSuppliers.orderId, orderId), eq(orderSuppliers.supplierUserId, supplierUserId)),
    )
    .returning({ isPaid: orderSuppliers.isPaid });
  return row?.isPaid ?? null;
}

/** Files of some orders, of the given kinds, for one supplier when given. */
export async function listOrderFiles(
  executor: Database,
  orderIds: number[],
  options: { kinds: OrderFileKind[]; supplierUserId?: number },
) {
  if (orderIds.length === 0 || options.kinds.length === 0) return [];
  return executor
    .select({
      orderId: orderFiles.orderId,
      supplierUserId: orderFiles.supplierUserId,
      kind: orderFiles.kind,
      fileId: storedFiles.id,
      storageKey: storedFiles.storageKey,
      isPrivate: storedFiles.isPrivate,
      fileName: storedFiles.fileName,
    })
    .from(orderFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, orderFiles.fileId))
    .where(
      and(
        inArray(orderFiles.orderId, orderIds),
        inArray(orderFiles.kind, options.kinds),
        options.supplierUserId === undefined
          ? undefined
          : eq(orderFiles.supplierUserId, options.supplierUserId),
      ),
    )
    .orderBy(asc(orderFiles.id));
}

export type OrderFileRow = Awaited<ReturnType<typeof listOrderFiles>>[number];

export async function insertOrderFile(
  executor: Database,
  values: typeof orderFiles.$inferInsert,
): Promise<void> {
  await executor.insert(orderFiles).values(values);
}

/** The link row of one file of an order, of a kind and supplier (null: the client's invoice). */
export async function findOrderFile(
  executor: Database,
  where: { orderId: number; fileId: number; kind: OrderFileKind; supplierUserId: number | null },
) {
  const [row] = await executor
    .select({ id: orderFiles.id, fileId: orderFiles.fileId })
    .from(orderFiles)
    .where(
      and(
        eq(orderFiles.orderId, where.orderId),
        eq(orderFiles.fileId, where.fileId),
        eq(orderFiles.kind, where.kind),
        where.supplierUserId === null
          ? isNull(orderFiles.supplierUserId)
          : eq(orderFiles.supplierUserId, where.supplierUserId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Points a file link at a new file, if it still names the old one (two replacements race). */
export async function swapOrderFile(
  executor: Database,
  linkId: number,
  oldFileId: number,
  newFileId: number,
): Promise<boolean> {
  const rows = await executor
    .update(orderFiles)
    .set({ fileId: newFileId })
    .where(and(eq(orderFiles.id, linkId), eq(orderFiles.fileId, oldFileId)))
    .returning({ id: orderFiles.id });
  return rows.length > 0;
}

/** The buyer of a suborder's order, beside the supplier's own row of `users`. */
const buyer = aliasedTable(users, 'buyer');

/**
 * One suborder of a paid order with everything its detail page shows: the order, the buyer, the
 * supplier's shipping and the review. Scoped to a buyer or a supplier when given.
 */
export async function findSuborder(
  executor: Database,
  suborderId: number,
  scope: { buyerUserId?: number; supplierUserId?: number } = {},
) {
  const [row] = await executor
    .select({
      ...lineColumns,
      order: {
        id: orders.id,
        createdAt: orders.createdAt,
        address: orders.address,
        billing: orders.billing,
        buyerUserId: orders.buyerUserId,
      },
      buyer: {
        firstName: buyer.firstName,
        lastName: buyer.lastName,
        email: buyer.email,
        phone: buyer.phone,
      },
      shipping: {
        carrierName: orderSuppliers.carrierName,
        deliveryDays: orderSuppliers.deliveryDays,
        shippingCost: orderSuppliers.shippingCost,
      },
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(buyer, eq(buyer.id, orders.buyerUserId))
    .innerJoin(users, eq(users.id, orderItems.supplierUserId))
    .innerJoin(supplierProfiles, eq(supplierProfiles.userId, orderItems.supplierUserId))
    .innerJoin(
      orderSuppliers,
      and(
        eq(orderSuppliers.orderId, orderItems.orderId),
        eq(orderSuppliers.supplierUserId, orderItems.supplierUserId),
      ),
    )
    .leftJoin(productReviews, eq(productReviews.orderItemId, orderItems.id))
    .where(
      and(
        eq(orderItems.id, suborderId),
        eq(orders.status, 'paid'),
        scope.buyerUserId === undefined ? undefined : eq(orders.buyerUserId, scope.buyerUserId),
        scope.supplierUserId === undefined
          ? undefined
          : eq(orderItems.supplierUserId, scope.supplierUserId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export type SuborderRow = NonNullable<Awaited<ReturnType<typeof findSuborder>>>;

/** Locks a suborder's row until the transaction ends and reads its current state. */
export async function lockSuborder(executor: Database, suborderId: number) {
  const [row] = await executor
    .select({ status: orderItems.status, trackUrl: orderItems.trackUrl })
    .from(orderItems)
    .where(eq(orderItems.id, suborderId))
    .for('update');
  return row ?? null;
}

export async function updateSuborderStatus(
  executor: Database,
  suborderId: number,
  status: SuborderStatus,
  at: Date,
): Promise<void> {
  await executor
    .update(orderItems)
    .set({
      status,
      ...(status === 'Shipped' ? { shippedAt: at } : {}),
      ...(status === 'Delivered' ? { deliveredAt: at } : {}),
    })
    .where(eq(orderItems.id, suborderId));
}

/** Records a shipping label unless one was recorded meanwhile; says whether it did. */
export async function saveLabel(
  executor: Database,
  suborderId: number,
  label: { trackingNumber: string; trackUrl: string; labelUrl: string },
): Promise<boolean> {
  const rows = await executor
    .update(orderItems)
    .set(label)
    .where(and(eq(orderItems.id, suborderId), isNull(orderItems.labelUrl)))
    .returning({ id: orderItems.id });
  return rows.length > 0;
}

export async function insertReview(executor: Database, values: typeof productReviews.$inferInsert) {
  const [row] = await executor.insert(productReviews).values(values).returning();
  if (!row) throw new Error('review insert returned no row');
  return row;
}

/** Whether a product exists for the storefront's purposes (deleted ones have no page). */
export async function productExists(executor: Database, productId: number): Promise<boolean> {
  const rows = await executor
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.deletedAt)))
    .limit(1);
  return rows.length > 0;
}

/** A product's reviews, newest first, with their authors' names, and the average of all. */
export function listProductReviews(executor: Database, productId: number, limit: number) {
  const rows = executor
    .select({
      id: productReviews.id,
      rating: productReviews.rating,
      comment: productReviews.comment,
      createdAt: productReviews.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(productReviews)
    .innerJoin(users, eq(users.id, productReviews.userId))
    .where(eq(productReviews.productId, productId))
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
    .limit(limit);
  const stats = executor
    .select({
      count: count(),
      average: sql<string | null>`avg(${productReviews.rating})`,
    })
    .from(productReviews)
    .where(eq(productReviews.productId, productId))
    .then((result) => result[0] ?? { count: 0, average: null });
  return Promise.all([rows, stats]);
}

/** Seeds and fixtures: an order and its parts exactly as the checkout leaves a paid one. */
export async function insertOrder(executor: Database, values: typeof orders.$inferInsert) {
  const [row] = await executor.insert(orders).values(values).returning({ id: orders.id });
  if (!row) throw new Error('order insert returned no row');
  return row;
}

export async function insertOrderSuppliers(
  executor: Database,
  values: (typeof orderSuppliers.$inferInsert)[],
): Promise<void> {
  if (values.length > 0) await executor.insert(orderSuppliers).values(values);
}

export async function insertOrderItems(
  executor: Database,
  values: (typeof orderItems.$inferInsert)[],
): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await executor.insert(orderItems).values(values).returning({ id: orderItems.id });
  return rows.map((row) => row.id);
}
