import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { wompiEventAckSchema } from '@hogarte/shared/contracts/checkout';
import type { AppContext } from '../../context.js';
import { PAYU_CONFIRMATION_PATH } from '../../integrations/payu/payu.js';
import { receivePayuConfirmation, receiveWompiEvent } from './payments.service.js';

/** Wompi's events and PayU's confirmations are a few hundred bytes; nothing larger is one. */
const EVENT_BODY_LIMIT = 64 * 1024;

export function paymentsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/v2/payments/wompi/events',
    {
      bodyLimit: EVENT_BODY_LIMIT,
      schema: {
        tags: ['payments'],
        summary:
          "Wompi's events webhook (no session: the event's checksum, made with the events secret, is checked)",
        security: [],
        response: { 200: wompiEventAckSchema },
      },
    },
    async (request) => {
      const header = request.headers['x-event-checksum'];
      // A repeated header is not Wompi's: joined, it matches no checksum and the event is refused.
      const outcome = await receiveWompiEvent(
        ctx,
        request.body,
        Array.isArray(header) ? header.join(',') : header,
      );
      if (outcome.kind === 'applied') {
        // An unknown reference is applied as a no-op by the checkout; the log keeps its trace.
        request.log.info(
          {
            transactionId: outcome.transaction.id,
            reference: outcome.transaction.reference,
            status: outcome.transaction.status,
          },
          'wompi event applied',
        );
      } else {
        request.log.warn(
          {
            event: outcome.event,
            reason: outcome.reason,
            transactionId: outcome.transaction?.id,
            reference: outcome.transaction?.reference,
            currency: outcome.transaction?.currency,
            amountInCents: outcome.transaction?.amount_in_cents,
          },
          'wompi event acknowledged and ignored',
        );
      }
      return { ok: true } as const;
    },
  );

  // A scope of its own: PayU posts its confirmation form-encoded, the rest of the API is JSON.
  app.register((scope, _options, done) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: EVENT_BODY_LIMIT },
      (_request, body, parsed) => {
        parsed(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      PAYU_CONFIRMATION_PATH,
      {
        bodyLimit: EVENT_BODY_LIMIT,
        schema: {
          tags: ['payments'],
          summary:
            "PayU's confirmation page (no session: its `sign`, made with the API key, is checked); retries are idempotent",
          security: [],
          consumes: ['application/x-www-form-urlencoded'],
          response: { 200: wompiEventAckSchema },
        },
      },
      async (request) => {
        const outcome = await receivePayuConfirmation(ctx, request.body);
        const { transaction } = outcome;
        const trace = {
          transactionId: transaction.id,
          reference: transaction.reference,
          status: transaction.status,
        };
        if (outcome.kind === 'applied') request.log.info(trace, 'payu confirmation applied');
        else request.log.warn({ ...trace, reason: outcome.reason }, 'payu confirmation ignored');
        return { ok: true } as const;
      },
    );
    done();
  });
}
