/**
 * An adviser's online status as every screen shows it: its Spanish name ('Activo', 'Ocupado',
 * 'Desconectado') and its colour. Any value other than online or away counts as offline (spec
 * part 1 §4).
 */
import { SALESPERSON_STATUS } from '@hogarte/shared/lookups';
import type { OnlineStatus } from './session';

export const ONLINE_STATUS_COLOR: Record<OnlineStatus, string> = {
  online: '#2e7d4f',
  away: '#b7791f',
  offline: '#9e9e9e',
};

export function normaliseStatus(status: string | null | undefined): OnlineStatus {
  return status === 'online' || status === 'away' ? status : 'offline';
}

export function onlineStatusLabel(status: OnlineStatus): string {
  return SALESPERSON_STATUS[status];
}
