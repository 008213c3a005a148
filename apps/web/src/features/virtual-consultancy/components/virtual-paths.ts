/**
 * Where a virtual consultancy's screens live for each side (part 2 §2.3, part 1 §2): the room
 * under each role's area, the checkout and the list under the client's.
 */
export type VirtualSide = 'cliente' | 'disenador' | 'admin';

export function virtualRoomPath(side: VirtualSide, hashid: string): string {
  return `/${side}/compra/asesoria-virtual/${encodeURIComponent(hashid)}`;
}

export function virtualCheckoutPath(hashid: string): string {
  return `/cliente/compra/asesoria-virtual/checkout/${encodeURIComponent(hashid)}`;
}

/** Where Wompi's result modal leads, as the spec writes it (part 2 §2.3). */
export const CLIENT_VIRTUAL_LIST_PATH = '/cliente/asesorias/';
