import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatCop } from '@hogarte/shared/money';

/** The designer a consultancy's checkout pays: the avatar (or initial) beside the name. */
export function CheckoutDesigner({
  designer,
  name,
}: {
  designer: { avatar: string | null; first_name: string };
  name: string;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', my: 2 }}>
      <Avatar src={designer.avatar ?? undefined} alt="">
        {designer.first_name.charAt(0)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          Diseñador
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
      </Box>
    </Box>
  );
}

/** A checkout's 'Total' line, the amount named 'Total a pagar' for assistive technology. */
export function CheckoutTotal({ amount }: { amount: number }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
      <Typography sx={{ fontWeight: 600 }}>Total</Typography>
      <Typography variant="h6" component="p" aria-label="Total a pagar" sx={{ fontWeight: 700 }}>
        {formatCop(amount)}
      </Typography>
    </Box>
  );
}

/** A checkout's full-width button under its total. */
export function CheckoutButton({
  disabled,
  onClick,
  children,
}: {
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="contained"
      size="large"
      fullWidth
      sx={{ mt: 2 }}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
