import Chip, { type ChipProps } from '@mui/material/Chip';
import {
  SUBORDER_STATUS_EMPTY_LABEL,
  SUBORDER_STATUS_LABEL,
  type SuborderStatus,
} from '@hogarte/shared/orders';

/** How a suborder's status reads (part 2 §4); an empty or unknown one reads 'Por entregar'. */
export function suborderStatusLabel(status: SuborderStatus | null | undefined): string {
  return (status && SUBORDER_STATUS_LABEL[status]) || SUBORDER_STATUS_EMPTY_LABEL;
}

const COLOR: Record<SuborderStatus, ChipProps['color']> = {
  Created: 'warning',
  Preparation: 'warning',
  Shipped: 'info',
  Delivered: 'success',
  Canceled: 'error',
};

export function SuborderStatusChip({ status }: { status: SuborderStatus | null | undefined }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      label={suborderStatusLabel(status)}
      color={(status && COLOR[status]) || 'default'}
    />
  );
}
