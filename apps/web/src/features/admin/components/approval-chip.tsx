import Chip from '@mui/material/Chip';

const STATES = {
  pending: { label: 'Pendiente', color: 'warning' },
  approved: { label: 'Aprobado', color: 'success' },
  rejected: { label: 'Rechazado', color: 'error' },
} as const;

/** A request's state: pending (null), approved (true) or rejected (false), spec part 2 §3. */
export function ApprovalChip({ isApproved }: { isApproved: boolean | null }) {
  const state =
    isApproved === null ? STATES.pending : isApproved ? STATES.approved : STATES.rejected;
  return <Chip size="small" variant="outlined" label={state.label} color={state.color} />;
}
