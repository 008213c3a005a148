import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_PRODUCT_SORT, PRODUCT_SORTS } from '@hogarte/shared/catalogue';
import { messageSchema } from '@hogarte/shared/contracts/common';
import { lookupListSchema } from '@hogarte/shared/contracts/lookups';
import {
  categoriesWithCountsSchema,
  colorListSchema,
  productCardListSchema,
  productFiltersSchema,
  productListPageSchema,
  productPageSchema,
} from '@hogarte/shared/contracts/storefront';
import { LIMITS } from '@hogarte/shared/limits';
import { CATEGORIES, COLORS, PACKING_PRESENTATIONS, PRODUCT_TYPES } from '@hogarte/shared/lookups';
import { MESSAGES } from '@hogarte/shared/messages';
import { BUYER_ROLES } from '@hogarte/shared/roles';
import { idParamWith } from '@hogarte/shared/schemas/params';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../http/auth.js';
import { sendJsonText } from '../../http/json-text.js';
import {
  addToFavorites,
  categoriesWithCounts,
  categoryFromPath,
  complementaries,
  favoriteProducts,
  listProducts,
  productFilters,
  productPageText,
  removeFromFavorites,
  type ProductListRequest,
} from './storefront.service.js';

const idParam = idParamWith(MESSAGES.notFound);

const idText = z
  .string()
  .trim()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .pipe(z.number().int().positive().max(2_147_483_647));

/** `1,4,7` → [1, 4, 7]; anything else in the list is a bad request. */
const idList = z
  .string()
  .max(500)
  .transform((text) => text.split(',').filter((part) => part.trim() !== ''))
  .pipe(z.array(idText).max(50));

const textList = z
  .string()
  .max(500)
  .transform((text) =>
    text
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== ''),
  )
  .pipe(z.array(z.string().max(25)).max(50));

const price = z.coerce.number().int().min(0).max(1_000_000_000);
const page = z.coerce.number().int().min(1).max(1_000_000);
const pageSize = z.coerce.number().int().min(1).max(LIMITS.productListMaxPageSize);
const search = z.string().trim().max(LIMITS.searchMaxLength);
const store = z.string().trim().min(1).max(150);

/** `GET /v2/products/category/{id}`: the spec's names of the listing's parameters. */
const listingQuery = z.object({
  currentPage: page.default(1),
  itemsPerPage: pageSize.default(LIMITS.productPageSize),
  brand: idList.optional(),
  color: idList.optional(),
  material: textList.optional(),
  min_price: price.optional(),
  max_price: price.optional(),
  sort: z.enum(PRODUCT_SORTS).default(DEFAULT_PRODUCT_SORT),
  search: search.optional(),
  store: store.optional(),
});

/** `GET /v2/products/{categoryId}/products`: the older call's json-server style names. */
const legacyListingQuery = z.object({
  _page: page.default(1),
  _limit: pageSize.default(LIMITS.productPageSize),
  _sort: z.enum(PRODUCT_SORTS).default(DEFAULT_PRODUCT_SORT),
  brand: idList.optional(),
  color: idList.optional(),
  material: textList.optional(),
  price_gte: price.optional(),
  price_lte: price.optional(),
  store: store.optional(),
});

const sectionQuery = z.object({
  currentPage: page.default(1),
  itemsPerPage: pageSize.default(LIMITS.productPageSize),
  store: store.optional(),
});

function fromListing(
  categoryId: number | null,
  query: z.infer<typeof listingQuery>,
): ProductListRequest {
  return {
    categoryId,
    store: query.store,
    brandIds: query.brand,
    colorIds: query.color,
    materials: query.material,
    minPrice: query.min_price,
    maxPrice: query.max_price,
    search: query.search,
    sort: query.sort,
    page: query.currentPage,
    pageSize: query.itemsPerPage,
  };
}

