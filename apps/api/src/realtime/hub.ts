/**
 * What services know of realtime: emit a typed event to a user's sockets or a conversation's
 * room, and ask who is in a conversation's room. The Socket.IO server binds itself here when the
 * app is built (`socket-server.ts`); before that, and in a module tested without sockets, an event
 * simply reaches nobody. Whatever must survive is stored before it is emitted: an event only
 * tells the other side to look.
 */
import type { Server } from 'socket.io';
import {
  chatRoom,
  userRoom,
  videoRoom,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@hogarte/shared/events';
import type { Actor } from '../http/auth.js';

/** A user's sockets, a conversation's room, or the video call of a conversation's room. */
export type RealtimeTarget = { user: string } | { chat: string } | { call: string };

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  { actor: Actor }
>;

export interface RealtimeHub {
  emit<E extends keyof ServerToClientEvents>(
    target: RealtimeTarget,
    event: E,
    ...payload: Parameters<ServerToClientEvents[E]>
  ): void;
  /**
   * The uuids of the users with a socket in a conversation's room, in every process (the Redis
   * adapter asks the others): who is looking at that chat now. Nobody before a server is bound.
   */
  usersIn(roomUuid: string): Promise<Set<string>>;
  /** Called once by the Socket.IO server of this process. */
  bind(server: RealtimeServer): void;
}

export function createRealtimeHub(): RealtimeHub {
  let server: RealtimeServer | null = null;
  return {
    emit(target, event, ...payload) {
      if (!server) return;
      const room =
        'user' in target
          ? userRoom(target.user)
          : 'chat' in target
            ? chatRoom(target.chat)
            : videoRoom(target.call);
      // Socket.IO's typed emit cannot follow a generic event name through its overloads.
      (server.to(room).emit as (name: string, ...args: unknown[]) => boolean)(event, ...payload);
    },
    async usersIn(roomUuid) {
      if (!server) return new Set();
      const sockets = await server.in(chatRoom(roomUuid)).fetchSockets();
      return new Set(sockets.map((socket) => socket.data.actor.uuid));
    },
    bind(bound) {
      server = bound;
    },
  };
}
