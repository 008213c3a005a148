import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ROLE } from '@hogarte/shared/roles';
import { clientRegistrationSchema } from '@hogarte/shared/schemas/auth';
import { clientAccountSchema } from '@hogarte/shared/schemas/people';
import {
  clientAccountDetailsSchema,
  clientRemodelingsSchema,
} from '@hogarte/shared/contracts/people';
import { sessionResponseSchema } from '@hogarte/shared/contracts/session';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../http/auth.js';
import {
  clientAccount,
  clientRemodelings,
  registerClient,
  updateClientAccount,
} from './clients.service.js';

const REGISTER_RATE = { max: 20, timeWindow: '1 minute' };

export function clientsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/v1/clients',
    {
      config: { rateLimit: REGISTER_RATE },
      schema: {
        tags: ['clients'],
        summary: 'Register a client: token and user data',
        body: clientRegistrationSchema,
        response: { 201: sessionResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await registerClient(ctx, request.body)),
  );

  routes.get(
    '/v1/clients',
    {
      onRequest: app.requireRole(ROLE.client),
      schema: {
        tags: ['clients'],
        summary: 'My account: names, cedula, phone and email',
        response: { 200: clientAccountDetailsSchema },
      },
    },
    (request) => clientAccount(ctx, actorOf(request)),
  );

  routes.patch(
    '/v1/clients',
    {
      onRequest: app.requireRole(ROLE.client),
      schema: {
        tags: ['clients'],
        summary: 'Change my names, cedula and phone; the email cannot change here',
        body: clientAccountSchema,
        response: { 200: clientAccountDetailsSchema },
      },
    },
    (request) => updateClientAccount(ctx, actorOf(request), request.body),
  );

  routes.get(
    '/v1/clients/remodelings',
    {
      onRequest: app.requireRole(ROLE.client),
      schema: {
        tags: ['clients'],
        summary: 'My remodellings, newest first',
        response: { 200: clientRemodelingsSchema },
      },
    },
    (request) => clientRemodelings(ctx, actorOf(request)),
  );
}
