import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { wompiEventAckSchema } from '@hogarte/shared/contracts/checkout';
import type { AppContext } from '../../context.js';
import { receiveWompiEvent } from './payments.service.js';

/** Wompi's events are a few hundred bytes; nothing larger is one. */
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
}
