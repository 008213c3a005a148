import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { videoRoomSchema } from '@hogarte/shared/contracts/video-calls';
import { ROLE } from '@hogarte/shared/roles';
import { hashidParams } from '@hogarte/shared/schemas/sales-consultancies';
import { videoRoomQuerySchema } from '@hogarte/shared/schemas/video-calls';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../http/auth.js';
import { videoRoom } from './video-calls.service.js';

/**
 * The video call's room (spec part 1 §7). Clients and advisers call in sales consultancies,
 * clients and designers in virtual ones.
 */
export function videoCallsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/v1/videoapi/room/:hashid',
    {
      onRequest: app.requireRole(ROLE.client, ROLE.salesperson, ROLE.designer),
      schema: {
        tags: ['video-calls'],
        summary:
          "A consultancy's call (mine only): its room, a credential to join it within 2 minutes (`video_join` on the socket) and the ICE servers; 409 once the consultancy is finished",
        params: hashidParams,
        querystring: videoRoomQuerySchema,
        response: { 200: videoRoomSchema },
      },
    },
    (request) =>
      videoRoom(ctx, actorOf(request), request.params.hashid, request.query.consultancyType),
  );
}
