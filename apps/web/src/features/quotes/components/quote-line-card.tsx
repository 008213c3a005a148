import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { QuoteProductView } from '@hogarte/shared/contracts/remodelings';
import { formatCop } from '@hogarte/shared/money';
import { isComplementary, soldByArea, type QuoteLine } from '@hogarte/shared/quotes';
import { ProductCell } from '../../../components/catalogue-product-columns';
import { toQuoteProduct, type BuilderMode, type DraftLine } from '../quote-draft';
import { formatArea, formatNumber } from '../../../lib/format';
import { TextField } from '../../../components/text-field';

interface QuoteLineCardProps {
  product: QuoteProductView;
  draft: DraftLine;
  mode: BuilderMode;
  /** The shared rules' line; absent while the amount is missing or the complement has no brand. */
  line: QuoteLine | undefined;
  /** What stops the line (over availability, a broken legacy rule, the server's refusal). */
  error: string | null;
  /** A hint for a line still missing its amount ('Escribe los m² de …'). */
  hint: string | null;
  shippingError: string | null;
  onChange: (change: Partial<Pick<DraftLine, 'amount' | 'shipping'>>) => void;
  onRemove: () => void;
}

/** A computed value with its label; `<output>` is the element for a result of the inputs. */
function Figure({ label, value, name }: { label: string; value: string; name: string }) {
  return (
    <Box sx={{ minWidth: 96 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Box component="output" aria-label={`${label} de ${name}`} sx={{ fontWeight: 600 }}>
        {value}
      </Box>
    </Box>
  );
}

function amountLabel(product: QuoteProductView, mode: BuilderMode): string {
  if (mode === 'legacy') return 'Cantidad';
  return soldByArea(toQuoteProduct(product)) ? 'm²' : 'Unidades';
}

/**
 * One product of the quote (part 1 §3 Quote line): its amount (m² for coverings and floors,
 * units otherwise, or the legacy quantity), shipping, and what the shared rules make of them:
 * units, installation (0 for a complement, 'Sin precio' counted 0), the line's subtotal.
 */
export function QuoteLineCard({
  product,
  draft,
  mode,
  line,
  error,
  hint,
  shippingError,
  onChange,
  onRemove,
}: QuoteLineCardProps) {
  const complementary = isComplementary(toQuoteProduct(product));
  const installation = complementary
    ? formatCop(0)
    : product.installation_price === null
      ? 'Sin precio'
      : formatCop(product.installation_price);
  const label = amountLabel(product, mode);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={product.name}
      sx={{ p: 2, borderColor: error ? 'error.main' : undefined }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <ProductCell
            row={{ name: product.name, image: product.principal_image }}
            details={[
              `${product.brand?.name ?? 'Sin marca'} · ${product.supplier.company_name}`,
              complementary ? 'Complementario' : '',
            ]}
          />
        </Box>
        <IconButton aria-label={`Quitar ${product.name}`} onClick={onRemove}>
          <DeleteOutlineIcon />
        </IconButton>
      </Box>
      <Box
        sx={{
          mt: 2,
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          // As many columns as the card holds: beside the summary panel the card is narrower than
          // the viewport says, and fixed columns spilled out of it.
          gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        }}
      >
        {complementary ? (
          <Figure
            label="Área de la marca"
            name={product.name}
            value={line?.m2 ? formatArea(line.m2) : '—'}
          />
        ) : (
          <TextField
            size="small"
            label={label}
            value={draft.amount}
            onChange={(event) => onChange({ amount: event.target.value })}
            error={Boolean(error)}
            helperText={error ?? hint ?? ' '}
            slotProps={{ htmlInput: { inputMode: label === 'm²' ? 'decimal' : 'numeric' } }}
          />
        )}
        <TextField
          size="small"
          label="Envío"
          value={draft.shipping}
          onChange={(event) => onChange({ shipping: event.target.value.replace(/\D/g, '') })}
          error={Boolean(shippingError)}
          helperText={shippingError ?? ' '}
          slotProps={{
            htmlInput: { inputMode: 'numeric' },
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          }}
        />
        <Figure
          label="Unidades"
          name={product.name}
          value={line ? formatNumber(line.units) : '—'}
        />
        <Figure
          label="Disponibles"
          name={product.name}
          value={formatNumber(product.units_available)}
        />
        <Figure label="Precio sin IVA" name={product.name} value={formatCop(product.price)} />
        <Figure label="Instalación" name={product.name} value={installation} />
        <Figure
          label="Subtotal"
          name={product.name}
          value={line ? formatCop(line.subtotal) : '—'}
        />
      </Box>
      {complementary && error ? (
        <Typography color="error" variant="body2" sx={{ mt: 1 }}>
          {error}
        </Typography>
      ) : null}
    </Paper>
  );
}
