import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cartShippingQuotesSchema,
  deliveryAddressAddedSchema,
  deliveryAddressesSchema,
  supplierCarriersSchema,
  supplierShippingCostSchema,
} from '@hogarte/shared/contracts/shipping';
import { MESSAGES } from '@hogarte/shared/messages';
import { BUYER_ROLES } from '@hogarte/shared/roles';
import { deliveryAddressSchema } from '@hogarte/shared/schemas/commerce';
import { idParamWith } from '@hogarte/shared/schemas/params';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../http/auth.js';
import { createEnviaSimulator, enviaSimulatorRoutes } from '../../integrations/envia/simulator.js';
import {
  addDeliveryAddress,
  cartShippingCost,
  cartShippingCosts,
  deliveryAddresses,
  supplierCarriers,
} from './shipping.service.js';

const addressId = idParamWith(MESSAGES.addressUnknown);
const carrierName = z
  .string({ error: MESSAGES.carrierUnavailable })
  .trim()
  .min(1, { error: MESSAGES.carrierUnavailable })
  .max(60, { error: MESSAGES.carrierUnavailable });

/** Each quote is several calls to Envia on the supplier's account: a client may not flood it. */
export const QUOTE_RATE = { max: 60, timeWindow: '1 minute' };

export function shippingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const buyer = app.requireRole(...BUYER_ROLES);

  // Demo mode serves Envia's stand-in at the hosts config.envia points to, with its labels and
  // tracking pages; the app itself reaches it in process (ctx.envia).
  if (ctx.config.envia.simulator) {
    enviaSimulatorRoutes(
      app,
      createEnviaSimulator({
        shippingUrl: ctx.config.envia.shippingUrl,
        queriesUrl: ctx.config.envia.queriesUrl,
        now: ctx.now,
      }),
    );
  }

  routes.get(
    '/v2/users/addresses',
    {
      onRequest: buyer,
      schema: {
        tags: ['shipping'],
        summary: 'My delivery addresses, oldest first',
        response: { 200: deliveryAddressesSchema },
      },
    },
    (request) => deliveryAddresses(ctx, actorOf(request)),
  );

  routes.post(
    '/v2/users/addresses',
    {
      onRequest: buyer,
      schema: {
        tags: ['shipping'],
        summary: 'Add a delivery address (city = 5-digit DIVIPOLA code)',
        body: deliveryAddressSchema,
        response: { 201: deliveryAddressAddedSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addDeliveryAddress(ctx, actorOf(request), request.body)),
  );

  routes.get(
    '/v2/cart/shipping-carriers',
    {
      onRequest: buyer,
      config: { rateLimit: QUOTE_RATE },
      schema: {
        tags: ['shipping'],
        summary: "The carriers a supplier's Envia account offers",
        querystring: z.object({ supplierId: z.uuid({ error: MESSAGES.carriersNotFound }) }),
        response: { 200: supplierCarriersSchema },
      },
    },
    (request) => supplierCarriers(ctx, request.query.supplierId),
  );

  routes.get(
    '/v2/cart/shipping-cost',
    {
      onRequest: buyer,
      config: { rateLimit: QUOTE_RATE },
      schema: {
        tags: ['shipping'],
        summary: "Every carrier's quote for each supplier of my cart, to one of my addresses",
        querystring: z.object({ addressId }),
        response: { 200: cartShippingQuotesSchema },
      },
    },
    (request) => cartShippingCosts(ctx, actorOf(request), request.query.addressId),
  );

  routes.get(
    '/v2/cart/shipping-cost/:name',
    {
      onRequest: buyer,
      config: { rateLimit: QUOTE_RATE },
      schema: {
        tags: ['shipping'],
        summary: "One carrier's quote for one supplier (its store name) of my cart",
        params: z.object({
          name: z.string().trim().min(1).max(160, { error: MESSAGES.shippingCostNotFound }),
        }),
        querystring: z.object({ carrierName, addressId }),
        response: { 200: supplierShippingCostSchema },
      },
    },
    (request) =>
      cartShippingCost(ctx, actorOf(request), {
        store: request.params.name,
        carrierName: request.query.carrierName,
        addressId: request.query.addressId,
      }),
  );
}
