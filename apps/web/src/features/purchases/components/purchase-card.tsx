import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PurchaseSummary } from '@hogarte/shared/contracts/orders';
import { formatCop, formatDate } from '../../../lib/format';
import { PurchaseLine } from './purchase-line';

interface PurchaseCardProps {
  purchase: PurchaseSummary;
  returnTo: string;
}

/** A purchase in 'Mis compras': number, date, sellers, total and each product line. */
export function PurchaseCard({ purchase, returnTo }: PurchaseCardProps) {
  const headingId = `purchase-${purchase.id}`;
  const sellers = purchase.suppliers.map((supplier) => supplier.supplier_name).join(', ');
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 2.5 } }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: 1.5,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} variant="h6" component="h2">
            Compra {purchase.orderNumber}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDate(purchase.purchaseDate)}
            {sellers ? ` · Vendido por ${sellers}` : ''}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 700 }}>{formatCop(purchase.total)}</Typography>
          <Button
            component={RouterLink}
            to={`/mis-compras/detalle/${purchase.id}`}
            variant="text"
            size="small"
            aria-label={`Ver detalle de la compra ${purchase.orderNumber}`}
          >
            Ver detalle
          </Button>
        </Box>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, mt: 1 }}>
        {purchase.suborders.map((suborder) => (
          <PurchaseLine key={suborder.id} suborder={suborder} returnTo={returnTo} />
        ))}
      </Box>
    </Paper>
  );
}
