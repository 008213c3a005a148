/**
 * Who is calling: verifies the bearer token, checks it against the user's current token version
 * (a password change revokes older tokens), and offers `requireRole(...)` for each route.
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { RoleId } from '@hogarte/shared/roles';
import { forbidden, unauthorized } from './errors.js';
import { verifySessionToken } from './tokens.js';

export interface Actor {
  id: number;
  uuid: string;
  roleId: RoleId;
}

export interface SessionRecord {
  id: number;
  roleId: number;
  tokenVersion: number;
  isActive: boolean;
}

export interface AuthOptions {
  key: Uint8Array;
  loadSession: (uuid: string) => Promise<SessionRecord | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** Any signed-in user. */
    authenticate: preHandlerAsyncHookHandler;
    /** A signed-in user with one of these roles; others get 403. */
    requireRole: (...roles: RoleId[]) => preHandlerAsyncHookHandler;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

async function authPlugin(app: FastifyInstance, options: AuthOptions): Promise<void> {
  app.decorateRequest('actor', null);

  async function resolveActor(request: FastifyRequest): Promise<Actor | null> {
    const token = bearerToken(request);
    if (!token) return null;
    const claims = await verifySessionToken(options.key, token);
    if (!claims) return null;
    const session = await options.loadSession(claims.uuid);
    if (!session || !session.isActive || session.tokenVersion !== claims.tv) return null;
    if (session.roleId !== claims.role_id) return null;
    return { id: session.id, uuid: claims.uuid, roleId: claims.role_id };
  }

  const authenticate: preHandlerAsyncHookHandler = async (request) => {
    request.actor = await resolveActor(request);
    if (!request.actor) throw unauthorized();
  };

  app.decorate('authenticate', authenticate);
  app.decorate('requireRole', (...roles: RoleId[]): preHandlerAsyncHookHandler => {
    return async function requireRole(request, reply) {
      await authenticate.call(this, request, reply);
      if (!request.actor || !roles.includes(request.actor.roleId)) throw forbidden();
    };
  });
}

export const auth = fp(authPlugin, { name: 'auth' });

/** The acting user of a route guarded by `authenticate` or `requireRole`. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}