export function storefrontRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const buyer = app.requireRole(...BUYER_ROLES);

  routes.get(
    '/v2/categories',
    {
      schema: {
        tags: ['storefront'],
        summary: 'Categories with how many products each shows (of one store with `store`)',
        querystring: z.object({ store: store.optional() }),
        response: { 200: categoriesWithCountsSchema },
      },
    },
    (request) => categoriesWithCounts(ctx, request.query.store),
  );

  const listingSchema = {
    tags: ['storefront'],
    params: z.object({ id: z.string().max(10) }),
  };
  /** Declared for OpenAPI and the web: the listings are sent as text (sendJsonText). */
  const listingResponse = { 200: productListPageSchema };

  routes.get(
    '/v2/products/category/:id',
    {
      schema: {
        ...listingSchema,
        summary:
          'A page of a category (`all` for every one): filters as comma lists, a sort, a search',
        querystring: listingQuery,
        response: listingResponse,
      },
    },
    async (request, reply) => {
      const body = await listProducts(
        ctx,
        fromListing(categoryFromPath(request.params.id), request.query),
      );
      return sendJsonText(reply, body);
    },
  );

  routes.get(
    '/v2/products/category/:id/products',
    {
      schema: {
        ...listingSchema,
        summary: 'Same as /v2/products/category/{id}',
        querystring: listingQuery,
        response: listingResponse,
      },
    },
    async (request, reply) => {
      const body = await listProducts(
        ctx,
        fromListing(categoryFromPath(request.params.id), request.query),
      );
      return sendJsonText(reply, body);
    },
  );

  routes.get(
    '/v2/products/:id/products',
    {
      schema: {
        ...listingSchema,
        summary: 'A page of a category with json-server style parameters (_page, _limit, _sort)',
        querystring: legacyListingQuery,
        response: listingResponse,
      },
    },
    async (request, reply) => {
      const query = request.query;
      const body = await listProducts(ctx, {
        categoryId: categoryFromPath(request.params.id),
        store: query.store,
        brandIds: query.brand,
        colorIds: query.color,
        materials: query.material,
        minPrice: query.price_gte,
        maxPrice: query.price_lte,
        sort: query._sort,
        page: query._page,
        pageSize: query._limit,
      });
      return sendJsonText(reply, body);
    },
  );

  routes.get(
    '/v2/products/:id/filters',
    {
      schema: {
        ...listingSchema,
        summary: "A category's filter choices: brands, colours, materials and the price range",
        querystring: z.object({ store: store.optional() }),
        response: { 200: productFiltersSchema },
      },
    },
    (request) => productFilters(ctx, categoryFromPath(request.params.id), request.query.store),
  );

  routes.get(
    '/v2/products/searched-list',
    {
      schema: {
        tags: ['storefront'],
        summary: 'Products whose name, brand, company, material, category or colour match',
        querystring: listingQuery.extend({ search }),
        response: listingResponse,
      },
    },
    async (request, reply) => {
      const body = await listProducts(ctx, fromListing(null, request.query));
      return sendJsonText(reply, body);
    },
  );

  for (const [path, summary, flag] of [
    ['/v2/products/offering', 'Featured products (is_featured)', 'featuredOnly'],
    ['/v2/products/seasonal', "The admin's seasonal selection", 'seasonalOnly'],
  ] as const) {
    routes.get(
      path,
      {
        schema: {
          tags: ['storefront'],
          summary,
          querystring: sectionQuery,
          response: listingResponse,
        },
      },
      async (request, reply) => {
        const body = await listProducts(ctx, {
          categoryId: null,
          store: request.query.store,
          [flag]: true,
          sort: 'none',
          page: request.query.currentPage,
          pageSize: request.query.itemsPerPage,
        });
        return sendJsonText(reply, body);
      },
    );
  }

  routes.get(
    '/v2/products/colors',
    {
      schema: {
        tags: ['lookups'],
        summary: 'Product colours with their swatch',
        response: { 200: colorListSchema },
      },
    },
    () => COLORS,
  );
  routes.get(
    '/v1/products/presentations',
    {
      schema: {
        tags: ['lookups'],
        summary: 'Packing presentations (box, envelope)',
        response: { 200: lookupListSchema },
      },
    },
    () => PACKING_PRESENTATIONS,
  );
  routes.get(
    '/v1/products/categories',
    {
      schema: {
        tags: ['lookups'],
        summary: 'Product categories',
        response: { 200: lookupListSchema },
      },
    },
    () => CATEGORIES,
  );
  routes.get(
    '/v1/products/types',
    {
      schema: {
        tags: ['lookups'],
        summary: 'Product types of brands (covering, decorative)',
        response: { 200: lookupListSchema },
      },
    },
    () => PRODUCT_TYPES,
  );

  routes.get(
    '/v2/products/:id',
    {
      onRequest: app.identify,
      schema: {
        tags: ['storefront'],
        summary: 'The product page (its supplier, admins and lsh also see it before approval)',
        params: z.object({ id: idParam }),
        // Declared for OpenAPI and the web: the page is sent as text (sendJsonText).
        response: { 200: productPageSchema },
      },
    },
    async (request, reply) =>
      sendJsonText(reply, await productPageText(ctx, request.actor, request.params.id)),
  );

  routes.get(
    '/v1/brands/:id/complementaries',
    {
      schema: {
        tags: ['storefront'],
        summary: "The complementary products laid with a brand's coverings (up to 5)",
        params: z.object({ id: idParam }),
        response: { 200: productCardListSchema },
      },
    },
    (request) => complementaries(ctx, request.params.id),
  );

  routes.get(
    '/v2/favorite',
    {
      onRequest: buyer,
      schema: {
        tags: ['favorites'],
        summary: 'My favourite products',
        response: { 200: productCardListSchema },
      },
    },
    (request) => favoriteProducts(ctx, actorOf(request)),
  );

  routes.post(
    '/v2/favorite/add/:productId',
    {
      onRequest: buyer,
      schema: {
        tags: ['favorites'],
        summary: 'Add a product to my favourites',
        params: z.object({ productId: idParam }),
        response: { 201: messageSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addToFavorites(ctx, actorOf(request), request.params.productId)),
  );

  routes.delete(
    '/v2/favorite/remove/:productId',
    {
      onRequest: buyer,
      schema: {
        tags: ['favorites'],
        summary: 'Remove a product from my favourites',
        params: z.object({ productId: idParam }),
        response: { 200: messageSchema },
      },
    },
    (request) => removeFromFavorites(ctx, actorOf(request), request.params.productId),
  );
}
