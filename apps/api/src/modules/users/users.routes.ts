import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contactsAvailableSchema,
  passwordChangedSchema,
  sessionUserSchema,
} from '@hogarte/shared/contracts/session';
import { changePasswordSchema, userCheckSchema } from '@hogarte/shared/schemas/auth';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../http/auth.js';
import { assertContactsAvailable, changePassword, signedInUser } from './users.service.js';

const CHECK_RATE = { max: 30, timeWindow: '1 minute' };

export function usersRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/v1/users/check',
    {
      config: { rateLimit: CHECK_RATE },
      schema: {
        tags: ['users'],
        summary: 'Are this email, phone (and cedula) free? 409 names each one taken',
        body: userCheckSchema,
        response: { 200: contactsAvailableSchema },
      },
    },
    async (request) => {
      await assertContactsAvailable(ctx, request.body);
      return { available: true as const };
    },
  );

  routes.get(
    '/v1/users/profile',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        response: { 200: sessionUserSchema },
      },
    },
    (request) => signedInUser(ctx, actorOf(request)),
  );

  routes.patch(
    '/v2/users/password',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Change my password; older tokens stop working, a new one is returned',
        body: changePasswordSchema,
        response: { 200: passwordChangedSchema },
      },
    },
    (request) => changePassword(ctx, actorOf(request), request.body),
  );
}
