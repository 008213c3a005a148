/**
 * Paid orders after the checkout (part 2 §2.4 Sales, §2.5 Sales list and Order page, §2.6, §3
 * Order/Suborder, §4 Suborder status): the buyer follows them, each supplier prepares and ships its
 * product lines (suborders) and uploads its invoice, the admin confirms paying each supplier and
 * uploads the client's invoice. Pending and canceled orders belong to the checkout: none of these
 * calls shows them. Another buyer's or supplier's order or suborder is a plain 404.
 */
import { storeSlug } from '@hogarte/shared/catalogue';
import { documentTypeId } from '@hogarte/shared/lookups';
import { MESSAGES, fillMessage } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import {
  SUBORDER_STATUS_EMPTY_LABEL,
  SUBORDER_STATUS_LABEL,
  SUBORDER_TRANSITIONS,
  type PurchaseDateFilter,
  type ReviewInput,
  type SuborderStatus,
} from '@hogarte/shared/schemas/commerce';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/client.js';
import type { OrderFileKind } from '../../db/schema/commerce.js';
import { inTransaction } from '../../db/transaction.js';
import type { Actor } from '../../http/auth.js';
import { linkForEmail } from '../../http/browser-origin.js';
import { AppError, fieldError, notFound } from '../../http/errors.js';
import type { IncomingFile } from '../../http/uploads.js';
import {
  discardStagedFiles,
  documentTypeFor,
  fileLink,
  forgetFiles,
  recordStagedFile,
  removeStoredObjects,
  stageFile,
} from '../files/files.service.js';
import { queueEmail } from '../notifications/notifications.service.js';
import { createShipmentLabel } from '../shipping/shipping.service.js';
import { orderIdFromNumber, orderNumber } from './order-number.js';
import {
  findOrderFile,
  findOrderSupplierByUuid,
  findPaidOrder,
  findSuborder,
  insertOrderFile,
  insertReview,
  listAllOrders,
  listBuyerOrders,
  listLines,
  listOrderFiles,
  listOrderSuppliers,
  listProductReviews,
  listSupplierOrders,
  lockSuborder,
  productExists,
  saveLabel,
  swapOrderFile,
  toggleSupplierPaid,
  updateSuborderStatus,
  type LineRow,
  type OrderFileRow,
  type OrderFilter,
  type SuborderRow,
} from './orders.repository.js';
import { purchaseDateRange } from './purchase-dates.js';

/** Invoices and payment supports are PDFs (checked by their bytes), private to those concerned. */
const INVOICE = documentTypeFor(documentTypeId('invoice'));

/** Reviews a product page lists; the average and count cover all of them. */
const REVIEWS_SHOWN = 50;

export interface PageQuery {
  search: string;
  page: number;
  itemsPerPage: number;
}

export interface BuyerOrdersQuery extends PageQuery {
  date: PurchaseDateFilter;
  companyName?: string | undefined;
}

function pagination(totalItems: number, query: PageQuery) {
  return {
    totalItems,
    totalPages: Math.max(1, Math.ceil(totalItems / query.itemsPerPage)),
    currentPage: query.page,
    itemsPerPage: query.itemsPerPage,
  };
}

function pageWindow(query: PageQuery) {
  return { limit: query.itemsPerPage, offset: (query.page - 1) * query.itemsPerPage };
}

