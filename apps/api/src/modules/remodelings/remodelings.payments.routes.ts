import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  quotePaymentCreatedSchema,
  quotePaymentResultSchema,
} from '@hogarte/shared/contracts/remodelings';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { hashidParams, quotePaymentInputSchema } from '@hogarte/shared/schemas/remodelings';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../http/auth.js';
import { browserOrigin } from '../../http/browser-origin.js';
import { receiptRoutes } from '../quotes/receipts.routes.js';
import { confirmQuotePayment, startQuotePayment } from './remodelings.payments.js';

const BASE = '/v1/remodelings';
const TAGS = ['remodelings'];

/**
 * The client pays a sheet's approved quotes (part 2 §7 Remodelling): receipt data kept for next
 * time, one payment for the quotes picked, and the return from Wompi.
 */
export function remodelingPaymentsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const client = app.requireRole(ROLE.client);

  receiptRoutes(app, ctx, {
    base: BASE,
    tags: TAGS,
    wording: 'remodeling',
    summaries: {
      read: 'The receipt data I last gave, if any',
      save: 'Keep my receipt data: a person (`?person=true`: names, CC or CE, number, email, address, city) or a company (`?company=true`: business name, NIT)',
    },
  });

  routes.post(
    `${BASE}/:hashid/payments`,
    {
      onRequest: client,
      schema: {
        tags: TAGS,
        summary:
          'Pay approved quotes of my sheet: the total is checked against the stored quotes, released units are taken again; answers the payment’s uuid and Wompi’s checkout',
        params: hashidParams,
        body: quotePaymentInputSchema,
        response: { 201: quotePaymentCreatedSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await startQuotePayment(
            ctx,
            actorOf(request),
            request.params.hashid,
            request.body,
            browserOrigin(request, ctx.config),
          ),
        ),
  );

  routes.get(
    `${BASE}/payments/wompi/:id`,
    {
      onRequest: client,
      schema: {
        tags: TAGS,
        summary: 'The Wompi transaction I return with: applied once, its status and its sheet',
        params: z.object({ id: z.string().trim().min(1).max(80, MESSAGES.notFound) }),
        response: { 200: quotePaymentResultSchema },
      },
    },
    (request) => confirmQuotePayment(ctx, actorOf(request), request.params.id),
  );
}
