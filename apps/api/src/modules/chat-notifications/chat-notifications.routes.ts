import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  chatNotificationSchema,
  chatNotificationsReadSchema,
  unreadChatNotificationsSchema,
} from '@hogarte/shared/contracts/chat-notifications';
import { CHAT_NOTIFIED_ROLES } from '@hogarte/shared/roles';
import { readAllNotificationsSchema } from '@hogarte/shared/schemas/chat';
import { idParams } from '@hogarte/shared/schemas/params';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../http/auth.js';
import {
  readAllNotifications,
  readNotification,
  unreadNotifications,
} from './chat-notifications.service.js';

/** The bell's calls (spec part 1 §7, part 2 §7): my unread chat notifications and reading them. */
export function chatNotificationsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const participant = app.requireRole(...CHAT_NOTIFIED_ROLES);

  routes.get(
    '/v1/chat-notification/unread',
    {
      onRequest: participant,
      schema: {
        tags: ['chat'],
        summary: 'My unread chat notifications, newest first (at most 20)',
        response: { 200: unreadChatNotificationsSchema },
      },
    },
    (request) => unreadNotifications(ctx, actorOf(request)),
  );

  routes.patch(
    '/v1/chat-notification/read-all',
    {
      onRequest: participant,
      schema: {
        tags: ['chat'],
        summary: 'Mark read all my chat notifications up to `upToId`, the newest the panel shows',
        body: readAllNotificationsSchema,
        response: { 200: chatNotificationsReadSchema },
      },
    },
    (request) => readAllNotifications(ctx, actorOf(request), request.body.upToId),
  );

  routes.patch(
    '/v1/chat-notification/:id/read',
    {
      onRequest: participant,
      schema: {
        tags: ['chat'],
        summary: 'Mark one of my chat notifications read',
        params: idParams,
        response: { 200: chatNotificationSchema },
      },
    },
    (request) => readNotification(ctx, actorOf(request), request.params.id),
  );
}
