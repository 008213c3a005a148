/**
 * The video call's signalling (integrations.md "Video calls"): two browsers exchange WebRTC
 * offers, answers and ICE candidates, and the call's chat lines, through the app's Socket.IO
 * server; the media itself flows between them. A socket enters a call only with the room's
 * short-lived credential (`GET /v1/videoapi/room/{hashid}`) issued to its own user, and only
 * while the call has room for it; until then it can neither signal nor chat. Whatever a browser
 * sends is checked before it is relayed, and a bad message is dropped, never thrown.
 */
import type { Socket } from 'socket.io';
import {
  videoRoom,
  type ClientToServerEvents,
  type JoinAnswer,
  type ServerToClientEvents,
  type VideoJoinAnswer,
} from '@hogarte/shared/events';
import { LIMITS } from '@hogarte/shared/limits';
import { MESSAGES } from '@hogarte/shared/messages';
import { videoChatTextSchema, videoSignalSchema } from '@hogarte/shared/schemas/video-calls';
import type { Actor } from '../http/auth.js';
import { verifyVideoToken } from '../http/tokens.js';
import { replier } from './reply.js';

type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  { actor: Actor }
>;

export interface VideoSignallingOptions {
  /** The key the room's credentials are signed with (the session tokens' key). */
  key: Uint8Array;
  now: () => Date;
  onError: (error: unknown) => void;
}

export function attachVideoSignalling(socket: RealtimeSocket, options: VideoSignallingOptions) {
  const { actor } = socket.data;
  /** The call this socket is in, by its socket room; one at a time. */
  let call: string | null = null;
  /**
   * Bumped by every join and every leave: a join still waiting (for the credential check or
   * for the other processes) when the socket left, disconnected or joined again gives up, so a
   * socket that is gone never takes a seat nor shows up as the other side's peer.
   */
  let attempt = 0;

  const exitCall = () => {
    if (!call) return;
    socket.to(call).emit('video_peer_left', { id: socket.id });
    void socket.leave(call);
    call = null;
  };
  const leave = () => {
    attempt += 1;
    exitCall();
  };

  const join = async (token: unknown): Promise<VideoJoinAnswer> => {
    attempt += 1;
    const mine = attempt;
    const overtaken = () => mine !== attempt || !socket.connected;
    const claims =
      typeof token === 'string' ? await verifyVideoToken(options.key, token, options.now()) : null;
    if (!claims || claims.user !== actor.uuid) {
      return { ok: false, message: MESSAGES.videoCallExpired };
    }
    const room = videoRoom(claims.room);
    // Every process's sockets: with Redis, the other party may be connected elsewhere.
    const present = (await socket.in(room).fetchSockets()).filter(
      (other) => other.id !== socket.id,
    );
    if (overtaken()) return { ok: false, message: MESSAGES.videoCallNotJoined };
    if (present.length >= LIMITS.videoCallMaxParticipants) {
      return { ok: false, message: MESSAGES.videoCallFull };
    }
    if (call !== room) exitCall();
    await socket.join(room);
    call = room;
    socket.to(room).emit('video_peer_joined', { id: socket.id, user: actor.uuid });
    return {
      ok: true,
      peers: present.map((other) => ({ id: other.id, user: other.data.actor.uuid })),
    };
  };

  socket.on('video_join', (token, answer) => {
    const reply = replier<VideoJoinAnswer>(answer);
    join(token)
      .then(reply)
      .catch((error: unknown) => {
        options.onError(error);
        reply({ ok: false, message: MESSAGES.unexpected });
      });
  });

  socket.on('video_signal', (signal) => {
    const parsed = videoSignalSchema.safeParse(signal);
    if (!call || !parsed.success) return;
    socket.to(call).emit('video_signal', { ...parsed.data, from: socket.id });
  });

  socket.on('video_chat', (text, answer) => {
    const reply = replier<JoinAnswer>(answer);
    if (!call) return reply({ ok: false, message: MESSAGES.videoCallNotJoined });
    const parsed = videoChatTextSchema.safeParse(text);
    if (!parsed.success) {
      return reply({
        ok: false,
        message: parsed.error.issues[0]?.message ?? MESSAGES.invalidRequest,
      });
    }
    socket.to(call).emit('video_chat', {
      from: actor.uuid,
      text: parsed.data,
      date: options.now().toISOString(),
    });
    return reply({ ok: true });
  });

  socket.on('video_leave', leave);
  // A closed tab or a lost connection hangs up too: the other side stops waiting for media.
  socket.on('disconnecting', leave);
}
