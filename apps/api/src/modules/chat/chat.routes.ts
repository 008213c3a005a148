import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { chatHistorySchema, chatMessageSchema } from '@hogarte/shared/contracts/chat';
import { LIMITS } from '@hogarte/shared/limits';
import { ROLE } from '@hogarte/shared/roles';
import { chatHistoryQuerySchema } from '@hogarte/shared/schemas/chat';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../http/auth.js';
import { readMultipartForm } from '../../http/uploads.js';
import { roomHistory, sendMessage } from './chat.service.js';

/**
 * The chat's calls (spec part 2 §7): a participant's history and a new message. Clients and
 * advisers talk in sales consultancies, clients and designers in virtual ones; an admin reads.
 */
export function chatRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const participant = app.requireRole(ROLE.client, ROLE.salesperson, ROLE.designer);
  // An admin follows every consultancy's conversation, reading only.
  const reader = app.requireRole(ROLE.client, ROLE.salesperson, ROLE.designer, ROLE.admin);

  routes.get(
    '/v1/chat-message',
    {
      onRequest: reader,
      schema: {
        tags: ['chat'],
        summary: `A conversation's latest ${LIMITS.chatHistoryKept} messages, oldest first (mine, or any for an admin)`,
        querystring: chatHistoryQuerySchema,
        response: { 200: chatHistorySchema },
      },
    },
    (request) => roomHistory(ctx, actorOf(request), request.query.chat),
  );

  routes.post(
    '/v1/chat-message',
    {
      onRequest: participant,
      schema: {
        tags: ['chat'],
        summary:
          'Send a message (multipart: `chat`, `message` up to 240 characters, optional `salesChatFile`, an image or a PDF); stored, then delivered as `receive_message`',
        consumes: ['multipart/form-data'],
        response: { 201: chatMessageSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await sendMessage(ctx, actorOf(request), await readMultipartForm(request), request.log),
        ),
  );
}
