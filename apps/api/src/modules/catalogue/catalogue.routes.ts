import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRODUCT_TYPE, type ProductTypeId } from '@hogarte/shared/catalogue';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { idParam, idParams, searchParam, tablePageQuery } from '@hogarte/shared/schemas/params';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../http/auth.js';
import { readMultipartForm, readSingleFile } from '../../http/uploads.js';
import { createProduct } from './product-creation.service.js';
import { adminProductDetail, patchProduct } from './product-curation.service.js';
import {
  deleteProduct,
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
import { adminProducts, operatorProducts, supplierProducts } from './product-tables.service.js';

const id = idParam;

const TYPE_NAMES: Record<string, ProductTypeId> = {
  revestimiento: PRODUCT_TYPE.covering,
  decorativo: PRODUCT_TYPE.decorative,
  '1': PRODUCT_TYPE.covering,
  '2': PRODUCT_TYPE.decorative,
};

/** `type` may repeat (`?type=decorativo&type=revestimiento`); `todos`/absent means both. */
const typesQuery = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value, ctx) => {
    const names = value === undefined ? [] : Array.isArray(value) ? value : [value];
    const types: ProductTypeId[] = [];
    for (const name of names) {
      if (name === 'todos' || name === 'all') continue;
      const type = TYPE_NAMES[name];
      if (type === undefined) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.invalidRequest });
        return z.NEVER;
      }
      types.push(type);
    }
    return [...new Set(types)];
  });

const tableQuery = z.object({
  ...tablePageQuery,
  search: searchParam.default(''),
  type: typesQuery,
});

const flagQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

const flagValue = z.boolean({ error: MESSAGES.invalidRequest });

/** The catalogue's routes: the supplier's products, and the admin's and operator's curation. */
export function catalogueRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const supplier = app.requireApproved(ROLE.supplier);
  const admin = app.requireRole(ROLE.admin);

  routes.post(
    '/v2/suppliers/products',
    {
      onRequest: supplier,
      schema: {
        tags: ['catalogue'],
        summary:
          'Create a product (multipart: its fields, `cover`, 1 to 5 `ambient` images and `sheet`)',
        consumes: ['multipart/form-data'],
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
      schema: { tags: ['catalogue'], summary: 'One of my products, to edit', params: idParams },
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
      },
    },
    (request) => adminProducts(ctx, { ...request.query, types: request.query.type }),
  );

  routes.get(
    '/v2/admin/products/:id',
    {
      onRequest: admin,
      schema: { tags: ['catalogue'], summary: "A product's whole detail", params: idParams },
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
