/**
 * The Socket.IO server, on the same HTTP server and port as Fastify. A socket is admitted only
 * from this app's origin and with a valid session token (the REST check: signature, expiry, token
 * version, role), joins its user's room at once, and joins a conversation's room only when
 * `mayJoin` finds its user among the participants. With Redis, every process's events reach every
 * process's sockets through the Redis adapter.
 */
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { chatRoom, userRoom, type JoinAnswer } from '@hogarte/shared/events';
import { LIMITS } from '@hogarte/shared/limits';
import { MESSAGES } from '@hogarte/shared/messages';
import type { AppConfig } from '../config.js';
import { actorOfToken, type Actor, type AuthOptions } from '../http/auth.js';
import { isOwnOrigin } from '../http/browser-origin.js';
import type { RealtimeHub, RealtimeServer } from './hub.js';
import { replier } from './reply.js';
import { attachVideoSignalling } from './video-signalling.js';

export interface RealtimeOptions {
  auth: AuthOptions;
  config: Pick<AppConfig, 'publicUrl' | 'publicUrlConfigured' | 'redisPrefix'>;
  /** Whether this user takes part in the conversation whose room uuid is given. */
  mayJoin: (actor: Actor, roomUuid: string) => Promise<boolean>;
  /**
   * Whose presence is followed (advisers): when such a user's last socket, in any process,
   * closed and none reopened within `LIMITS.lastSocketGraceMs`, `onLastSocketClosed` is told.
   * Nobody else's disconnection costs a timer or a question to every process.
   */
  presence?: {
    follows: (actor: Actor) => boolean;
    onLastSocketClosed: (actor: Actor) => Promise<void>;
  };
  redis?: Redis | undefined;
  /** The clock the video calls' credentials are checked against. */
  now: () => Date;
}

/**
 * A token bucket per socket: each event takes one of `LIMITS.socketEventBurst`, refilled at
 * `LIMITS.socketEventsPerSecond`. A socket that empties it is disconnected before the event runs,
 * so one client cannot keep the process busy with room checks and relays.
 */
function disconnectFloods(socket: Socket): void {
  let tokens: number = LIMITS.socketEventBurst;
  let refilledAt = performance.now();
  socket.use((_event, next) => {
    const now = performance.now();
    const refill = ((now - refilledAt) / 1000) * LIMITS.socketEventsPerSecond;
    tokens = Math.min(LIMITS.socketEventBurst, tokens + refill);
    refilledAt = now;
    if (tokens < 1) {
      socket.disconnect(true);
      return;
    }
    tokens -= 1;
    next();
  });
}

export function attachRealtime(
  app: FastifyInstance,
  hub: RealtimeHub,
  options: RealtimeOptions,
): RealtimeServer {
  const subscribers = options.redis ? [options.redis.duplicate(), options.redis.duplicate()] : [];
  const [publisher, subscriber] = subscribers;
  const io: RealtimeServer = new Server(app.server, {
    serveClient: false,
    allowRequest(request, callback) {
      callback(null, isOwnOrigin(request.headers.origin, request.headers.host, options.config));
    },
    // Channels are not keys, so the client's keyPrefix does not reach them: the adapter's own key
    // carries the deployment's prefix.
    ...(publisher && subscriber
      ? {
          adapter: createAdapter(publisher, subscriber, {
            key: `${options.config.redisPrefix}socket.io`,
            // Who is in a room is asked of every process before a message is answered: a process
            // that does not answer soon is left out rather than holding the sender.
            requestsTimeout: LIMITS.realtimeRequestsTimeoutMs,
          }),
        }
      : {}),
  });

  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth.token;
    const admit = async () => {
      const actor = typeof token === 'string' ? await actorOfToken(options.auth, token) : null;
      if (!actor) return next(new Error(MESSAGES.unauthorized));
      socket.data.actor = actor;
      return next();
    };
    admit().catch((error: unknown) => next(error instanceof Error ? error : new Error('auth')));
  });

  io.on('connection', (socket) => {
    const { actor } = socket.data;
    disconnectFloods(socket);
    void socket.join(userRoom(actor.uuid));
    attachVideoSignalling(socket, {
      key: options.auth.key,
      now: options.now,
      onError: (error) => app.log.error({ err: error }, 'joining a video call failed'),
    });
    socket.on('join_chat', (roomUuid, answer) => {
      const reply = replier<JoinAnswer>(answer);
      if (typeof roomUuid !== 'string') return reply({ ok: false, message: MESSAGES.notFound });
      options
        .mayJoin(actor, roomUuid)
        .then(async (allowed) => {
          if (!allowed) return reply({ ok: false, message: MESSAGES.notFound });
          await socket.join(chatRoom(roomUuid));
          return reply({ ok: true });
        })
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'joining a chat room failed');
          reply({ ok: false, message: MESSAGES.notFound });
        });
    });
    socket.on('leave_chat', (roomUuid) => {
      if (typeof roomUuid === 'string') void socket.leave(chatRoom(roomUuid));
    });
    if (options.presence?.follows(actor)) {
      socket.on('disconnect', () => watchLastSocket(actor));
    }
  });

  // A restart closes every socket of this process, not the people's sessions: they reconnect.
  let closing = false;
  /**
   * After a grace that covers a page reload, asks every process (through the adapter) whether
   * the user still has a socket open; when none, tells `onLastSocketClosed`.
   */
  function watchLastSocket(actor: Actor) {
    const onLastSocketClosed = options.presence?.onLastSocketClosed;
    if (!onLastSocketClosed || closing) return;
    const timer = setTimeout(() => {
      if (closing) return;
      io.in(userRoom(actor.uuid))
        .fetchSockets()
        .then((open) => (open.length === 0 ? onLastSocketClosed(actor) : undefined))
        .catch((error: unknown) => app.log.error({ err: error }, 'closing a presence failed'));
    }, LIMITS.lastSocketGraceMs);
    timer.unref();
  }

  hub.bind(io);
  // Open sockets would keep the HTTP server from closing: end them before Fastify closes it.
  app.addHook('preClose', (done) => {
    closing = true;
    io.disconnectSockets(true);
    io.engine.close();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    for (const connection of subscribers) connection.disconnect();
    done();
  });
  return io;
}
