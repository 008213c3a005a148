import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageSchema } from '@hogarte/shared/contracts/common';
import {
  finishedConsultancySchema,
  salesConsultancyPageSchema,
  salesConsultancySchema,
} from '@hogarte/shared/contracts/sales-consultancies';
import { ROLE } from '@hogarte/shared/roles';
import {
  hashidParams,
  salesConsultancyCreateSchema,
  salesConsultancyListQuerySchema,
} from '@hogarte/shared/schemas/sales-consultancies';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../http/auth.js';
import {
  consultancyDetail,
  consultancyPage,
  finishConsultancy,
  knock,
  startConsultancy,
} from './sales-consultancies.service.js';

/**
 * The sales consultancy's calls (spec part 2 §7 Sales consultancy; the finish path is decision
 * 023's). A client starts and reminds; the adviser finishes; each reads its own.
 */
export function salesConsultanciesRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const client = app.requireRole(ROLE.client);
  const participant = app.requireRole(ROLE.client, ROLE.salesperson);

  routes.post(
    '/v2/sales-consultancies',
    {
      onRequest: client,
      schema: {
        tags: ['sales-consultancies'],
        summary: "Start a consultancy with one of the product's supplier's advisers, with its chat",
        body: salesConsultancyCreateSchema,
        response: { 201: salesConsultancySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await startConsultancy(ctx, actorOf(request), request.body)),
  );

  routes.get(
    '/v2/sales-consultancies/list/all',
    {
      onRequest: participant,
      schema: {
        tags: ['sales-consultancies'],
        summary: 'My active (or finished) consultancies, newest first, 12 a page',
        querystring: salesConsultancyListQuerySchema,
        response: { 200: salesConsultancyPageSchema },
      },
    },
    (request) => consultancyPage(ctx, actorOf(request), request.query),
  );

  routes.get(
    '/v2/sales-consultancies/:hashid',
    {
      onRequest: participant,
      schema: {
        tags: ['sales-consultancies'],
        summary: 'One of my consultancies: the chat header',
        params: hashidParams,
        response: { 200: salesConsultancySchema },
      },
    },
    (request) => consultancyDetail(ctx, actorOf(request), request.params.hashid),
  );

  routes.post(
    '/v2/sales-consultancies/:hashid/notify/knock-knock',
    {
      onRequest: client,
      schema: {
        tags: ['sales-consultancies'],
        summary: 'Remind the adviser (once every 5 minutes)',
        params: hashidParams,
        response: { 200: messageSchema },
      },
    },
    (request) => knock(ctx, actorOf(request), request.params.hashid, request.log),
  );

  routes.patch(
    '/v2/sales-consultancies/:hashid/finish',
    {
      onRequest: app.requireRole(ROLE.salesperson),
      schema: {
        tags: ['sales-consultancies'],
        summary: 'Finish one of my consultancies: its chat turns read-only',
        params: hashidParams,
        response: { 200: finishedConsultancySchema },
      },
    },
    (request) => finishConsultancy(ctx, actorOf(request), request.params.hashid),
  );
}
