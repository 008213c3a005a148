import Alert from '@mui/material/Alert';
import type { QuotePurchase } from '../../../lib/quote-purchase';
import { quotingFor } from '../quote-paths';

/** Quotes start from a purchase: without one the catalogue can be browsed but not quoted. */
export const NO_PURCHASE_NOTE =
  'Las cotizaciones se crean desde una hoja de proceso: ábrela para cotizar con estos productos.';

/** Which purchase the designer is quoting for, or why nothing can be quoted yet. */
export function PurchaseBanner({ purchase }: { purchase: QuotePurchase | null }) {
  return purchase ? (
    <Alert severity="info" sx={{ mb: 2 }}>
      {quotingFor(purchase)}
    </Alert>
  ) : (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {NO_PURCHASE_NOTE}
    </Alert>
  );
}
