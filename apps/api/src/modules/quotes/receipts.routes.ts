import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { receiptSavedSchema, savedReceiptSchema } from '@hogarte/shared/contracts/remodelings';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { receiptKindQuerySchema } from '@hogarte/shared/schemas/remodelings';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../http/auth.js';
import { saveReceipt, savedReceipt, type ReceiptWording } from './quotes.payments.js';

interface ReceiptRoutesOptions {
  /** The paths' prefix: the remodelling's or the presential consultancy's. */
  base: string;
  tags: string[];
  /** Whose texts ask for a person's missing data. */
  wording: ReceiptWording;
  summaries: { read: string; save: string };
}

/**
 * `GET` and `POST {base}/payments/receipts`: the client's receipt data, one per client whatever it
 * pays, read and kept under each checkout's own path (part 2 §7, §9).
 */
export function receiptRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  { base, tags, wording, summaries }: ReceiptRoutesOptions,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const client = app.requireRole(ROLE.client);

  routes.get(
    `${base}/payments/receipts`,
    {
      onRequest: client,
      schema: { tags, summary: summaries.read, response: { 200: savedReceiptSchema } },
    },
    (request) => savedReceipt(ctx, actorOf(request)),
  );

  routes.post(
    `${base}/payments/receipts`,
    {
      onRequest: client,
      schema: {
        tags,
        summary: summaries.save,
        querystring: receiptKindQuerySchema,
        body: z.record(z.string(), z.unknown(), { error: MESSAGES.invalidRequest }),
        response: { 200: receiptSavedSchema },
      },
    },
    (request) =>
      saveReceipt(
        ctx,
        actorOf(request),
        request.query.person === true ? 'person' : 'company',
        request.body,
        wording,
      ),
  );
}
