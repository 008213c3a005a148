/**
 * Contract of the video call's room (spec part 1 §3 Video room, §7; integrations.md "Video
 * calls"): the spec's `{apiKey, sessionId, token}` for a 1:1 WebRTC call signalled over the app's
 * Socket.IO connection, plus the ICE servers the browsers connect through.
 */
import { z } from 'zod';

/** An `RTCIceServer`: a STUN or TURN address (or several), with a TURN server's credentials. */
export const iceServerSchema = z.strictObject({
  urls: z.union([
    z.string().regex(/^(stun|turns?):\S+$/, 'must start with stun:, turn: or turns:'),
    z
      .array(z.string().regex(/^(stun|turns?):\S+$/, 'must start with stun:, turn: or turns:'))
      .min(1),
  ]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

/** `GET /v1/videoapi/room/{hashid}`. */
export const videoRoomSchema = z.object({
  /** The Socket.IO namespace the signalling runs in: the app's own connection. */
  apiKey: z.string(),
  /** The call's room: the uuid of the consultancy's chat room. */
  sessionId: z.string(),
  /** Lets this user join this call's room for a short while (`video_join`). */
  token: z.string(),
  iceServers: z.array(iceServerSchema),
});
export type VideoRoom = z.infer<typeof videoRoomSchema>;
