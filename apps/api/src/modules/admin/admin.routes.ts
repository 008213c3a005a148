import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminClientsSchema,
  adminDesignersSchema,
  adminSuppliersSchema,
  legalDocumentsSchema,
  reviewAnswerSchema,
} from '@hogarte/shared/contracts/admin';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { searchParam, tablePageQuery } from '@hogarte/shared/schemas/params';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../http/auth.js';
import {
  clientsPage,
  designersForReview,
  legalDocuments,
  reviewUser,
  suppliersForReview,
} from './admin.service.js';

const statusQuery = z.object({
  status: z.enum(['all', 'pending', 'approved', 'rejected']).default('all'),
});

const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => value === 'true');

const reviewBody = z
  .object({ is_approved: z.boolean().optional(), is_public: z.boolean().optional() })
  .refine((body) => body.is_approved !== undefined || body.is_public !== undefined, {
    error: MESSAGES.invalidRequest,
  });

const clientsQuery = z.object({
  ...tablePageQuery,
  search: searchParam.default(''),
  sort: z.enum(['created_at', 'first_name', 'last_name', 'email', 'city']).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});

export function adminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const admin = app.requireRole(ROLE.admin);

  routes.get(
    '/v1/designers',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Designers by approval state, newest first, with the count of each state',
        querystring: statusQuery,
        response: { 200: adminDesignersSchema },
      },
    },
    (request) => designersForReview(ctx, request.query.status),
  );

  routes.get(
    '/v1/suppliers',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Suppliers by approval state, newest first, with the count of each state',
        querystring: statusQuery,
        response: { 200: adminSuppliersSchema },
      },
    },
    (request) => suppliersForReview(ctx, request.query.status),
  );

  routes.patch(
    '/v1/users/:uuid',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary:
          'Approve or reject a designer or supplier (emailing them with ?emailDesigner / ?emailSupplier), or switch is_public',
        params: z.object({ uuid: z.uuid() }),
        querystring: z.object({ emailDesigner: flag, emailSupplier: flag }),
        body: reviewBody,
        response: { 200: reviewAnswerSchema },
      },
    },
    (request) =>
      reviewUser(
        ctx,
        request.params.uuid,
        request.body,
        request.query.emailDesigner || request.query.emailSupplier,
      ),
  );

  routes.patch(
    '/v1/products/public_status/:uuid',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Show or hide a supplier together with all of its products',
        params: z.object({ uuid: z.uuid() }),
        body: z.object({ is_public: z.boolean() }),
        response: { 200: reviewAnswerSchema },
      },
    },
    (request) => reviewUser(ctx, request.params.uuid, { is_public: request.body.is_public }, false),
  );

  routes.get(
    '/v1/users/legaldocs',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: "A supplier's RUT and chamber of commerce, with five-minute links",
        querystring: z.object({ uuid: z.uuid() }),
        response: { 200: legalDocumentsSchema },
      },
    },
    (request) => legalDocuments(ctx, actorOf(request), request.query.uuid),
  );

  routes.get(
    '/v1/clients/admin',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Clients, a page at a time, searched and sorted',
        querystring: clientsQuery,
        response: { 200: adminClientsSchema },
      },
    },
    (request) => clientsPage(ctx, request.query),
  );
}
