import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SupplierProductRow } from '../api/get-supplier-products';
import { ProductThumbnail } from './product-thumbnail';

/** A product table's first cell: its cover, its name, and a line or two about it. */
export function ProductCell({ row, details }: { row: SupplierProductRow; details: string[] }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 200 }}>
      <ProductThumbnail src={row.image} size={44} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {row.name}
        </Typography>
        {details.filter(Boolean).map((line) => (
          <Typography key={line} variant="caption" color="text.secondary" component="p">
            {line}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
