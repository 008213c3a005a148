import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  globalMessageSentSchema,
  inboxMessageSchema,
  inboxSchema,
} from '@hogarte/shared/contracts/messages';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { MESSAGE_RECIPIENTS, globalMessageSchema } from '@hogarte/shared/schemas/people';
import { idParams } from '@hogarte/shared/schemas/params';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../http/auth.js';
import { validationError, zodFieldErrors } from '../../http/errors.js';
import { readMultipartForm, type IncomingFile } from '../../http/uploads.js';
import { inbox, markInboxMessage, sendGlobalMessage } from './messages.service.js';

const isRecipient = (value: string) => (MESSAGE_RECIPIENTS as readonly string[]).includes(value);

/** `?recipient=designers`, `lsh` or `designers,lsh`: at least one, none unknown. */
const recipientQuery = z.object({
  recipient: z
    .string({ error: MESSAGES.recipientsRequired })
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      ),
    ])
    .refine((list) => list.length > 0 && list.every(isRecipient), MESSAGES.recipientsRequired)
    .pipe(z.array(z.enum(MESSAGE_RECIPIENTS))),
});

/** The message as JSON, or as a multipart form whose optional `attachment` is an image or PDF. */
async function readGlobalMessage(request: FastifyRequest) {
  let fields: unknown = request.body;
  let attachment: IncomingFile | null = null;
  if (request.isMultipart()) {
    const form = await readMultipartForm(request);
    fields = form.fields;
    attachment = form.files.attachment?.[0] ?? null;
  }
  const parsed = globalMessageSchema.safeParse(fields ?? {});
  if (!parsed.success) throw validationError(zodFieldErrors(parsed.error.issues));
  return { message: parsed.data, attachment };
}

export function messagesRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/v1/messages',
    {
      onRequest: app.requireRole(ROLE.admin),
      schema: {
        tags: ['messages'],
        summary:
          'Send a global message (JSON, or multipart with an optional `attachment`) to approved designers and/or lsh',
        querystring: recipientQuery,
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: globalMessageSentSchema },
      },
    },
    async (request, reply) => {
      const { message, attachment } = await readGlobalMessage(request);
      const sent = await sendGlobalMessage(
        ctx,
        actorOf(request),
        request.query.recipient,
        message,
        attachment,
      );
      return reply.status(201).send(sent);
    },
  );

  routes.get(
    '/v1/users/messages',
    {
      onRequest: app.requireRole(ROLE.designer, ROLE.lsh, ROLE.admin),
      schema: {
        tags: ['messages'],
        summary: 'My inbox, newest first',
        response: { 200: inboxSchema },
      },
    },
    (request) => inbox(ctx, actorOf(request)),
  );

  routes.patch(
    '/v1/messages/:id',
    {
      onRequest: app.requireRole(ROLE.designer, ROLE.lsh, ROLE.admin),
      schema: {
        tags: ['messages'],
        summary: 'Mark one of my inbox messages read',
        // Past PostgreSQL's integer range an id cannot exist: 404 rather than a database error.
        params: idParams,
        body: z.object({ is_read: z.boolean() }),
        response: { 200: inboxMessageSchema },
      },
    },
    (request) => markInboxMessage(ctx, actorOf(request), request.params.id, request.body.is_read),
  );
}
