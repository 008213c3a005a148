import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { QuoteProductView } from '@hogarte/shared/contracts/remodelings';
import { useComplementaries } from '../../../lib/complementaries';
import { useQuoteProductsByIds } from '../api/get-quote-products';
import { formatArea } from '../../../lib/format';

interface BrandComplementsProps {
  brand: { id: number; name: string };
  /** The products already in the quote. */
  chosen: ReadonlySet<number>;
  onToggle: (product: QuoteProductView, on: boolean) => void;
}

/**
 * 'Agregar complementarios' for one covering brand of the quote (part 1 §9): the grout and
 * adhesive laid with it (`GET /v1/brands/{id}/complementaries`), read again with their quote
 * fields (yield, price without IVA, availability). Switched on, a complement joins the quote with
 * its units following the brand's area. A brand without complements shows nothing.
 */
export function BrandComplements({ brand, chosen, onToggle }: BrandComplementsProps) {
  const cards = useComplementaries(brand.id);
  const products = useQuoteProductsByIds(cards.data?.map((card) => card.id) ?? []);
  const complements = products.data ?? [];
  if (complements.length === 0) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={`Complementarios de ${brand.name}`}
      sx={{ p: 2 }}
    >
      <Typography variant="subtitle1" component="h3">
        Agregar complementarios · {brand.name}
      </Typography>
      {complements.map((product) => (
        <FormControlLabel
          key={product.id}
          sx={{ display: 'flex' }}
          control={
            <Switch
              checked={chosen.has(product.id)}
              onChange={(event) => onToggle(product, event.target.checked)}
            />
          }
          label={
            product.yield_m2
              ? `${product.name} (rinde ${formatArea(product.yield_m2)} por unidad)`
              : product.name
          }
        />
      ))}
    </Paper>
  );
}
