import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  productReviewsSchema,
  purchaseDetailSchema,
  purchasesPageSchema,
  savedReviewSchema,
  suborderDetailSchema,
} from '@hogarte/shared/contracts/orders';
import { MESSAGES } from '@hogarte/shared/messages';
import { BUYER_ROLES } from '@hogarte/shared/roles';
import { reviewSchema } from '@hogarte/shared/schemas/commerce';
import { PURCHASE_DATE_FILTERS } from '@hogarte/shared/orders';
import { idParams } from '@hogarte/shared/schemas/params';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../http/auth.js';
import { buyerOrder, buyerOrders, productReviews, reviewSuborder } from './buyer-orders.service.js';
import { suborderDetail } from './orders.service.js';
import { pageQuery } from './orders-route-params.js';

/** The buyer's (client's or designer's) purchases and reviews, and a product's public reviews. */
export function buyerOrdersRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const buyer = app.requireRole(...BUYER_ROLES);

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
        response: { 200: purchasesPageSchema },
      },
    },
    (request) => buyerOrders(ctx, actorOf(request), request.query),
  );

  routes.get(
    '/v2/orders/:id',
    {
      onRequest: buyer,
      schema: {
        tags: ['orders'],
        summary: 'One of my paid orders',
        params: idParams,
        response: { 200: purchaseDetailSchema },
      },
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
        response: { 201: savedReviewSchema },
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
      schema: {
        tags: ['orders'],
        summary: 'One line of my order',
        params: idParams,
        response: { 200: suborderDetailSchema },
      },
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
        response: { 200: productReviewsSchema },
      },
    },
    (request) => productReviews(ctx, request.params.id),
  );
}
