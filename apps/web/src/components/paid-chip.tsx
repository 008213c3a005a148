import Chip from '@mui/material/Chip';

/** Whether the admin has paid the supplier its share of an order (part 2 §4 Order payment). */
export function PaidChip({ isPaid }: { isPaid: boolean }) {
  return (
    <Chip
      size="small"
      label={isPaid ? 'pagado' : 'pendiente'}
      color={isPaid ? 'success' : 'warning'}
      variant={isPaid ? 'filled' : 'outlined'}
    />
  );
}
