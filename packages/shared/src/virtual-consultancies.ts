/**
 * A virtual consultancy's states as its screens name them (spec part 2 §4). Free of zod, so the
 * lists and the room load none; the contracts (`contracts/virtual-consultancies.ts`) build on these.
 */

/**
 * Where a consultancy stands (part 2 §4): unpaid, paid and waiting for the designer (En espera),
 * approved with its chat (Activo), finished (Terminada).
 */
export const VIRTUAL_STATUSES = ['unpaid', 'waiting', 'active', 'finished'] as const;
export type VirtualStatus = (typeof VIRTUAL_STATUSES)[number];

export const VIRTUAL_STATUS_LABELS: Record<VirtualStatus, string> = {
  unpaid: 'Pendiente de pago',
  waiting: 'En espera',
  active: 'Activo',
  finished: 'Terminada',
};
