import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { MONEY } from '@hogarte/shared/limits';
import { formatCop, type QuoteTotals } from '@hogarte/shared/money';

function Row({ label, amount, strong }: { label: string; amount: number; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Box component="output" aria-label={label} sx={{ fontWeight: strong ? 700 : 500 }}>
        {formatCop(amount)}
      </Box>
    </Box>
  );
}

/** A quote's totals as its PDF shows them (`quoteTotals`, part 1 §9). */
export function QuoteTotalsPanel({ totals }: { totals: QuoteTotals }) {
  return (
    <Box>
      <Row label="Productos" amount={totals.products} />
      <Row label="Envío" amount={totals.shipping} />
      <Row label="Instalación" amount={totals.installation} />
      <Divider sx={{ my: 0.5 }} />
      <Row label="Subtotal" amount={totals.subtotal} />
      <Row label={`IVA (${MONEY.ivaPercent}%)`} amount={totals.iva} />
      <Row label="Total" amount={totals.total} strong />
    </Box>
  );
}
