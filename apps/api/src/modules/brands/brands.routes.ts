import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminBrandPageSchema,
  brandCreatedSchema,
  brandRenamedSchema,
  supplierBrandListSchema,
} from '@hogarte/shared/contracts/brands';
import { messageSchema } from '@hogarte/shared/contracts/common';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { brandRenameSchema, brandSchema } from '@hogarte/shared/schemas/catalogue';
import { idParams, searchParam, tablePageQuery } from '@hogarte/shared/schemas/params';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../http/auth.js';
import {
  allBrands,
  createBrand,
  removeBrand,
  supplierBrands,
  updateBrand,
} from './brands.service.js';

/** `?type=1`, `?type=revestimiento`: both name a product type. */
const typeQuery = z
  .enum(['1', '2', 'revestimiento', 'decorativo'], { error: MESSAGES.invalidRequest })
  .transform((value) => (value === '1' || value === 'revestimiento' ? 1 : 2))
  .optional();

export function brandsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const supplier = app.requireApproved(ROLE.supplier);

  routes.get(
    '/v1/suppliers/brands',
    {
      onRequest: supplier,
      schema: {
        tags: ['brands'],
        summary: 'My brands (of one type with `type`), with how many products carry each',
        querystring: z.object({ type: typeQuery }),
        response: { 200: supplierBrandListSchema },
      },
    },
    (request) => supplierBrands(ctx, actorOf(request), request.query.type),
  );

  routes.post(
    '/v1/suppliers/brands',
    {
      onRequest: supplier,
      schema: {
        tags: ['brands'],
        summary: 'Add a brand',
        body: brandSchema,
        response: { 201: brandCreatedSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createBrand(ctx, actorOf(request), request.body)),
  );

  routes.patch(
    '/v1/brands/:id',
    {
      onRequest: supplier,
      schema: {
        tags: ['brands'],
        summary: 'Rename one of my brands',
        params: idParams,
        body: brandRenameSchema,
        response: { 200: brandRenamedSchema },
      },
    },
    (request) => updateBrand(ctx, actorOf(request), request.params.id, request.body.name),
  );

  routes.delete(
    '/v1/brands/:id',
    {
      onRequest: supplier,
      schema: {
        tags: ['brands'],
        summary: 'Delete one of my brands that no product carries',
        params: idParams,
        response: { 200: messageSchema },
      },
    },
    (request) => removeBrand(ctx, actorOf(request), request.params.id),
  );

  routes.get(
    '/v1/brands',
    {
      onRequest: app.requireRole(ROLE.admin),
      schema: {
        tags: ['brands'],
        summary: "Every supplier's brands, with name and type, for the admin",
        querystring: z.object({
          search: searchParam.default(''),
          type: typeQuery,
          ...tablePageQuery,
        }),
        response: { 200: adminBrandPageSchema },
      },
    },
    (request) =>
      allBrands(ctx, {
        search: request.query.search,
        typeId: request.query.type,
        page: request.query.page,
        itemsPerPage: request.query.itemsPerPage,
      }),
  );
}
