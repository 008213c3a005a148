/** How the PQRS screens show a request's state and whether its legal term has passed. */
import Chip from '@mui/material/Chip';
import { bogotaDay } from '@hogarte/shared/calendar';
import type { PqrsRow } from '@hogarte/shared/contracts/pqrs';
import { PQRS_STATE_LABEL, type PqrsState } from '@hogarte/shared/schemas/pqrs';

const STATE_COLOR: Record<PqrsState, 'info' | 'warning' | 'success'> = {
  radicada: 'info',
  en_tramite: 'warning',
  respondida: 'success',
};

export function PqrsStateChip({ state }: { state: PqrsState }) {
  return (
    <Chip
      size="small"
      label={PQRS_STATE_LABEL[state]}
      color={STATE_COLOR[state]}
      variant={state === 'respondida' ? 'filled' : 'outlined'}
    />
  );
}

/** Still unanswered after its last day, on Bogotá's calendar. */
export function isOverdue(row: Pick<PqrsRow, 'state' | 'due_on'>, now = new Date()): boolean {
  return row.state !== 'respondida' && bogotaDay(now) > row.due_on;
}
