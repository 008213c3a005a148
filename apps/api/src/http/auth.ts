/**
 * Who is calling: verifies the bearer token, checks it against the user's current token version
 * (a password change revokes older tokens), and offers `requireRole(...)` for each route.
 *
 * These guards run as `onRequest` hooks, before the body is parsed or validated: an anonymous
 * caller learns nothing about a protected route's schema (401, never 400 with field details) and
 * costs no body parsing. Placing one in a later phase is refused when the route is registered.
 */
import type {
  FastifyInstance,
  FastifyRequest,
  onRequestAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { ROLE, type RoleId } from '@hogarte/shared/roles';
import { MESSAGES } from '@hogarte/shared/messages';
import { AppError, forbidden, unauthorized } from './errors.js';
import { verifySessionToken } from './tokens.js';

export interface Actor {
  id: number;
  uuid: string;
  roleId: RoleId;
  /** Designers and suppliers: null pending, true approved, false rejected. */
  isApproved: boolean | null;
}

export interface SessionRecord {
  id: number;
  roleId: number;
  tokenVersion: number;
  isApproved: boolean | null;
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
    authenticate: onRequestAsyncHookHandler;
    /**
     * Public routes that say more to a signed-in user (favourites, a supplier's own preview): sets
     * `request.actor` when a valid token comes, and lets everyone else through as a visitor.
     */
    identify: onRequestAsyncHookHandler;
    /** A signed-in user with one of these roles; others get 403. */
    requireRole: (...roles: RoleId[]) => onRequestAsyncHookHandler;
    /**
     * Like `requireRole`, and a designer or supplier must be approved: a pending or rejected one
     * gets 403 APPROVAL_REQUIRED (other roles have no approval).
     */
    requireApproved: (...roles: RoleId[]) => onRequestAsyncHookHandler;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * The user a session token names, or null when it is invalid, expired or revoked (an older token
 * version) or the role changed. REST guards and the realtime handshake both ask this.
 */
export async function actorOfToken(options: AuthOptions, token: string): Promise<Actor | null> {
  const claims = await verifySessionToken(options.key, token);
  if (!claims) return null;
  const session = await options.loadSession(claims.uuid);
  if (!session || session.tokenVersion !== claims.tv) return null;
  if (session.roleId !== claims.role_id) return null;
  return {
    id: session.id,
    uuid: claims.uuid,
    roleId: claims.role_id,
    isApproved: session.isApproved,
  };
}

function authPlugin(
  app: FastifyInstance,
  options: AuthOptions,
  done: (error?: Error) => void,
): void {
  app.decorateRequest('actor', null);
  const guards = new WeakMap<object, TokenUse>();
  const guard = <T extends object>(hook: T, use: TokenUse = 'required'): T => {
    guards.set(hook, use);
    return hook;
  };
  app.addHook('onRoute', (route) => {
    refuseLateGuards(route, guards);
    documentTokenUse(route, guards);
  });

  async function resolveActor(request: FastifyRequest): Promise<Actor | null> {
    const token = bearerToken(request);
    return token ? actorOfToken(options, token) : null;
  }

  const authenticate: onRequestAsyncHookHandler = guard(async (request) => {
    request.actor = await resolveActor(request);
    if (!request.actor) throw unauthorized();
  });

  app.decorate('authenticate', authenticate);
  app.decorate(
    'identify',
    guard(async (request: FastifyRequest) => {
      request.actor = await resolveActor(request);
    }, 'optional'),
  );
  const requireRole = (...roles: RoleId[]): onRequestAsyncHookHandler =>
    guard(async function roleCheck(request, reply) {
      await authenticate.call(this, request, reply);
      if (!request.actor || !roles.includes(request.actor.roleId)) throw forbidden();
    });
  app.decorate('requireRole', requireRole);
  app.decorate('requireApproved', (...roles: RoleId[]): onRequestAsyncHookHandler => {
    const roleCheck = requireRole(...roles);
    return guard(async function approvalCheck(request, reply) {
      await roleCheck.call(this, request, reply);
      // Only designers and suppliers apply and wait for approval; other roles pass.
      const reviewed =
        request.actor?.roleId === ROLE.designer || request.actor?.roleId === ROLE.supplier;
      if (reviewed && request.actor?.isApproved !== true) {
        throw new AppError(403, 'APPROVAL_REQUIRED', MESSAGES.approvalRequired);
      }
    });
  });
  done();
}

/** Whether a guard demands a session or only reads one when it comes. */
type TokenUse = 'required' | 'optional';

const LATE_PHASES = ['preParsing', 'preValidation', 'preHandler'] as const;

function hooksOf(route: RouteOptions, phase: 'onRequest' | (typeof LATE_PHASES)[number]) {
  const hooks: unknown = route[phase];
  return (Array.isArray(hooks) ? hooks : [hooks]).filter(
    (hook): hook is object => typeof hook === 'function',
  );
}

/** A guard after parsing would let validation answer an anonymous caller first: refuse it. */
function refuseLateGuards(route: RouteOptions, guards: WeakMap<object, TokenUse>): void {
  for (const phase of LATE_PHASES) {
    if (hooksOf(route, phase).some((hook) => guards.has(hook))) {
      throw new Error(
        `${[route.method].flat().join(',')} ${route.url}: put the auth guard in onRequest, not ${phase}`,
      );
    }
  }
}

/**
 * OpenAPI states what each route asks of the caller, from its guards rather than by hand: a
 * session, an optional session, or nothing. The hostile-input sweep reads it back.
 */
function documentTokenUse(route: RouteOptions, guards: WeakMap<object, TokenUse>): void {
  const uses = hooksOf(route, 'onRequest').map((hook) => guards.get(hook));
  const security: Record<string, string[]>[] = uses.includes('required')
    ? [{ bearerAuth: [] }]
    : uses.includes('optional')
      ? [{}, { bearerAuth: [] }]
      : [];
  route.schema = { ...route.schema, security };
}

export const auth = fp(authPlugin, { name: 'auth' });

/** The acting user of a route guarded by `authenticate` or `requireRole`. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}
