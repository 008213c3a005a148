import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  avatarChangedSchema,
  bankAccountSavedSchema,
  designerProfileSchema,
  profileUpdatedSchema,
} from '@hogarte/shared/contracts/people';
import { ROLE } from '@hogarte/shared/roles';
import { bankAccountSchema, profileUpdateSchema } from '@hogarte/shared/schemas/people';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../http/auth.js';
import { readSingleFile } from '../../http/uploads.js';
import {
  changeDesignerAvatar,
  designerProfile,
  saveBankAccount,
  updateOwnProfile,
} from './profile.service.js';

export function profileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/v1/designers/profile',
    {
      // A pending or rejected designer also reads it, to see where the application stands.
      onRequest: app.requireRole(ROLE.designer),
      schema: {
        tags: ['designers'],
        summary: 'My designer profile',
        response: { 200: designerProfileSchema },
      },
    },
    (request) => designerProfile(ctx, actorOf(request)),
  );

  routes.patch(
    '/v1/designers/avatar',
    {
      onRequest: app.requireApproved(ROLE.designer),
      schema: {
        tags: ['designers'],
        summary: 'Change my avatar (multipart field `avatar`); returns its url',
        consumes: ['multipart/form-data'],
        response: { 200: avatarChangedSchema },
      },
    },
    async (request) => changeDesignerAvatar(ctx, actorOf(request), await readSingleFile(request)),
  );

  routes.patch(
    '/v1/users',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Change my data; a designer gets the updated profile back',
        body: profileUpdateSchema,
        response: { 200: profileUpdatedSchema },
      },
    },
    (request) => updateOwnProfile(ctx, actorOf(request), request.body),
  );

  const bankRoute = {
    onRequest: app.requireRole(ROLE.designer, ROLE.supplier),
    schema: {
      tags: ['users'],
      summary: 'Save my bank account; the holder is my name or my company’s',
      body: bankAccountSchema,
      response: { 200: bankAccountSavedSchema },
    },
  };
  routes.post('/v1/users/bank', bankRoute, (request) =>
    saveBankAccount(ctx, actorOf(request), request.body),
  );
  routes.patch('/v1/users/bank', bankRoute, (request) =>
    saveBankAccount(ctx, actorOf(request), request.body),
  );
}
