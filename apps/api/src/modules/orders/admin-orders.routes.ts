import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOrderSchema,
  adminSalesPageSchema,
  adminSupplierSubordersSchema,
  orderFileSchema,
  suborderDetailSchema,
  supplierPaymentSchema,
} from '@hogarte/shared/contracts/orders';
import { ROLE } from '@hogarte/shared/roles';
import { idParams } from '@hogarte/shared/schemas/params';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../http/auth.js';
import { readSingleFile } from '../../http/uploads.js';
import {
  addClientInvoice,
  addPaymentSupport,
  adminOrder,
  adminOrders,
  adminSupplierSuborders,
  replaceClientInvoice,
  toggleSupplierPayment,
} from './admin-orders.service.js';
import { suborderDetail } from './orders.service.js';
import { id, pageQuery, multipart } from './orders-route-params.js';

/** Suppliers are named by their user uuid; anything else names no supplier (404). */
const supplierId = z.string().max(64);

/** The admin's view of every purchase: orders, suborders, supplier payments and invoices. */
export function adminOrdersRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const admin = app.requireRole(ROLE.admin);

  routes.get(
    '/v2/admin/orders',
    {
      onRequest: admin,
      schema: {
        tags: ['orders'],
        summary: 'Every paid order (search by number, buyer or product)',
        querystring: z.object(pageQuery),
        response: { 200: adminSalesPageSchema },
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
        response: { 200: adminOrderSchema },
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
        response: { 200: adminSupplierSubordersSchema },
      },
    },
    (request) => adminSupplierSuborders(ctx, request.params.purchaseId, request.params.supplierId),
  );

  routes.get(
    '/v2/admin/suborders/:id',
    {
      onRequest: admin,
      schema: {
        tags: ['orders'],
        summary: 'Any order line',
        params: idParams,
        response: { 200: suborderDetailSchema },
      },
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
        response: { 200: supplierPaymentSchema },
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
        response: { 201: orderFileSchema },
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
        response: { 201: orderFileSchema },
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
        response: { 200: orderFileSchema },
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
