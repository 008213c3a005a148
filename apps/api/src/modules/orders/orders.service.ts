/**
 * Paid orders after the checkout (part 2 §2.4 Sales, §2.5 Sales list and Order page, §2.6, §3
 * Order/Suborder, §4 Suborder status), what the buyer's, the supplier's and the admin's sides share
 * (buyer-orders, supplier-orders and admin-orders `.service.ts`): pages of orders, suborder views
 * and status counts, the order's files, and a suborder's detail as each of them may see it.
 * Pending and canceled orders belong to the checkout: none of these calls shows them. Another
 * buyer's or supplier's order or suborder is a plain 404.
 */
import { documentTypeId } from '@hogarte/shared/lookups';
import { MESSAGES } from '@hogarte/shared/messages';
import {
  SUBORDER_STATUS_EMPTY_LABEL,
  SUBORDER_STATUS_LABEL,
  type SuborderStatus,
} from '@hogarte/shared/orders';
import type { AppContext } from '../../context.js';
import type { OrderFileKind } from '../../db/schema/commerce.js';
import { inTransaction } from '../../db/transaction.js';
import type { Actor } from '../../http/auth.js';
import { fieldError, notFound } from '../../http/errors.js';
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
import { orderIdFromNumber, orderNumber } from './order-number.js';
import {
  findOrderFile,
  findSuborder,
  insertOrderFile,
  swapOrderFile,
  type LineRow,
  type OrderFileRow,
  type OrderFilter,
  type SuborderRow,
} from './orders.repository.js';

/** Invoices and payment supports are PDFs (checked by their bytes), private to those concerned. */
const INVOICE = documentTypeFor(documentTypeId('invoice'));

export interface PageQuery {
  search: string;
  page: number;
  itemsPerPage: number;
}

export function pageWindow(query: PageQuery) {
  return { limit: query.itemsPerPage, offset: (query.page - 1) * query.itemsPerPage };
}

export function searchFilter(search: string): OrderFilter {
  const text = search.trim();
  return text ? { search: text, searchOrderId: orderIdFromNumber(text) } : {};
}

export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
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
export function suborderView(row: LineRow) {
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
    // Both columns are required: a line has both (its review) or neither (the join found none).
    review:
      row.reviewRating === null || row.reviewComment === null
        ? null
        : { rating: row.reviewRating, comment: row.reviewComment },
  };
}

/** The supplier's tabs (part 2 §2.5 Order page): a created line is still in preparation. */
export function statusCounts(lines: readonly { status: SuborderStatus }[]) {
  const counts = { Preparation: 0, Shipped: 0, Delivered: 0, Canceled: 0 };
  for (const line of lines) {
    counts[line.status === 'Created' ? 'Preparation' : line.status] += 1;
  }
  return counts;
}

export const sumOf = (lines: readonly { amount: number }[]) =>
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

export function filesOf(
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
export async function attachFile(
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
export async function replaceFile(
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
