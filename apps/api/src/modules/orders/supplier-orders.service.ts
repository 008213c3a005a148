/**
 * The supplier's side of the paid orders (part 2 §2.4 Sales, §4 Suborder status): its sales and
 * each order's page, its suborders' status (which the admin may also move) with the buyer's
 * shipment e-mail, the shipping label and its invoice. Another supplier's order is a plain 404.
 */
import { pageInfo } from '@hogarte/shared/contracts/common';
import { MESSAGES, fillMessage } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { SUBORDER_TRANSITIONS, type SuborderStatus } from '@hogarte/shared/orders';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import type { Actor } from '../../http/auth.js';
import { linkForEmail } from '../../http/browser-origin.js';
import { AppError, fieldError, notFound } from '../../http/errors.js';
import type { IncomingFile } from '../../http/uploads.js';
import { queueEmail } from '../notifications/notifications.service.js';
import { createShipmentLabel } from '../shipping/shipping.service.js';
import { orderNumber } from './order-number.js';
import {
  findPaidOrder,
  findSuborder,
  listLines,
  listOrderFiles,
  listOrderSuppliers,
  listSupplierOrders,
  lockSuborder,
  saveLabel,
  updateSuborderStatus,
  type SuborderRow,
} from './orders.repository.js';
import {
  type PageQuery,
  attachFile,
  filesOf,
  groupBy,
  pageWindow,
  replaceFile,
  searchFilter,
  statusCounts,
  suborderView,
  sumOf,
} from './orders.service.js';

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
  return { items, pagination: pageInfo(totalItems, query.page, query.itemsPerPage) };
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
