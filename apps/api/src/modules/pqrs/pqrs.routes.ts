import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  pqrsChangedSchema,
  pqrsDetailSchema,
  pqrsPageSchema,
} from '@hogarte/shared/contracts/pqrs';
import { ROLE } from '@hogarte/shared/roles';
import {
  adminPqrsQuerySchema,
  ownPqrsQuerySchema,
  pqrsCreateSchema,
  pqrsParams,
  pqrsUpdateSchema,
} from '@hogarte/shared/schemas/pqrs';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../http/auth.js';
import { validationError, zodFieldErrors } from '../../http/errors.js';
import { readMultipartForm, type IncomingFile } from '../../http/uploads.js';
import { adminPqrs, filePqrs, ownPqrs, pqrsDetail, updatePqrs } from './pqrs.service.js';

const TAGS = ['pqrs'];

/** The request as JSON, or as a multipart form whose optional `attachment` is a PDF or image. */
async function readFiling(request: FastifyRequest) {
  let fields: unknown = request.body;
  let attachment: IncomingFile | null = null;
  if (request.isMultipart()) {
    const form = await readMultipartForm(request);
    fields = form.fields;
    attachment = form.files.attachment?.[0] ?? null;
  }
  const parsed = pqrsCreateSchema.safeParse(fields ?? {});
  if (!parsed.success) throw validationError(zodFieldErrors(parsed.error.issues));
  return { input: parsed.data, attachment };
}

/**
 * PQRS (issue 16; Ley 1755 de 2015): clients file and follow theirs under /v1/pqrs; admins list,
 * take up and answer every one under /v1/admin/pqrs. Another client's request answers 404.
 */
export function pqrsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const client = app.requireRole(ROLE.client);
  const admin = app.requireRole(ROLE.admin);

  routes.post(
    '/v1/pqrs',
    {
      onRequest: client,
      schema: {
        tags: TAGS,
        summary:
          'File a petición, queja, reclamo o sugerencia (JSON, or multipart with an optional `attachment`: PDF, JPG or PNG); answers its filing number and due date',
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: pqrsChangedSchema },
      },
    },
    async (request, reply) => {
      const { input, attachment } = await readFiling(request);
      return reply.status(201).send(await filePqrs(ctx, actorOf(request), input, attachment));
    },
  );

  routes.get(
    '/v1/pqrs',
    {
      onRequest: client,
      schema: {
        tags: TAGS,
        summary: 'My requests, newest first',
        querystring: ownPqrsQuerySchema,
        response: { 200: pqrsPageSchema },
      },
    },
    (request) => ownPqrs(ctx, actorOf(request), request.query),
  );

  routes.get(
    '/v1/pqrs/:hashid',
    {
      onRequest: app.requireRole(ROLE.client, ROLE.admin),
      schema: {
        tags: TAGS,
        summary: 'One request in full: mine, or any for an admin',
        params: pqrsParams,
        response: { 200: pqrsDetailSchema },
      },
    },
    (request) => pqrsDetail(ctx, actorOf(request), request.params.hashid),
  );

  routes.get(
    '/v1/admin/pqrs',
    {
      onRequest: admin,
      schema: {
        tags: TAGS,
        summary: 'Every request, open ones first by due date; filter by state, type and a search',
        querystring: adminPqrsQuerySchema,
        response: { 200: pqrsPageSchema },
      },
    },
    (request) => adminPqrs(ctx, request.query),
  );

  routes.patch(
    '/v1/admin/pqrs/:hashid',
    {
      onRequest: admin,
      schema: {
        tags: TAGS,
        summary:
          'Take a request up (`{state: "en_tramite"}`) or answer it once (`{state: "respondida", answer}`); the client is emailed the answer',
        params: pqrsParams,
        body: pqrsUpdateSchema,
        response: { 200: pqrsChangedSchema },
      },
    },
    (request) => updatePqrs(ctx, actorOf(request), request.params.hashid, request.body),
  );
}
