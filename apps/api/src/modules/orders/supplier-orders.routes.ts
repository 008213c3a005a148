import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  orderFileSchema,
  shipmentLabelSchema,
  suborderDetailSchema,
  suborderSchema,
  supplierOrderSchema,
  supplierSalesPageSchema,
} from '@hogarte/shared/contracts/orders';
import { ROLE } from '@hogarte/shared/roles';
import { suborderStatusSchema } from '@hogarte/shared/schemas/commerce';
import { idParams } from '@hogarte/shared/schemas/params';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../http/auth.js';
import { readSingleFile } from '../../http/uploads.js';
import { suborderDetail } from './orders.service.js';
import {
  addSupplierInvoice,
  changeSuborderStatus,
  generateLabel,
  replaceSupplierInvoice,
  supplierOrder,
  supplierOrders,
} from './supplier-orders.service.js';
import { id, pageQuery, multipart } from './orders-route-params.js';

/**
 * The supplier's sales: its orders, invoices, suborders and shipping labels, and the suborder's
 * status (which the admin may also change).
 */
export function supplierOrdersRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const supplier = app.requireApproved(ROLE.supplier);

  routes.get(
    '/v2/suppliers/orders',
    {
      onRequest: supplier,
      schema: {
        tags: ['orders'],
        summary: 'My sales: paid orders holding my products, with my invoices and payment',
        querystring: z.object(pageQuery),
        response: { 200: supplierSalesPageSchema },
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
        response: { 200: supplierOrderSchema },
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
        response: { 201: orderFileSchema },
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
        response: { 200: orderFileSchema },
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
      schema: {
        tags: ['orders'],
        summary: 'One of my order lines',
        params: idParams,
        response: { 200: suborderDetailSchema },
      },
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
        response: { 201: shipmentLabelSchema },
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
        response: { 200: suborderSchema },
      },
    },
    (request) =>
      changeSuborderStatus(ctx, actorOf(request), request.params.id, request.body.status),
  );
}
