import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import {
  PURCHASE_DATE_FILTERS,
  reviewSchema,
  suborderStatusSchema,
} from '@hogarte/shared/schemas/commerce';
import { idParam, idParams, searchParam, tablePageQuery } from '@hogarte/shared/schemas/params';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../http/auth.js';
import { readSingleFile } from '../../http/uploads.js';
import {
  addClientInvoice,
  addPaymentSupport,
  addSupplierInvoice,
  adminOrder,
  adminOrders,
  adminSupplierSuborders,
  buyerOrder,
  buyerOrders,
  changeSuborderStatus,
  generateLabel,
  productReviews,
  replaceClientInvoice,
  replaceSupplierInvoice,
  reviewSuborder,
  suborderDetail,
  supplierOrder,
  supplierOrders,
  toggleSupplierPayment,
} from './orders.service.js';

const id = idParam;
/** Suppliers are named by their user uuid; anything else names no supplier (404). */
const supplierId = z.string().max(64);

const pageQuery = { search: searchParam.default(''), ...tablePageQuery };

const multipart = { consumes: ['multipart/form-data'] };

export function ordersRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const buyer = app.requireRole(ROLE.client, ROLE.designer);
  const supplier = app.requireApproved(ROLE.supplier);
  const admin = app.requireRole(ROLE.admin);

  // Buyer ---------------------------------------------------------------------------------------

  routes.get(
    '/v2/orders',
    {
      onRequest: buyer,
      schema: {
        tags: ['orders'],
        summary: 'My paid orders (search by order number or product, filter by purchase date)',
        querystring: z.object({
          ...pageQuery,
          date: z.enum(PURCHASE_DATE_FILTERS, { error: MESSAGES.invalidRequest }).default('all'),
          companyName: z.string().trim().max(160).optional(),
        }),
      },
    },
    (request) => buyerOrders(ctx, actorOf(request), request.query),
  );

  routes.get(
    '/v2/orders/:id',
    {
      onRequest: buyer,
      schema: { tags: ['orders'], summary: 'One of my paid orders', params: idParams },
    },
    (request) => buyerOrder(ctx, actorOf(request), request.params.id),
  );

  routes.post(
    '/v2/orders/suborders/:id/review',
    {
      onRequest: buyer,
      schema: {
        tags: ['orders'],
        summary: 'Rate a product I received (once per suborder, after shipping)',
        params: idParams,
        body: reviewSchema,
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await reviewSuborder(ctx, actorOf(request), request.params.id, request.body)),
  );

  routes.get(
    '/v2/clients/suborders/:id',
    {
      onRequest: buyer,
      schema: { tags: ['orders'], summary: 'One line of my order', params: idParams },
    },
    (request) => suborderDetail(ctx, { kind: 'buyer', actor: actorOf(request) }, request.params.id),
  );

  routes.get(
    '/v2/products/:id/reviews',
    {
      schema: {
        tags: ['orders'],
        summary: "A product's reviews, newest first, with the average rating",
        params: idParams,
      },
    },
    (request) => productReviews(ctx, request.params.id),
  );

  // Supplier ------------------------------------------------------------------------------------

  routes.get(
    '/v2/suppliers/orders',
    {
      onRequest: supplier,
      schema: {
        tags: ['orders'],
        summary: 'My sales: paid orders holding my products, with my invoices and payment',
        querystring: z.object(pageQuery),
      },
    },
    (request) => supplierOrders(ctx, actorOf(request), request.query),
  );

  routes.get(
    '/v2/suppliers/orders/:id',
    {
      onRequest: supplier,
      schema: {
        tags: ['orders'],
        summary: 'My part of one order, with counts per status tab',
        params: idParams,
      },
    },
    (request) => supplierOrder(ctx, actorOf(request), request.params.id),
  );

  routes.post(
    '/v2/suppliers/orders/:id/invoice',
    {
      onRequest: supplier,
      schema: {
        tags: ['orders'],
        summary: 'Upload my sales invoice of an order (`file`, PDF)',
        params: idParams,
        ...multipart,
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await addSupplierInvoice(
            ctx,
            actorOf(request),
            request.params.id,
            await readSingleFile(request),
          ),
        ),
  );

  routes.patch(
    '/v2/suppliers/orders/:id/invoice/:fileId',
    {
      onRequest: supplier,
      schema: {
        tags: ['orders'],
        summary: 'Replace one of my invoices of an order (`file`, PDF)',
        params: z.object({ id, fileId: id }),
        ...multipart,
      },
    },
    async (request) =>
      replaceSupplierInvoice(
        ctx,
        actorOf(request),
        request.params.id,
        request.params.fileId,
        await readSingleFile(request),
      ),
  );

  routes.get(
    '/v2/suppliers/suborders/:id',
    {
      onRequest: supplier,
      schema: { tags: ['orders'], summary: 'One of my order lines', params: idParams },
    },
    (request) =>
      suborderDetail(ctx, { kind: 'supplier', actor: actorOf(request) }, request.params.id),
  );

  routes.post(
    '/v2/suppliers/suborders/:id/label',
    {
      onRequest: supplier,
      schema: {
        tags: ['orders'],
        summary: 'Generate the Envia shipping label of one of my order lines (once)',
        params: idParams,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await generateLabel(ctx, actorOf(request), request.params.id)),
  );

  routes.patch(
    '/v2/suppliers/suborders/:id/status',
    {
      // The admin may move any line too (SUBORDER_TRANSITIONS).
      onRequest: app.requireApproved(ROLE.supplier, ROLE.admin),
      schema: {
        tags: ['orders'],
        summary: 'Move an order line: Created → Preparation → Shipped → Delivered, or Canceled',
        params: idParams,
        body: suborderStatusSchema,
      },
    },
    (request) =>
      changeSuborderStatus(ctx, actorOf(request), request.params.id, request.body.status),
  );

  // Admin ---------------------------------------------------------------------------------------

  routes.get(
    '/v2/admin/orders',
    {
      onRequest: admin,
      schema: {
        tags: ['orders'],
        summary: 'Every paid order (search by number, buyer or product)',
        querystring: z.object(pageQuery),
      },
    },
    (request) => adminOrders(ctx, request.query),
  );

  routes.get(
    '/v2/admin/orders/:id',
    {
      onRequest: admin,
      schema: {
        tags: ['orders'],
        summary: 'One paid order with each supplier’s part',
        params: idParams,
      },
    },
    (request) => adminOrder(ctx, request.params.id),
  );

  routes.get(
    '/v2/admin/suborders/:purchaseId/:supplierId',
    {
      onRequest: admin,
      schema: {
        tags: ['orders'],
        summary: 'One supplier’s lines of an order',
        params: z.object({ purchaseId: id, supplierId }),
      },
    },
    (request) => adminSupplierSuborders(ctx, request.params.purchaseId, request.params.supplierId),
  );

  routes.get(
    '/v2/admin/suborders/:id',
    {
      onRequest: admin,
      schema: { tags: ['orders'], summary: 'Any order line', params: idParams },
    },
    (request) => suborderDetail(ctx, { kind: 'admin' }, request.params.id),
  );

  routes.patch(
    '/v2/admin/orderItem/:orderId/:supplierId',
    {
      onRequest: admin,
      schema: {
        tags: ['orders'],
        summary: 'Toggle the confirmation of paying a supplier its part of an order',
        params: z.object({ orderId: id, supplierId }),
      },
    },
    (request) => toggleSupplierPayment(ctx, request.params.orderId, request.params.supplierId),
  );

  routes.post(
    '/v2/admin/orders/:orderId/:supplierId',
    {
      onRequest: admin,
      schema: {
        tags: ['orders'],
        summary: 'Upload the support of paying a supplier (`file`, PDF)',
        params: z.object({ orderId: id, supplierId }),
        ...multipart,
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await addPaymentSupport(
            ctx,
            actorOf(request),
            request.params.orderId,
            request.params.supplierId,
            await readSingleFile(request),
          ),
        ),
  );

  routes.post(
    '/v2/admin/clientOrder/:orderId/invoice',
    {
      onRequest: admin,
      schema: {
        tags: ['orders'],
        summary: "Upload the client's invoice of an order (`file`, PDF)",
        params: z.object({ orderId: id }),
        ...multipart,
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await addClientInvoice(
            ctx,
            actorOf(request),
            request.params.orderId,
            await readSingleFile(request),
          ),
        ),
  );

  routes.patch(
    '/v2/admin/clientOrder/:orderId/invoice/:id',
    {
      onRequest: admin,
      schema: {
        tags: ['orders'],
        summary: "Replace the client's invoice of an order (`file`, PDF)",
        params: z.object({ orderId: id, id }),
        ...multipart,
      },
    },
    async (request) =>
      replaceClientInvoice(
        ctx,
        actorOf(request),
        request.params.orderId,
        request.params.id,
        await readSingleFile(request),
      ),
  );
}
