import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adviserApprovalSchema,
  adviserCreatedSchema,
  adviserDetailSchema,
  adviserPageSchema,
  adviserUpdatedSchema,
  adviserVisibilitySchema,
  onlineStatusChangedSchema,
  publicAdvisersSchema,
} from '@hogarte/shared/contracts/advisers';
import { messageSchema } from '@hogarte/shared/contracts/common';
import { ROLE } from '@hogarte/shared/roles';
import { adviserListQuerySchema, onlineStatusBodySchema } from '@hogarte/shared/schemas/advisers';
import { storeNameParam, uuidParam } from '@hogarte/shared/schemas/params';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../http/auth.js';
import { readMultipartForm } from '../../http/uploads.js';
import { publicAdvisers, setOwnOnlineStatus } from './adviser-presence.service.js';
import {
  adviserPage,
  adviserProfile,
  createAdviser,
  deleteAdviser,
  managedAdviserDetail,
  setAdviserApproval,
  setAdviserVisibility,
  updateAdviser,
} from './advisers.service.js';

/** Every `{id}` of these paths is a uuid: an adviser's, or the supplier's on creation. */
const params = z.object({ id: uuidParam });

/**
 * The advisers' calls (spec part 2 §7 Salespeople). Suppliers (approved) manage their own; the
 * admin approves, activates, deletes and reads anyone's; the adviser reads itself and sets its
 * status; a client or visitor lists a store's advisers.
 */
export function advisersRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const supplier = app.requireApproved(ROLE.supplier);
  const supplierOrAdmin = app.requireApproved(ROLE.supplier, ROLE.admin);

  routes.get(
    '/v2/suppliers/salespeople',
    {
      onRequest: supplierOrAdmin,
      schema: {
        tags: ['advisers'],
        summary: 'My advisers (every supplier’s for the admin), newest first, by name and profile',
        querystring: adviserListQuerySchema,
        response: { 200: adviserPageSchema },
      },
    },
    (request) => adviserPage(ctx, actorOf(request), request.query),
  );

  routes.get(
    '/v2/suppliers/salesperson/:id',
    {
      onRequest: supplierOrAdmin,
      schema: {
        tags: ['advisers'],
        summary: 'One of my advisers with its diploma (five-minute links) and portfolio',
        params,
        response: { 200: adviserDetailSchema },
      },
    },
    (request) => managedAdviserDetail(ctx, actorOf(request), request.params.id),
  );

  routes.patch(
    '/v2/suppliers/salesperson/:id',
    {
      onRequest: supplier,
      schema: {
        tags: ['advisers'],
        summary:
          'Edit one of my advisers (multipart: the profile, optional `avatar` and `professionalDiploma`, new `portfolio`, `deletedPortfolio[i]`); the email stays',
        params,
        consumes: ['multipart/form-data'],
        response: { 200: adviserUpdatedSchema },
      },
    },
    async (request) =>
      updateAdviser(ctx, actorOf(request), request.params.id, await readMultipartForm(request)),
  );

  routes.delete(
    '/v2/suppliers/salesperson/:id',
    {
      onRequest: supplierOrAdmin,
      schema: {
        tags: ['advisers'],
        summary: 'Delete an adviser and its files',
        params,
        response: { 200: messageSchema },
      },
    },
    (request) => deleteAdviser(ctx, actorOf(request), request.params.id),
  );

  routes.patch(
    '/v2/suppliers/salesperson/activate/:id',
    {
      onRequest: supplierOrAdmin,
      schema: {
        tags: ['advisers'],
        summary: 'Activate or deactivate an adviser (the list sends the opposite of is_public)',
        params,
        body: z.object({ is_public: z.boolean() }),
        response: { 200: adviserVisibilitySchema },
      },
    },
    (request) =>
      setAdviserVisibility(ctx, actorOf(request), request.params.id, request.body.is_public),
  );

  routes.patch(
    '/v2/suppliers/salesperson/approve/:id',
    {
      onRequest: supplierOrAdmin,
      schema: {
        tags: ['advisers'],
        summary: 'Approve or disapprove an adviser (the list sends the opposite of is_approved)',
        params,
        body: z.object({ is_approved: z.boolean() }),
        response: { 200: adviserApprovalSchema },
      },
    },
    (request) =>
      setAdviserApproval(ctx, actorOf(request), request.params.id, request.body.is_approved),
  );

  routes.post(
    '/v2/salespeople/salesperson/:id',
    {
      onRequest: supplier,
      schema: {
        tags: ['advisers'],
        summary:
          'Create an adviser of the supplier `{id}` (my uuid; multipart: the profile, email, password, optional `avatar`, `professionalDiploma`, 1–5 `portfolio`)',
        params,
        consumes: ['multipart/form-data'],
        response: { 201: adviserCreatedSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createAdviser(
            ctx,
            actorOf(request),
            request.params.id,
            await readMultipartForm(request),
          ),
        ),
  );

  routes.get(
    '/v2/salespeople/salesperson/:id',
    {
      onRequest: app.requireApproved(ROLE.supplier, ROLE.admin, ROLE.salesperson),
      schema: {
        tags: ['advisers'],
        summary: "An adviser's profile: the adviser itself, its supplier or the admin",
        params,
        response: { 200: adviserDetailSchema },
      },
    },
    (request) => adviserProfile(ctx, actorOf(request), request.params.id),
  );

  routes.patch(
    '/v2/salespeople/onlineStatus',
    {
      onRequest: app.requireRole(ROLE.salesperson),
      schema: {
        tags: ['advisers'],
        summary: "Set my status: online ('Activo'), away ('Ocupado') or offline ('Desconectado')",
        body: onlineStatusBodySchema,
        response: { 200: onlineStatusChangedSchema },
      },
    },
    (request) => setOwnOnlineStatus(ctx, actorOf(request), request.body.onlineStatus),
  );

  routes.get(
    '/v2/salespeople/:companyName',
    {
      schema: {
        tags: ['advisers'],
        summary:
          "A store's approved, active advisers with their online status (the company name with dashes for spaces)",
        params: z.object({ companyName: storeNameParam }),
        response: { 200: publicAdvisersSchema },
      },
    },
    (request) => publicAdvisers(ctx, request.params.companyName),
  );
}
