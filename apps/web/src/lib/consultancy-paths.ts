/**
 * Where a consultancy's conversation and lists live for each side. A sales consultancy's chat
 * (spec part 2 §2.8): the adviser's under /vendedor, the client's under /cliente, also inside a
 * store (/{companyName}/cliente). A virtual consultancy's room (part 2 §2.3): one page per side,
 * under /cliente, /disenador or /admin.
 */
import type { ConsultancyType } from '@hogarte/shared/chat';
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

/** A virtual consultancy's room; it has no store variant. */
export function virtualRoomPath(hashid: string, roleId: RoleId): string {
  const area =
    roleId === ROLE.designer ? '/disenador' : roleId === ROLE.admin ? '/admin' : '/cliente';
  return `${area}/compra/asesoria-virtual/${encodeURIComponent(hashid)}`;
}

/** The list a virtual consultancy's room goes back to; the client's as the spec writes it. */
export function virtualListPath(roleId: RoleId): string {
  if (roleId === ROLE.designer) return '/disenador/mis-asesorias-virtuales';
  if (roleId === ROLE.admin) return '/admin/asesorías-virtuales';
  return '/cliente/asesorias/';
}

/** Where the client pays a virtual consultancy before Wompi. */
export function virtualCheckoutPath(hashid: string): string {
  return `/cliente/compra/asesoria-virtual/checkout/${encodeURIComponent(hashid)}`;
}

/**
 * Where a consultancy's conversation is for this user, whichever kind it is: the video call's way
 * back after hanging up, and a chat notification's destination.
 */
export function consultancyRoomPath(
  type: ConsultancyType,
  hashid: string,
  roleId: RoleId,
  companyName?: string,
): string {
  return type === 'virtual-consultancy'
    ? virtualRoomPath(hashid, roleId)
    : consultancyChatPath(hashid, roleId, companyName);
}
