import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  productChangedSchema,
  productCreatedSchema,
  productDetailSchema,
  productFeaturedSetSchema,
  productPublicSetSchema,
  productTablePageSchema,
} from '@hogarte/shared/contracts/catalogue';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { idParam, idParams } from '@hogarte/shared/schemas/params';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../http/auth.js';
import { readMultipartForm, readSingleFile } from '../../http/uploads.js';
import { createProduct } from './product-creation.service.js';
import {
  setProductFlag,
  supplierProductDetail,
  updateGeneral,
  updateMeasurements,
  updatePackaging,
} from './product-editing.service.js';
import {
  replacePrincipalImage,
  replaceTechnicalSheet,
  updateAmbientImages,
} from './product-images.service.js';
import { supplierProducts } from './product-tables.service.js';
import { tableQuery } from './product-table-query.js';

const id = idParam;

const flagValue = z.boolean({ error: MESSAGES.invalidRequest });

/** The supplier's products: creating them, its table, and editing them section by section. */
export function supplierProductsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const supplier = app.requireApproved(ROLE.supplier);

  routes.post(
    '/v2/suppliers/products',
    {
      onRequest: supplier,
      schema: {
        tags: ['catalogue'],
        summary:
          'Create a product (multipart: its fields, `cover`, 1 to 5 `ambient` images and `sheet`)',
        consumes: ['multipart/form-data'],
        response: { 201: productCreatedSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createProduct(ctx, actorOf(request), await readMultipartForm(request))),
  );

  for (const path of ['/v2/suppliers/products', '/v1/suppliers/products']) {
    routes.get(
      path,
      {
        onRequest: supplier,
        schema: {
          tags: ['catalogue'],
          summary: 'My products, newest first (`type=revestimiento|decorativo`, `search`)',
          querystring: tableQuery,
          response: { 200: productTablePageSchema },
        },
      },
      (request) =>
        supplierProducts(ctx, actorOf(request), { ...request.query, types: request.query.type }),
    );
  }

  routes.get(
    '/v2/suppliers/products/:id',
    {
      onRequest: supplier,
      schema: {
        tags: ['catalogue'],
        summary: 'One of my products, to edit',
        params: idParams,
        response: { 200: productDetailSchema },
      },
    },
    (request) => supplierProductDetail(ctx, actorOf(request), request.params.id),
  );

  routes.patch(
    '/v2/suppliers/products/:id/general',
    {
      onRequest: supplier,
      schema: {
        tags: ['catalogue'],
        summary: "Update the general information (the category can't change)",
        params: idParams,
        body: z.record(z.string(), z.unknown()),
        response: { 200: productChangedSchema },
      },
    },
    (request) => updateGeneral(ctx, actorOf(request), request.params.id, request.body),
  );

  routes.patch(
    '/v2/suppliers/products/:id/product-measurements',
    {
      onRequest: supplier,
      schema: {
        tags: ['catalogue'],
        summary: "Update the product's measures and weight",
        params: idParams,
        body: z.record(z.string(), z.unknown()),
        response: { 200: productChangedSchema },
      },
    },
    (request) => updateMeasurements(ctx, actorOf(request), request.params.id, request.body),
  );

  routes.patch(
    '/v2/suppliers/products/:id/packaging-measurements/:packingPresentationId',
    {
      onRequest: supplier,
      schema: {
        tags: ['catalogue'],
        summary: "Update the package's presentation, measures and weight",
        params: z.object({ id, packingPresentationId: z.string().max(10) }),
        body: z.record(z.string(), z.unknown()),
        response: { 200: productChangedSchema },
      },
    },
    (request) =>
      updatePackaging(
        ctx,
        actorOf(request),
        request.params.id,
        request.params.packingPresentationId,
        request.body,
      ),
  );

  routes.patch(
    '/v2/suppliers/products/:id/principal-image/:imageId',
    {
      onRequest: supplier,
      schema: {
        tags: ['catalogue'],
        summary: 'Replace the principal image `imageId` (0 when there is none) with `image`',
        params: z.object({ id, imageId: z.coerce.number().int().min(0).max(2_147_483_647) }),
        consumes: ['multipart/form-data'],
        response: { 200: productChangedSchema },
      },
    },
    async (request) =>
      replacePrincipalImage(
        ctx,
        actorOf(request),
        request.params.id,
        request.params.imageId,
        await readSingleFile(request),
      ),
  );

  routes.patch(
    '/v2/suppliers/products/:id/ambient-images',
    {
      onRequest: supplier,
      schema: {
        tags: ['catalogue'],
        summary: 'Add `ambientImages` and remove `deletedImages[i]` (the product keeps 1 to 5)',
        params: idParams,
        consumes: ['multipart/form-data'],
        response: { 200: productChangedSchema },
      },
    },
    async (request) =>
      updateAmbientImages(
        ctx,
        actorOf(request),
        request.params.id,
        await readMultipartForm(request),
      ),
  );

  routes.patch(
    '/v2/suppliers/products/:id/technical-sheet',
    {
      onRequest: supplier,
      schema: {
        tags: ['catalogue'],
        summary: 'Replace the technical sheet (`technicalSheet`, an image or a PDF)',
        params: idParams,
        consumes: ['multipart/form-data'],
        response: { 200: productChangedSchema },
      },
    },
    async (request) =>
      replaceTechnicalSheet(
        ctx,
        actorOf(request),
        request.params.id,
        await readSingleFile(request),
      ),
  );

  routes.patch(
    '/v2/suppliers/products/:id/public',
    {
      onRequest: supplier,
      schema: {
        tags: ['catalogue'],
        summary: 'Show or hide one of my products',
        params: idParams,
        body: z.object({ is_public: flagValue }),
        response: { 200: productPublicSetSchema },
      },
    },
    (request) =>
      setProductFlag(ctx, actorOf(request), request.params.id, 'isPublic', request.body.is_public),
  );

  routes.patch(
    '/v2/suppliers/products/:id/featured',
    {
      onRequest: supplier,
      schema: {
        tags: ['catalogue'],
        summary: 'Feature one of my products (offering section)',
        params: idParams,
        body: z.object({ is_featured: flagValue }),
        response: { 200: productFeaturedSetSchema },
      },
    },
    (request) =>
      setProductFlag(
        ctx,
        actorOf(request),
        request.params.id,
        'isFeatured',
        request.body.is_featured,
      ),
  );
}
