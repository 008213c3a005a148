import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { OrderTotals } from '@hogarte/shared/money';
import { formatCop } from '../../../lib/format';

interface OrderSummaryProps {
  totals: OrderTotals;
  /** Units in the cart. */
  units: number;
  /** Shipping not known yet (no address or carrier chosen): shown as pending, not as $ 0. */
  shippingPending: boolean;
  /** Designers see their discount line. */
  showDiscount: boolean;
  /** The pay or log-in button, and what is still missing. */
  children?: ReactNode;
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.5,
        fontWeight: strong ? 700 : 400,
        fontSize: strong ? '1.2rem' : '1rem',
        // The total's rule above it is drawn by its row: a list of terms holds only its rows.
        ...(strong ? { borderTop: 1, borderColor: 'divider', mt: 1, pt: 1.5 } : {}),
      }}
    >
      <dt>{label}</dt>
      <Box component="dd" sx={{ m: 0, fontVariantNumeric: 'tabular-nums', textAlign: 'right' }}>
        {value}
      </Box>
    </Box>
  );
}

/** The order's totals in COP: subtotal, shipping, the designer's discount and the total. */
export function OrderSummary({
  totals,
  units,
  shippingPending,
  showDiscount,
  children,
}: OrderSummaryProps) {
  return (
    <Paper
      component="section"
      aria-labelledby="order-summary-title"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }}
    >
      <Typography id="order-summary-title" variant="h6" component="h2">
        Resumen de tu compra
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {units === 1 ? '1 unidad' : `${units} unidades`}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        <Row label="Subtotal (IVA incluido)" value={formatCop(totals.subtotal)} />
        <Row label="Envío" value={shippingPending ? 'Por calcular' : formatCop(totals.shipping)} />
        {showDiscount ? (
          <Row label="Descuento de diseñador" value={`− ${formatCop(totals.discount)}`} />
        ) : null}
        <Row label="Total" value={formatCop(totals.total)} strong />
      </Box>
      {children ? <Box sx={{ mt: 2.5, display: 'grid', gap: 1.5 }}>{children}</Box> : null}
    </Paper>
  );
}
