/**
 * The buyer's side of its paid orders (part 2 §2.6, §3 Order/Suborder): its purchases and each
 * one's page, the review of a delivered suborder, and a product's reviews as the store shows them.
 * Another buyer's order or suborder is a plain 404.
 */
import { pageInfo } from '@hogarte/shared/contracts/common';
import { storeSlug } from '@hogarte/shared/catalogue';
import { MESSAGES } from '@hogarte/shared/messages';
import type { ReviewInput } from '@hogarte/shared/schemas/commerce';
import type { PurchaseDateFilter } from '@hogarte/shared/orders';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/client.js';
import type { Actor } from '../../http/auth.js';
import { AppError, notFound } from '../../http/errors.js';
import { orderNumber } from './order-number.js';
import {
  findPaidOrder,
  findSuborder,
  insertReview,
  listBuyerOrders,
  listLines,
  listOrderFiles,
  listOrderSuppliers,
  listProductReviews,
  productExists,
  type OrderFilter,
} from './orders.repository.js';
import {
  type PageQuery,
  filesOf,
  groupBy,
  pageWindow,
  searchFilter,
  suborderView,
} from './orders.service.js';
import { purchaseDateRange } from './purchase-dates.js';

/** Reviews a product page lists; the average and count cover all of them. */
const REVIEWS_SHOWN = 50;

export interface BuyerOrdersQuery extends PageQuery {
  date: PurchaseDateFilter;
  companyName?: string | undefined;
}

// ---------------------------------------------------------------------------------------------
// Buyer (client, designer)
// ---------------------------------------------------------------------------------------------

/** `GET /v2/orders`: the buyer's paid orders, newest first, three statements per page. */
export async function buyerOrders(ctx: AppContext, actor: Actor, query: BuyerOrdersQuery) {
  const filter: OrderFilter = {
    ...searchFilter(query.search),
    ...purchaseDateRange(query.date, ctx.now()),
    storeSlug: query.companyName?.trim() || undefined,
  };
  const [rows, totalItems] = await listBuyerOrders(ctx.db, actor.id, filter, pageWindow(query));
  const lines = groupBy(
    await listLines(
      ctx.db,
      rows.map((row) => row.id),
    ),
    (line) => line.orderId,
  );
  const items = rows.map((row) => {
    const orderLines = lines.get(row.id) ?? [];
    const suppliers = new Map<string, string>();
    for (const line of orderLines) suppliers.set(line.supplierUuid, line.supplierName);
    return {
      id: row.id,
      orderNumber: orderNumber(row.id),
      purchaseDate: row.createdAt.toISOString(),
      total: row.total,
      is_paid: true,
      suppliers: [...suppliers].map(([id, name]) => ({ supplier_id: id, supplier_name: name })),
      suborders: orderLines.map(suborderView),
    };
  });
  return { items, pagination: pageInfo(totalItems, query.page, query.itemsPerPage) };
}

/** `GET /v2/orders/:id`: one of the buyer's paid orders, split by supplier. */
export async function buyerOrder(ctx: AppContext, actor: Actor, orderId: number) {
  const order = await findPaidOrder(ctx.db, orderId, { buyerUserId: actor.id });
  if (!order) throw notFound();
  const [suppliers, lines, files] = await Promise.all([
    listOrderSuppliers(ctx.db, [orderId]),
    listLines(ctx.db, [orderId]),
    listOrderFiles(ctx.db, [orderId], { kinds: ['client_invoice'] }),
  ]);
  const linesBySupplier = groupBy(lines, (line) => line.supplierUserId);
  return {
    id: order.id,
    orderNumber: orderNumber(order.id),
    purchaseDate: order.createdAt.toISOString(),
    subtotal: order.subtotal,
    shippingTotal: order.shippingTotal,
    discount: order.discount,
    total: order.total,
    is_paid: true,
    billingInformation: order.billing,
    address: order.address,
    files: filesOf(ctx, files, orderId, 'client_invoice'),
    suppliers: suppliers.map((supplier) => ({
      supplier_id: supplier.supplierUuid,
      supplier_name: supplier.supplierName,
      store: storeSlug(supplier.supplierName),
      is_paid: supplier.isPaid,
      carrier: supplier.carrierName,
      shippingCost: supplier.shippingCost,
      deliveryDays: supplier.deliveryDays,
      suborders: (linesBySupplier.get(supplier.supplierUserId) ?? []).map(suborderView),
    })),
  };
}

/**
 * `POST /v2/orders/suborders/:id/review`: once per product line, after it has left the supplier
 * (Shipped or Delivered).
 */
export async function reviewSuborder(
  ctx: AppContext,
  actor: Actor,
  suborderId: number,
  input: ReviewInput,
) {
  const suborder = await findSuborder(ctx.db, suborderId, { buyerUserId: actor.id });
  if (!suborder) throw notFound();
  const alreadyGiven = () => new AppError(409, 'REVIEW_ALREADY_GIVEN', MESSAGES.reviewAlreadyGiven);
  if (suborder.reviewRating !== null) throw alreadyGiven();
  if (suborder.status !== 'Shipped' && suborder.status !== 'Delivered') {
    throw new AppError(409, 'REVIEW_NOT_DELIVERED', MESSAGES.reviewNotDelivered);
  }
  try {
    const review = await insertReview(ctx.db, {
      orderItemId: suborderId,
      productId: suborder.productId,
      userId: actor.id,
      rating: input.rating,
      comment: input.comment,
      createdAt: ctx.now(),
    });
    return {
      id: review.id,
      rating: review.rating,
      comment: review.comment,
      created_at: review.createdAt.toISOString(),
    };
  } catch (error) {
    // Two submissions at once: the unique index keeps one.
    if (isUniqueViolation(error)) throw alreadyGiven();
    throw error;
  }
}

/** "Ana María Restrepo" → "Ana R.": enough to be a person, not enough to find one. */
function authorName(firstName: string, lastName: string): string {
  const first = firstName.trim().split(/\s+/)[0] ?? '';
  const initial = lastName.trim().charAt(0);
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/** `GET /v2/products/:id/reviews` (public): the newest reviews and the average of all. */
export async function productReviews(ctx: AppContext, productId: number) {
  if (!(await productExists(ctx.db, productId))) throw notFound(MESSAGES.productNotFound);
  const [rows, stats] = await listProductReviews(ctx.db, productId, REVIEWS_SHOWN);
  const average = stats.average === null ? 0 : Math.round(Number(stats.average) * 10) / 10;
  return {
    average,
    count: stats.count,
    items: rows.map((row) => ({
      id: row.id,
      rating: row.rating,
      comment: row.comment,
      created_at: row.createdAt.toISOString(),
      author: authorName(row.firstName, row.lastName),
    })),
  };
}
