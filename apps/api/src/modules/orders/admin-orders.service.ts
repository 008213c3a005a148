/**
 * The admin's side of the paid orders (part 2 §2.5 Sales list and Order page): every order and
 * each one's page, a supplier's suborders in one order, confirming the payment to each supplier
 * with its support, and the client's invoice.
 */
import { pageInfo } from '@hogarte/shared/contracts/common';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../http/auth.js';
import { notFound } from '../../http/errors.js';
import type { IncomingFile } from '../../http/uploads.js';
import { orderNumber } from './order-number.js';
import {
  findOrderSupplierByUuid,
  findPaidOrder,
  listAllOrders,
  listLines,
  listOrderFiles,
  listOrderSuppliers,
  toggleSupplierPaid,
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
  return { items, pagination: pageInfo(totalItems, query.page, query.itemsPerPage) };
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
