import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cartSchema, cartSyncedSchema } from '@hogarte/shared/contracts/cart';
import { BUYER_ROLES } from '@hogarte/shared/roles';
import { cartSyncSchema } from '@hogarte/shared/schemas/commerce';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../http/auth.js';
import { sendJsonText } from '../../http/json-text.js';
import { getCart, syncCart } from './cart.service.js';

/** Clients and designers keep their cart on the server; everyone else keeps it in the browser. */
export function cartRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const buyer = app.requireRole(...BUYER_ROLES);

  routes.get(
    '/v2/cart',
    {
      onRequest: buyer,
      schema: {
        tags: ['cart'],
        summary: 'My cart, with each product as it is now',
        // Declared for OpenAPI and the web: the cart is sent as text (sendJsonText).
        response: { 200: cartSchema },
      },
    },
    async (request, reply) => sendJsonText(reply, await getCart(ctx, actorOf(request))),
  );

  routes.post(
    '/v2/cart/syncCart',
    {
      onRequest: buyer,
      schema: {
        tags: ['cart'],
        summary:
          'Replace my cart; quantities above the stock are lowered and products no longer for sale dropped (code SUCCESS_WITH_REMOVED_ITEMS)',
        body: cartSyncSchema,
        response: { 200: cartSyncedSchema },
      },
    },
    (request) => syncCart(ctx, actorOf(request), request.body),
  );
}
