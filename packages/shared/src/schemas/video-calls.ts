/**
 * What the video call accepts (spec part 1 §2 Video call, §7): the room's query, and the
 * signalling messages a browser sends over the socket, checked before they are relayed.
 */
import { z } from 'zod';
import { CONSULTANCY_TYPES } from '../chat.js';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';

/** `GET /v1/videoapi/room/{hashid}?consultancyType=`: a sales consultancy unless told. */
export const videoRoomQuerySchema = z.object({
  consultancyType: z
    .enum(CONSULTANCY_TYPES, { error: MESSAGES.notFound })
    .default('sales-consultancy'),
});

/** `RTCSessionDescriptionInit` as a peer connection hands it over. */
const descriptionSchema = z.strictObject({
  type: z.enum(['offer', 'answer', 'pranswer', 'rollback']),
  sdp: z.string().max(LIMITS.videoSignalMaxLength).optional(),
});

/** `RTCIceCandidateInit`, as `RTCIceCandidate.toJSON()` gives it. */
const candidateSchema = z.strictObject({
  candidate: z.string().max(LIMITS.videoSignalMaxLength).optional(),
  sdpMid: z.string().max(100).nullable().optional(),
  sdpMLineIndex: z.number().int().min(0).max(1000).nullable().optional(),
  usernameFragment: z.string().max(256).nullable().optional(),
});

/** `video_signal`: an offer or answer, or an ICE candidate, for the other side of the call. */
export const videoSignalSchema = z.union([
  z.strictObject({ description: descriptionSchema }),
  z.strictObject({ candidate: candidateSchema }),
]);
export type VideoSignal = z.infer<typeof videoSignalSchema>;

/** `video_chat`: a line of the call's own chat (not stored: it lives as long as the call). */
export const videoChatTextSchema = z
  .string()
  .trim()
  .min(1, MESSAGES.chatMessageRequired)
  .max(LIMITS.chatMessageMaxLength, MESSAGES.chatMessageMax);
