import Chip from '@mui/material/Chip';
import { VIRTUAL_STATUS_LABELS, type VirtualStatus } from '@hogarte/shared/virtual-consultancies';

const COLORS: Record<VirtualStatus, 'warning' | 'info' | 'success' | 'default'> = {
  unpaid: 'warning',
  waiting: 'info',
  active: 'success',
  finished: 'default',
};

/** Where a virtual consultancy stands (part 2 §4): Pendiente de pago, En espera, Activo, Terminada. */
export function VirtualStatusChip({ status }: { status: VirtualStatus }) {
  return (
    <Chip
      size="small"
      label={VIRTUAL_STATUS_LABELS[status]}
      color={COLORS[status]}
      variant={status === 'unpaid' ? 'outlined' : 'filled'}
    />
  );
}
