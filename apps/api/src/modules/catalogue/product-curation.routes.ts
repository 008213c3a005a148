import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminProductPageSchema,
  productChangedSchema,
  productDetailSchema,
  productTablePageSchema,
} from '@hogarte/shared/contracts/catalogue';
import { messageSchema } from '@hogarte/shared/contracts/common';
import { ROLE } from '@hogarte/shared/roles';
import { idParams } from '@hogarte/shared/schemas/params';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../http/auth.js';
import { adminProductDetail, patchProduct } from './product-curation.service.js';
import { deleteProduct } from './product-editing.service.js';
import { adminProducts, operatorProducts } from './product-tables.service.js';
import { tableQuery } from './product-table-query.js';

const flagQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * The curation of products: `PATCH` and `DELETE /v1/products/{id}`, which the supplier, the lsh
 * operator and the admin each use by their own rules, the admin's table and detail, and the
 * operator's tables.
 */
export function productCurationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const admin = app.requireRole(ROLE.admin);

  routes.patch(
    '/v1/products/:id',
    {
      onRequest: app.requireApproved(ROLE.supplier, ROLE.lsh, ROLE.admin),
      schema: {
        tags: ['catalogue'],
        summary:
          'Supplier: price, units_available, comission_percentage. lsh: installation_price. Admin: installation_price, is_approved, is_seasonal',
        params: idParams,
        body: z.record(z.string(), z.unknown()),
        response: { 200: productChangedSchema },
      },
    },
    (request) => patchProduct(ctx, actorOf(request), request.params.id, request.body),
  );

  routes.delete(
    '/v1/products/:id',
    {
      onRequest: app.requireApproved(ROLE.supplier, ROLE.admin),
      schema: {
        tags: ['catalogue'],
        summary: 'Delete a product (the supplier its own, the admin any)',
        params: idParams,
        response: { 200: messageSchema },
      },
    },
    (request) => deleteProduct(ctx, actorOf(request), request.params.id),
  );

  routes.get(
    '/v2/admin/products',
    {
      onRequest: admin,
      schema: {
        tags: ['catalogue'],
        summary: 'Every product by type and approval state, with the count of each state',
        querystring: tableQuery.extend({
          approval: z.enum(['all', 'pending', 'approved', 'declined']).default('all'),
        }),
        response: { 200: adminProductPageSchema },
      },
    },
    (request) => adminProducts(ctx, { ...request.query, types: request.query.type }),
  );

  routes.get(
    '/v2/admin/products/:id',
    {
      onRequest: admin,
      schema: {
        tags: ['catalogue'],
        summary: "A product's whole detail",
        params: idParams,
        response: { 200: productDetailSchema },
      },
    },
    (request) => adminProductDetail(ctx, request.params.id),
  );

  routes.get(
    '/v1/products',
    {
      onRequest: app.requireRole(ROLE.lsh, ROLE.admin),
      schema: {
        tags: ['catalogue'],
        summary:
          'Products for the operator: `installationPrice=false` lists those still without one',
        querystring: tableQuery.extend({
          installationPrice: flagQuery.optional(),
          approved: flagQuery.optional(),
        }),
        response: { 200: productTablePageSchema },
      },
    },
    (request) =>
      operatorProducts(ctx, {
        ...request.query,
        types: request.query.type,
        installationPriceMissing:
          request.query.installationPrice === undefined
            ? undefined
            : !request.query.installationPrice,
        approvedOnly: request.query.approved === true,
      }),
  );
}
