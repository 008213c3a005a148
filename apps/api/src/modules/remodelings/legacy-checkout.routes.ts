import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  legacyCheckoutSchema,
  legacyPaymentInputSchema,
  payuCheckoutSchema,
  purchaseInfoSchema,
  wompiLegacyCheckoutSchema,
} from '@hogarte/shared/contracts/legacy-checkout';
import { ROLE } from '@hogarte/shared/roles';
import { hashidParams } from '@hogarte/shared/schemas/remodelings';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../http/auth.js';
import { browserOrigin } from '../../http/browser-origin.js';
import {
  legacyCheckout,
  payuCheckout,
  purchaseInfo,
  wompiLegacyCheckout,
} from './legacy-checkout.service.js';

const TAGS = ['remodelings'];

/** The legacy checkout's calls (part 2 §7 Legacy checkout): the sheet's client only. */
export function legacyCheckoutRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const client = app.requireRole(ROLE.client);

  routes.get(
    '/v1/purchase-info/:hashid',
    {
      onRequest: client,
      schema: {
        tags: TAGS,
        summary: 'The summary of my sheet for the legacy checkout: who, where, what is payable',
        params: hashidParams,
        response: { 200: purchaseInfoSchema },
      },
    },
    (request) => purchaseInfo(ctx, actorOf(request), request.params.hashid),
  );

  routes.get(
    '/v1/checkout/:hashid',
    {
      onRequest: client,
      schema: {
        tags: TAGS,
        summary: 'The approved, unpaid quotes of my sheet and my last receipt data',
        params: hashidParams,
        response: { 200: legacyCheckoutSchema },
      },
    },
    (request) => legacyCheckout(ctx, actorOf(request), request.params.hashid),
  );

  routes.post(
    '/v1/payu-checkout/:hashid',
    {
      onRequest: client,
      schema: {
        tags: TAGS,
        summary:
          'Pay approved quotes of my sheet through PayU: the payment and its signed WebCheckout form',
        params: hashidParams,
        body: legacyPaymentInputSchema,
        response: { 200: payuCheckoutSchema },
      },
    },
    (request) =>
      payuCheckout(
        ctx,
        actorOf(request),
        request.params.hashid,
        request.body,
        browserOrigin(request, ctx.config),
      ),
  );

  routes.post(
    '/v1/wompi-checkout/:hashid',
    {
      onRequest: client,
      schema: {
        tags: TAGS,
        summary: 'Pay approved quotes of my sheet through Wompi: the payment and its checkout',
        params: hashidParams,
        body: legacyPaymentInputSchema,
        response: { 200: wompiLegacyCheckoutSchema },
      },
    },
    (request) =>
      wompiLegacyCheckout(
        ctx,
        actorOf(request),
        request.params.hashid,
        request.body,
        browserOrigin(request, ctx.config),
      ),
  );
}
