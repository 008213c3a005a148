import { ROLE, type RoleId } from './roles.js';

/**
 * Where each role lands after logging in through the form (spec part 1 §2 Access, part 2 §2.9).
 * Clients and designers go to the success callback when one is given; the spec names no
 * destination for a client without one, so clients land on the home page (decision 004).
 */
export const LANDING_BY_ROLE: Record<RoleId, string> = {
  [ROLE.client]: '/',
  [ROLE.designer]: '/productos',
  [ROLE.supplier]: '/proveedor/ventas',
  [ROLE.lsh]: '/lsh/dashboard',
  [ROLE.admin]: '/admin/dashboard',
  [ROLE.salesperson]: '/vendedor/dashboard',
};

/** The dashboard link the public header shows for each role. */
export const DASHBOARD_BY_ROLE: Record<RoleId, string> = {
  [ROLE.client]: '/cliente/dashboard',
  [ROLE.designer]: '/disenador/dashboard',
  [ROLE.supplier]: '/proveedor/ventas',
  [ROLE.lsh]: '/lsh/dashboard',
  [ROLE.admin]: '/admin/dashboard',
  [ROLE.salesperson]: '/vendedor/asesorias-activas/lista',
};

export function landingAfterLogin(roleId: RoleId, successCallbackPath?: string): string {
  if (successCallbackPath && (roleId === ROLE.client || roleId === ROLE.designer)) {
    return successCallbackPath;
  }
  return LANDING_BY_ROLE[roleId];
}
