/**
 * Where a sales consultancy's chat and lists live for each side (spec part 2 §2.8): the adviser's
 * under /vendedor, the client's under /cliente, also inside a store (/{companyName}/cliente).
 */
import { ROLE, type RoleId } from '@hogarte/shared/roles';

function areaOf(roleId: RoleId, companyName: string | undefined): string {
  if (roleId === ROLE.salesperson) return '/vendedor';
  return companyName ? `/${companyName}/cliente` : '/cliente';
}

export function consultancyChatPath(hashid: string, roleId: RoleId, companyName?: string): string {
  return `${areaOf(roleId, companyName)}/asesoria/${encodeURIComponent(hashid)}/chat`;
}

export function consultancyListPath(
  finished: boolean,
  roleId: RoleId,
  companyName?: string,
): string {
  const list = finished ? 'asesorias-completadas' : 'asesorias-activas';
  return `${areaOf(roleId, companyName)}/${list}/lista`;
}
