import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  pdfInfoSchema,
  quoteProductPageSchema,
  remodelingChangedSchema,
} from '@hogarte/shared/contracts/remodelings';
import { ROLE } from '@hogarte/shared/roles';
import {
  approvalSchema,
  hashidIdParams,
  hashidParams,
  quoteInputSchema,
  quoteProductsQuerySchema,
} from '@hogarte/shared/schemas/remodelings';
import { whatsappQuerySchema } from '@hogarte/shared/schemas/virtual-consultancies';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../http/auth.js';
import { quoteProducts } from './quotes.service.js';
import {
  approveSheetQuote,
  previewSheetQuote,
  sendSheetQuote,
} from './remodeling-quotes.service.js';

const TAGS = ['quotes'];

/**
 * The designer's quotes (part 1 §4 Quote flow; part 2 §7 designer quoting): the catalogue to quote
 * from, and a remodelling sheet's preview, sending and the client's approval.
 */
export function quotesRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const designer = app.requireApproved(ROLE.designer);
  const client = app.requireRole(ROLE.client);

  routes.get(
    '/v1/quotes/products',
    {
      onRequest: designer,
      schema: {
        tags: TAGS,
        summary:
          'The products an approved designer may quote (visible ones), by name, brand or supplier, category or ids',
        querystring: quoteProductsQuerySchema,
        response: { 200: quoteProductPageSchema },
      },
    },
    (request) => quoteProducts(ctx, request.query),
  );

  routes.post(
    '/v1/remodelings/:hashid/invoices/preview',
    {
      onRequest: designer,
      schema: {
        tags: TAGS,
        summary:
          'The PDF a quote of my sheet would be (base64), built by the server; reserves nothing',
        params: hashidParams,
        body: quoteInputSchema,
        response: { 200: pdfInfoSchema },
      },
    },
    (request) => previewSheetQuote(ctx, actorOf(request), request.params.hashid, request.body),
  );

  routes.post(
    '/v1/remodelings/:hashid/invoices',
    {
      onRequest: designer,
      schema: {
        tags: TAGS,
        summary:
          'Send a quote of my sheet: its units reserved for 3 days, its PDF stored, the budget step in progress; `whatsapp=true` tells the client',
        params: hashidParams,
        querystring: whatsappQuerySchema,
        body: quoteInputSchema,
        response: { 201: remodelingChangedSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await sendSheetQuote(
            ctx,
            actorOf(request),
            request.params.hashid,
            request.body,
            request.query.whatsapp ?? false,
          ),
        ),
  );

  routes.patch(
    '/v1/remodelings/:hashid/invoices/:id',
    {
      onRequest: client,
      schema: {
        tags: TAGS,
        summary: 'Approve a quote of my sheet, once; `whatsapp=true` tells the designer',
        params: hashidIdParams,
        querystring: whatsappQuerySchema,
        body: approvalSchema,
        response: { 200: remodelingChangedSchema },
      },
    },
    (request) =>
      approveSheetQuote(
        ctx,
        actorOf(request),
        request.params.hashid,
        request.params.id,
        request.query.whatsapp ?? false,
      ),
  );
}
