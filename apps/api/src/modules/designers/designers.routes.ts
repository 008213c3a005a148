import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageSchema } from '@hogarte/shared/contracts/common';
import { publicDesignersPageSchema } from '@hogarte/shared/contracts/virtual-consultancies';
import { publicDesignersQuerySchema } from '@hogarte/shared/schemas/virtual-consultancies';
import type { AppContext } from '../../context.js';
import { readMultipartForm } from '../../http/uploads.js';
import { applyAsDesigner, publicDesigners } from './designers.service.js';

/** The same allowance as a client registration: one address, 20 sign-ups a minute. */
const APPLICATION_RATE = { max: 20, timeWindow: '1 minute' };

export function designersRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/v1/designers',
    {
      config: { rateLimit: APPLICATION_RATE },
      schema: {
        tags: ['designers'],
        summary:
          'Apply as a designer (multipart: the fields of both steps, `avatar`, 1–3 `portfolio`)',
        consumes: ['multipart/form-data'],
        response: { 201: messageSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await applyAsDesigner(ctx, await readMultipartForm(request))),
  );

  routes.get(
    '/v1/designers/public',
    {
      schema: {
        tags: ['designers'],
        summary:
          'The designers a client may hire for a virtual consultancy (approved, active, public), best rated first',
        querystring: publicDesignersQuerySchema,
        response: { 200: publicDesignersPageSchema },
      },
    },
    (request) => publicDesigners(ctx, request.query),
  );
}
