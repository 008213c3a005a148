import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  paymentResultSchema,
  placedOrderSchema,
  storeWompiKeySchema,
} from '@hogarte/shared/contracts/checkout';
import { BUYER_ROLES } from '@hogarte/shared/roles';
import { checkoutSchema } from '@hogarte/shared/schemas/commerce';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../http/auth.js';
import { browserOrigin } from '../../http/browser-origin.js';
import { confirmPayment, placeOrder, storeWompiKey } from './checkout.service.js';

export function checkoutRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const buyer = app.requireRole(...BUYER_ROLES);

  routes.post(
    '/v2/checkout',
    {
      onRequest: buyer,
      schema: {
        tags: ['checkout'],
        summary:
          'Place an order from the cart: stock reserved, prices and stock checked against what the buyer saw; answers the Wompi checkout URL',
        body: checkoutSchema,
        response: { 201: placedOrderSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await placeOrder(ctx, actorOf(request), request.body, browserOrigin(request, ctx.config)),
        ),
  );

  routes.get(
    '/v2/payments/wompi/:transactionId',
    {
      onRequest: buyer,
      schema: {
        tags: ['checkout'],
        summary: "My payment's status, confirmed with Wompi (the return page)",
        params: z.object({ transactionId: z.string().min(1).max(80) }),
        response: { 200: paymentResultSchema },
      },
    },
    (request) => confirmPayment(ctx, actorOf(request), request.params.transactionId),
  );

  routes.get(
    '/v2/suppliers/wompi-key/:supplierName',
    {
      schema: {
        tags: ['checkout'],
        summary: "A store's Wompi public key, for its own checkout",
        params: z.object({ supplierName: z.string().min(1).max(160) }),
        response: { 200: storeWompiKeySchema },
      },
    },
    (request) => storeWompiKey(ctx, request.params.supplierName),
  );
}
