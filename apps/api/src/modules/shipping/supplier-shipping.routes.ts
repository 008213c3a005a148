import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  supplierShippingQuoteResultSchema,
  supplierShippingSchema,
} from '@hogarte/shared/contracts/supplier-shipping';
import { ROLE } from '@hogarte/shared/roles';
import { supplierShippingQuoteSchema } from '@hogarte/shared/schemas/supplier-shipping';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../http/auth.js';
import { QUOTE_RATE } from './shipping.routes.js';
import { quoteTestShipment, supplierShipping } from './supplier-shipping.service.js';

export function supplierShippingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Like its warehouses and Envia key, a supplier's shipping serves sales, which wait for approval.
  const approvedSupplier = app.requireApproved(ROLE.supplier);

  routes.get(
    '/v2/suppliers/shipping',
    {
      onRequest: approvedSupplier,
      // Each read asks Envia about the key.
      config: { rateLimit: QUOTE_RATE },
      schema: {
        tags: ['shipping'],
        summary: 'My Envia account as Envia answers for it, my warehouses as origins, my carriers',
        response: { 200: supplierShippingSchema },
      },
    },
    (request) => supplierShipping(ctx, actorOf(request)),
  );

  routes.post(
    '/v2/suppliers/shipping/quote',
    {
      onRequest: approvedSupplier,
      config: { rateLimit: QUOTE_RATE },
      schema: {
        tags: ['shipping'],
        summary: "A test box from one of my warehouses to a municipality, every carrier's price",
        body: supplierShippingQuoteSchema,
        response: { 200: supplierShippingQuoteResultSchema },
      },
    },
    (request) => quoteTestShipment(ctx, actorOf(request), request.body),
  );
}
