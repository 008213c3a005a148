/**
 * Video calls (spec part 1 §2 Video call, §7; integrations.md "Video calls"): a consultancy's two
 * participants call each other over WebRTC, signalled through the app's Socket.IO connection
 * (realtime/video-signalling.ts). The call's room is the consultancy's chat room: whoever may
 * read the chat may call, nobody else learns the consultancy exists, and a finished one (its
 * room closed) has no call.
 */
import type { VideoRoom } from '@hogarte/shared/contracts/video-calls';
import { LIMITS } from '@hogarte/shared/limits';
import { MESSAGES } from '@hogarte/shared/messages';
import type { ConsultancyType } from '@hogarte/shared/chat';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../http/auth.js';
import { AppError, notFound } from '../../http/errors.js';
import { signVideoToken } from '../../http/tokens.js';
import { topicRoomOf } from '../chat/chat.service.js';

/** Signalling runs on the app's one Socket.IO connection, in its default namespace. */
const SIGNALLING_NAMESPACE = '/';

/** `GET /v1/videoapi/room/{hashid}`: a fresh credential for this user and this call. */
export async function videoRoom(
  ctx: AppContext,
  actor: Actor,
  hashid: string,
  consultancyType: ConsultancyType,
): Promise<VideoRoom> {
  const room = await topicRoomOf(ctx, actor, { type: consultancyType, hashid });
  if (!room) throw notFound();
  if (room.closedAt) throw new AppError(409, 'VIDEO_CALL_CLOSED', MESSAGES.videoCallClosed);
  return {
    apiKey: SIGNALLING_NAMESPACE,
    sessionId: room.uuid,
    token: await signVideoToken(
      ctx.tokenKey,
      { room: room.uuid, user: actor.uuid },
      ctx.now(),
      LIMITS.videoTokenLifetimeMs,
    ),
    iceServers: ctx.config.iceServers,
  };
}
