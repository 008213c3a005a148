/**
 * Who may open a route (spec part 1 §2 Access, part 2 §2.9), as a pure function the router calls
 * as it matches a location, before anything of the route renders. The server checks again; this
 * only spares a dead end.
 */
import { LANDING_BY_ROLE } from '@hogarte/shared/routes';
import type { RoleId } from '@hogarte/shared/roles';

interface AccessRule {
  roles: readonly RoleId[] | null;
  guestOnly?: boolean;
}

type RouteAccess = { kind: 'allow' } | { kind: 'redirect'; to: string };

const ALLOW: RouteAccess = { kind: 'allow' };

/**
 * `route` is null for a path no route matches: a visitor goes to the login, as the spec says;
 * someone signed in would only bounce from there to their home without knowing why, so they are
 * let through to the 'Página no encontrada' screen (decision 014).
 */
export function resolveRouteAccess(
  route: AccessRule | null,
  session: { roleId: RoleId } | null,
): RouteAccess {
  if (route === null) return session ? ALLOW : { kind: 'redirect', to: '/login' };
  if (route.guestOnly && session) return { kind: 'redirect', to: LANDING_BY_ROLE[session.roleId] };
  if (route.roles === null) return ALLOW;
  if (!session) return { kind: 'redirect', to: '/' };
  return route.roles.includes(session.roleId) ? ALLOW : { kind: 'redirect', to: '/' };
}