function searchFilter(search: string): OrderFilter {
  const text = search.trim();
  return text ? { search: text, searchOrderId: orderIdFromNumber(text) } : {};
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

function statusLabel(status: SuborderStatus | null | undefined): string {
  return status ? SUBORDER_STATUS_LABEL[status] : SUBORDER_STATUS_EMPTY_LABEL;
}

/** A product line as every screen shows it (part 2 §3 Suborder). */
function suborderView(row: LineRow) {
  return {
    id: row.id,
    status: row.status,
    statusLabel: statusLabel(row.status),
    product: {
      id: row.productId,
      code: row.productCode,
      name: row.productName,
      imageUrl: row.imageUrl,
      price: row.unitPrice,
      amount: row.amount,
      quantity: row.quantity,
    },
    productImageUrl: row.imageUrl,
    productName: row.productName,
    created_at: row.createdAt.toISOString(),
    trackUrl: row.trackUrl,
    trackingNumber: row.trackingNumber,
    label: row.labelUrl,
    review:
      row.reviewRating === null ? null : { rating: row.reviewRating, comment: row.reviewComment },
  };
}

/** The supplier's tabs (part 2 §2.5 Order page): a created line is still in preparation. */
function statusCounts(lines: readonly { status: SuborderStatus }[]) {
  const counts = { Preparation: 0, Shipped: 0, Delivered: 0, Canceled: 0 };
  for (const line of lines) {
    counts[line.status === 'Created' ? 'Preparation' : line.status] += 1;
  }
  return counts;
}

const sumOf = (lines: readonly { amount: number }[]) =>
  lines.reduce((total, line) => total + line.amount, 0);

function fileView(
  ctx: AppContext,
  row: Pick<OrderFileRow, 'fileId' | 'storageKey' | 'isPrivate' | 'fileName'>,
) {
  return {
    id: row.fileId,
    url: fileLink(ctx, { id: row.fileId, storageKey: row.storageKey, isPrivate: row.isPrivate }),
    filename: row.fileName,
  };
}

function filesOf(
  ctx: AppContext,
  files: readonly OrderFileRow[],
  orderId: number,
  kind: OrderFileKind,
  supplierUserId?: number,
) {
  return files
    .filter(
      (file) =>
        file.orderId === orderId &&
        file.kind === kind &&
        (supplierUserId === undefined || file.supplierUserId === supplierUserId),
    )
    .map((file) => fileView(ctx, file));
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
  return { items, pagination: pagination(totalItems, query) };
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

// ---------------------------------------------------------------------------------------------
// Suborder detail (buyer, supplier, admin)
// ---------------------------------------------------------------------------------------------

export type SuborderViewer =
  { kind: 'buyer'; actor: Actor } | { kind: 'supplier'; actor: Actor } | { kind: 'admin' };

function scopeOf(viewer: SuborderViewer) {
  if (viewer.kind === 'buyer') return { buyerUserId: viewer.actor.id };
  if (viewer.kind === 'supplier') return { supplierUserId: viewer.actor.id };
  return {};
}

function suborderDetailView(row: SuborderRow) {
  return {
    suborder: suborderView(row),
    order: {
      id: row.order.id,
      orderNumber: orderNumber(row.order.id),
      purchaseDate: row.order.createdAt.toISOString(),
    },
    customer: {
      first_name: row.buyer.firstName,
      last_name: row.buyer.lastName,
      email: row.buyer.email,
      phone: row.buyer.phone,
    },
    shipping: {
      carrier: row.shipping.carrierName,
      deliveryDays: row.shipping.deliveryDays,
      shippingCost: row.shipping.shippingCost,
    },
    address: row.order.address,
    supplier: { supplier_id: row.supplierUuid, supplier_name: row.supplierName },
  };
}

/** `GET /v2/{clients|suppliers|admin}/suborders/:id`. */
export async function suborderDetail(ctx: AppContext, viewer: SuborderViewer, suborderId: number) {
  const row = await findSuborder(ctx.db, suborderId, scopeOf(viewer));
  if (!row) throw notFound();
  return suborderDetailView(row);
}

// ---------------------------------------------------------------------------------------------
// Supplier
// ---------------------------------------------------------------------------------------------

/** `GET /v2/suppliers/orders`: the supplier's sales list, four statements per page. */
export async function supplierOrders(ctx: AppContext, actor: Actor, query: PageQuery) {
  const [rows, totalItems] = await listSupplierOrders(
    ctx.db,
    actor.id,
    searchFilter(query.search),
    pageWindow(query),
  );
  const orderIds = rows.map((row) => row.id);
  const [lines, files] = await Promise.all([
    listLines(ctx.db, orderIds, actor.id),
    listOrderFiles(ctx.db, orderIds, {
      kinds: ['supplier_invoice', 'supplier_payment_support'],
      supplierUserId: actor.id,
    }),
  ]);
  const linesByOrder = groupBy(lines, (line) => line.orderId);
  const items = rows.map((row) => {
    const own = linesByOrder.get(row.id) ?? [];
    return {
      id: row.id,
      orderNumber: orderNumber(row.id),
      purchaseDate: row.createdAt.toISOString(),
      total: sumOf(own),
      billingInformation: row.billing,
      supplierFiles: filesOf(ctx, files, row.id, 'supplier_invoice'),
      adminFiles: filesOf(ctx, files, row.id, 'supplier_payment_support'),
      is_paid: row.isPaid,
      counts: statusCounts(own),
    };
  });
  return { items, pagination: pagination(totalItems, query) };
}

/** `GET /v2/suppliers/orders/:id`: the supplier's part of one order, with its tabs' counts. */
export async function supplierOrder(ctx: AppContext, actor: Actor, orderId: number) {
  const order = await findPaidOrder(ctx.db, orderId, { supplierUserId: actor.id });
  if (!order) throw notFound();
  const [[part], lines, files] = await Promise.all([
    listOrderSuppliers(ctx.db, [orderId], actor.id),
    listLines(ctx.db, [orderId], actor.id),
    listOrderFiles(ctx.db, [orderId], {
      kinds: ['supplier_invoice', 'supplier_payment_support'],
      supplierUserId: actor.id,
    }),
  ]);
  if (!part) throw notFound();
  return {
    id: order.id,
    orderNumber: orderNumber(order.id),
    purchaseDate: order.createdAt.toISOString(),
    address: order.address,
    billingInformation: order.billing,
    carrier: part.carrierName,
    deliveryDays: part.deliveryDays,
    shippingCost: part.shippingCost,
    total: sumOf(lines),
    is_paid: part.isPaid,
    supplierFiles: filesOf(ctx, files, orderId, 'supplier_invoice'),
    adminFiles: filesOf(ctx, files, orderId, 'supplier_payment_support'),
    counts: statusCounts(lines),
    suborders: lines.map(suborderView),
  };
}

function shipmentEmail(ctx: AppContext, row: SuborderRow, trackUrl: string | null) {
  const number = orderNumber(row.order.id);
  const detailUrl = `${ctx.config.publicUrl}/mis-compras/detalle/${row.order.id}`;
  const lines = [
    fillMessage(MESSAGES.shipmentEmailText, {
      name: row.buyer.firstName,
      product: row.productName,
      orderNumber: number,
      carrier: row.shipping.carrierName,
    }),
    ...(trackUrl
      ? [
          '',
          fillMessage(MESSAGES.shipmentEmailTracking, {
            url: linkForEmail(ctx.config, trackUrl),
          }),
        ]
      : []),
    '',
    fillMessage(MESSAGES.shipmentEmailDetail, { url: detailUrl }),
  ];
  return {
    to: row.buyer.email,
    subject: fillMessage(MESSAGES.shipmentEmailSubject, { orderNumber: number }),
    text: lines.join('\n'),
  };
}

const transitionInvalid = () =>
  fieldError(409, 'SUBORDER_TRANSITION_INVALID', 'status', MESSAGES.suborderTransitionInvalid);

/**
 * `PATCH /v2/suppliers/suborders/:id/status`: the supplier moves its own line forward (an admin
 * any line) along SUBORDER_TRANSITIONS. The row is locked so two clicks cannot both move it; the
 * buyer's email about a shipment commits with the change.
 */
export async function changeSuborderStatus(
  ctx: AppContext,
  actor: Actor,
  suborderId: number,
  next: SuborderStatus,
) {
  const scope = actor.roleId === ROLE.admin ? {} : { supplierUserId: actor.id };
  const row = await findSuborder(ctx.db, suborderId, scope);
  if (!row) throw notFound();
  await inTransaction(ctx.db, async (tx) => {
    const locked = await lockSuborder(tx, suborderId);
    if (!locked) throw notFound();
    if (!SUBORDER_TRANSITIONS[locked.status].includes(next)) throw transitionInvalid();
    await updateSuborderStatus(tx, suborderId, next, ctx.now());
    if (next === 'Shipped') await queueEmail(tx, shipmentEmail(ctx, row, locked.trackUrl));
  });
  const changed = await findSuborder(ctx.db, suborderId, scope);
  if (!changed) throw notFound();
  return suborderView(changed);
}

/**
 * `POST /v2/suppliers/suborders/:id/label`: one Envia label per line still being prepared. The
 * carrier is called outside any transaction (it is slow and may fail); the label is then kept
 * only if none was recorded meanwhile, so a double click cannot leave two.
 */
export async function generateLabel(ctx: AppContext, actor: Actor, suborderId: number) {
  const row = await findSuborder(ctx.db, suborderId, { supplierUserId: actor.id });
  if (!row) throw notFound();
  const already = () =>
    new AppError(409, 'LABEL_ALREADY_GENERATED', MESSAGES.labelAlreadyGenerated);
  if (row.labelUrl) throw already();
  if (row.status !== 'Created' && row.status !== 'Preparation') {
    throw new AppError(409, 'LABEL_NOT_ALLOWED', MESSAGES.labelNotAllowed);
  }
  const label = await createShipmentLabel(ctx, {
    supplierUserId: actor.id,
    orderId: row.order.id,
    address: row.order.address,
    items: [{ productId: row.productId, quantity: row.quantity }],
    carrierName: row.shipping.carrierName,
  });
  const saved = await saveLabel(ctx.db, suborderId, {
    trackingNumber: label.trackingNumber,
    trackUrl: label.trackUrl,
    labelUrl: label.labelUrl,
  });
  if (!saved) throw already();
  return { trackingNumber: label.trackingNumber, trackUrl: label.trackUrl, label: label.labelUrl };
}

// ---------------------------------------------------------------------------------------------
// Files: supplier invoices, the admin's supplier payment supports, the client's invoice
// ---------------------------------------------------------------------------------------------

interface FileTarget {
  orderId: number;
  supplierUserId: number | null;
  kind: OrderFileKind;
}

function requireFile(file: IncomingFile | null): IncomingFile {
  if (!file) throw fieldError(400, 'FILE_MISSING', 'file', MESSAGES.fileMissing);
  return file;
}

/** Stores a checked PDF and links it to the order in one transaction. */
async function attachFile(
  ctx: AppContext,
  actor: Actor,
  target: FileTarget,
  file: IncomingFile | null,
) {
  const staged = await stageFile(ctx, INVOICE, requireFile(file), 'file');
  try {
    const stored = await inTransaction(ctx.db, async (tx) => {
      const recorded = await recordStagedFile(ctx, tx, actor.id, staged);
      await insertOrderFile(tx, { ...target, fileId: recorded.id, createdAt: ctx.now() });
      return recorded;
    });
    return fileView(ctx, {
      fileId: stored.id,
      storageKey: staged.storageKey,
      isPrivate: INVOICE.isPrivate,
      fileName: stored.filename,
    });
  } catch (error) {
    await discardStagedFiles(ctx, [staged]);
    throw error;
  }
}

/** Replaces one linked file with a new PDF; the old one leaves storage after the commit. */
async function replaceFile(
  ctx: AppContext,
  actor: Actor,
  target: FileTarget,
  fileId: number,
  file: IncomingFile | null,
) {
  const existing = await findOrderFile(ctx.db, { ...target, fileId });
  if (!existing) throw notFound();
  const staged = await stageFile(ctx, INVOICE, requireFile(file), 'file');
  let result;
  try {
    result = await inTransaction(ctx.db, async (tx) => {
      const recorded = await recordStagedFile(ctx, tx, actor.id, staged);
      // Repointed before the old row goes: the link cascades away with its file otherwise.
      if (!(await swapOrderFile(tx, existing.id, fileId, recorded.id))) throw notFound();
      return { recorded, removedKeys: await forgetFiles(tx, [fileId]) };
    });
  } catch (error) {
    await discardStagedFiles(ctx, [staged]);
    throw error;
  }
  await removeStoredObjects(ctx, result.removedKeys);
  return fileView(ctx, {
    fileId: result.recorded.id,
    storageKey: staged.storageKey,
    isPrivate: INVOICE.isPrivate,
    fileName: result.recorded.filename,
  });
}

async function supplierInvoiceTarget(ctx: AppContext, actor: Actor, orderId: number) {
  if (!(await findPaidOrder(ctx.db, orderId, { supplierUserId: actor.id }))) throw notFound();
  return { orderId, supplierUserId: actor.id, kind: 'supplier_invoice' as const };
}

/** `POST /v2/suppliers/orders/:id/invoice`. */
export async function addSupplierInvoice(
  ctx: AppContext,
  actor: Actor,
  orderId: number,
  file: IncomingFile | null,
) {
  return attachFile(ctx, actor, await supplierInvoiceTarget(ctx, actor, orderId), file);
}

/** `PATCH /v2/suppliers/orders/:id/invoice/:fileId`. */
export async function replaceSupplierInvoice(
  ctx: AppContext,
  actor: Actor,
  orderId: number,
  fileId: number,
  file: IncomingFile | null,
) {
  const target = await supplierInvoiceTarget(ctx, actor, orderId);
  return replaceFile(ctx, actor, target, fileId, file);
}

async function clientInvoiceTarget(ctx: AppContext, orderId: number) {
  if (!(await findPaidOrder(ctx.db, orderId))) throw notFound();
  return { orderId, supplierUserId: null, kind: 'client_invoice' as const };
}

/** `POST /v2/admin/clientOrder/:orderId/invoice`. */
export async function addClientInvoice(
  ctx: AppContext,
  actor: Actor,
  orderId: number,
  file: IncomingFile | null,
) {
  return attachFile(ctx, actor, await clientInvoiceTarget(ctx, orderId), file);
}

/** `PATCH /v2/admin/clientOrder/:orderId/invoice/:id`. */
export async function replaceClientInvoice(
  ctx: AppContext,
  actor: Actor,
  orderId: number,
  fileId: number,
  file: IncomingFile | null,
) {
  return replaceFile(ctx, actor, await clientInvoiceTarget(ctx, orderId), fileId, file);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function paidOrderSupplier(ctx: AppContext, orderId: number, supplierUuid: string) {
  // Not a uuid names no supplier; the database would refuse to compare it with one.
  if (!UUID.test(supplierUuid)) throw notFound();
  if (!(await findPaidOrder(ctx.db, orderId))) throw notFound();
  const supplier = await findOrderSupplierByUuid(ctx.db, orderId, supplierUuid);
  if (!supplier) throw notFound();
  return supplier;
}

/** `POST /v2/admin/orders/:orderId/:supplierId`: the proof of paying a supplier its part. */
export async function addPaymentSupport(
  ctx: AppContext,
  actor: Actor,
  orderId: number,
  supplierUuid: string,
  file: IncomingFile | null,
) {
  const supplier = await paidOrderSupplier(ctx, orderId, supplierUuid);
  return attachFile(
    ctx,
    actor,
    { orderId, supplierUserId: supplier.supplierUserId, kind: 'supplier_payment_support' },
    file,
  );
}

// ---------------------------------------------------------------------------------------------
// Admin
// ---------------------------------------------------------------------------------------------

/** `GET /v2/admin/orders`: every paid order, three statements per page. */
export async function adminOrders(ctx: AppContext, query: PageQuery) {
  const [rows, totalItems] = await listAllOrders(
    ctx.db,
    searchFilter(query.search),
    pageWindow(query),
  );
  const files = await listOrderFiles(
    ctx.db,
    rows.map((row) => row.id),
    { kinds: ['client_invoice'] },
  );
  const items = rows.map((row) => ({
    id: row.id,
    orderNumber: orderNumber(row.id),
    purchaseDate: row.createdAt.toISOString(),
    total: row.total,
    buyer: { name: `${row.buyerFirstName} ${row.buyerLastName}`, email: row.buyerEmail },
    billingInformation: row.billing,
    files: filesOf(ctx, files, row.id, 'client_invoice'),
    suppliersCount: row.suppliersCount,
  }));
  return { items, pagination: pagination(totalItems, query) };
}

/** `GET /v2/admin/orders/:id`: one order with each supplier's total, files and payment. */
export async function adminOrder(ctx: AppContext, orderId: number) {
  const order = await findPaidOrder(ctx.db, orderId);
  if (!order) throw notFound();
  const [suppliers, lines, files] = await Promise.all([
    listOrderSuppliers(ctx.db, [orderId]),
    listLines(ctx.db, [orderId]),
    listOrderFiles(ctx.db, [orderId], {
      kinds: ['client_invoice', 'supplier_invoice', 'supplier_payment_support'],
    }),
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
    buyer: {
      name: `${order.buyerFirstName} ${order.buyerLastName}`,
      email: order.buyerEmail,
      phone: order.buyerPhone,
    },
    billingInformation: order.billing,
    address: order.address,
    files: filesOf(ctx, files, orderId, 'client_invoice'),
    suppliers: suppliers.map((supplier) => {
      const own = linesBySupplier.get(supplier.supplierUserId) ?? [];
      return {
        supplier_id: supplier.supplierUuid,
        supplier_name: supplier.supplierName,
        is_paid: supplier.isPaid,
        total: sumOf(own),
        carrier: supplier.carrierName,
        shippingCost: supplier.shippingCost,
        counts: statusCounts(own),
        supplierFiles: filesOf(ctx, files, orderId, 'supplier_invoice', supplier.supplierUserId),
        adminFiles: filesOf(
          ctx,
          files,
          orderId,
          'supplier_payment_support',
          supplier.supplierUserId,
        ),
      };
    }),
  };
}

/** `GET /v2/admin/suborders/:purchaseId/:supplierId`: one supplier's lines of an order. */
export async function adminSupplierSuborders(
  ctx: AppContext,
  orderId: number,
  supplierUuid: string,
) {
  const supplier = await paidOrderSupplier(ctx, orderId, supplierUuid);
  const lines = await listLines(ctx.db, [orderId], supplier.supplierUserId);
  return {
    order: { id: orderId, orderNumber: orderNumber(orderId) },
    supplier: {
      supplier_id: supplier.supplierUuid,
      supplier_name: supplier.supplierName,
      is_paid: supplier.isPaid,
      carrier: supplier.carrierName,
      shippingCost: supplier.shippingCost,
      deliveryDays: supplier.deliveryDays,
      total: sumOf(lines),
    },
    counts: statusCounts(lines),
    suborders: lines.map(suborderView),
  };
}

/** `PATCH /v2/admin/orderItem/:orderId/:supplierId`: flips "the admin paid this supplier". */
export async function toggleSupplierPayment(
  ctx: AppContext,
  orderId: number,
  supplierUuid: string,
) {
  const supplier = await paidOrderSupplier(ctx, orderId, supplierUuid);
  const isPaid = await toggleSupplierPaid(ctx.db, orderId, supplier.supplierUserId, ctx.now());
  if (isPaid === null) throw notFound();
  return { is_paid: isPaid };
}
