import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  presentialDepositFlagSchema,
  presentialPaymentCreatedSchema,
  presentialPaymentResultSchema,
} from '@hogarte/shared/contracts/presential';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { presentialPaymentInputSchema } from '@hogarte/shared/schemas/presential';
import { hashidParams } from '@hogarte/shared/schemas/remodelings';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../http/auth.js';
import { browserOrigin } from '../../http/browser-origin.js';
import { receiptRoutes } from '../quotes/receipts.routes.js';
import {
  confirmPresentialPayment,
  depositFlag,
  startDesignsPayment,
  startQuotesPayment,
} from './presential.payments.js';

const BASE = '/v1/presential-consultancy';
const TAGS = ['presential-consultancy'];

/**
 * The client pays a presential consultancy (part 2 §5, §7, §9; decision 030): the deposit's flag,
 * receipt data kept for next time (the remodelling's, asked with the presential checkout's text),
 * the designs once, approved quotes less the deposit, and the return from Wompi.
 */
export function presentialPaymentsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const client = app.requireRole(ROLE.client);

  routes.get(
    `${BASE}/deposit/:hashid`,
    {
      onRequest: app.requireRole(ROLE.client, ROLE.designer, ROLE.admin),
      schema: {
        tags: TAGS,
        summary:
          'Whether a quote payment may deduct the designs payment (paid, and not used by an approved payment yet), with the deposit’s amount and threshold',
        params: hashidParams,
        response: { 200: presentialDepositFlagSchema },
      },
    },
    (request) => depositFlag(ctx, actorOf(request), request.params.hashid),
  );

  receiptRoutes(app, ctx, {
    base: BASE,
    tags: TAGS,
    wording: 'presential',
    summaries: {
      read: 'The receipt data I last gave, if any (the same as the remodelling’s)',
      save: 'Keep my receipt data: a person (`?person=true`) or a company (`?company=true`); a person’s missing document number, address or city is asked for with the presential checkout’s text',
    },
  });

  routes.post(
    `${BASE}/:hashid/designs/payments`,
    {
      onRequest: client,
      schema: {
        tags: TAGS,
        summary:
          'Pay the designs of my approved consultancy (450.000, once): answers the payment’s uuid and Wompi’s checkout',
        params: hashidParams,
        response: { 201: presentialPaymentCreatedSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await startDesignsPayment(
            ctx,
            actorOf(request),
            request.params.hashid,
            browserOrigin(request, ctx.config),
          ),
        ),
  );

  routes.post(
    `${BASE}/:hashid/payments`,
    {
      onRequest: client,
      schema: {
        tags: TAGS,
        summary:
          'Pay approved quotes of my consultancy, less the deposit above 2.500.000: `toPay` is checked against what will be charged; answers the payment’s uuid, the amount, the deposit and Wompi’s checkout',
        params: hashidParams,
        body: presentialPaymentInputSchema,
        response: { 201: presentialPaymentCreatedSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await startQuotesPayment(
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
        summary:
          'The Wompi transaction I return with: applied once; its status, consultancy, what it paid (designs or quotes) and the deposit it deducted',
        params: z.object({ id: z.string().trim().min(1).max(80, MESSAGES.notFound) }),
        response: { 200: presentialPaymentResultSchema },
      },
    },
    (request) => confirmPresentialPayment(ctx, actorOf(request), request.params.id),
  );
}
