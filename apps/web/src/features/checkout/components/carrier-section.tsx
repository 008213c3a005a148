import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { SupplierQuotes } from '@hogarte/shared/contracts/shipping';
import { carriersLoadFailed, carriersNotFound } from '@hogarte/shared/message-texts/cart';
import { formatCop } from '../../../lib/format';
import type { SupplierGroup } from '../utils/checkout-totals';

interface CarrierSectionProps {
  groups: SupplierGroup[];
  /** Why there are no quotes to show yet (no address chosen), or null. */
  waitingFor: string | null;
  quotes: SupplierQuotes[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  selected: Record<string, string>;
  onSelect: (supplierId: string, carrier: string) => void;
}

function Loading() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'text.secondary' }}>
      <CircularProgress size={20} aria-hidden />
      <Typography role="status">Calculando el costo de envío…</Typography>
    </Box>
  );
}

/** One carrier per supplier, each quoted from that supplier's warehouse to the address. */
export function CarrierSection({
  groups,
  waitingFor,
  quotes,
  loading,
  failed,
  onRetry,
  selected,
  onSelect,
}: CarrierSectionProps) {
  if (waitingFor) return <Typography color="text.secondary">{waitingFor}</Typography>;
  if (failed) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Reintentar
          </Button>
        }
      >
        {carriersLoadFailed}
      </Alert>
    );
  }
  if (loading || !quotes) return <Loading />;

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      {groups.map((group) => {
        const options =
          quotes.find((entry) => entry.supplier.id === group.supplierId)?.quotes ?? [];
        const titleId = `carrier-${group.key}`;
        return (
          <Box key={group.key} component="section" aria-labelledby={titleId}>
            <Typography id={titleId} sx={{ fontWeight: 600, mb: 1 }}>
              Envío de {group.companyName}
            </Typography>
            {options.length === 0 ? (
              <Alert severity="warning">{carriersNotFound}</Alert>
            ) : (
              <RadioGroup
                aria-labelledby={titleId}
                value={selected[group.supplierId] ?? ''}
                onChange={(event) => onSelect(group.supplierId, event.target.value)}
                sx={{ gap: 1 }}
              >
                {options.map((quote) => {
                  const checked = selected[group.supplierId] === quote.carrier;
                  return (
                    <FormControlLabel
                      key={quote.carrier}
                      value={quote.carrier}
                      control={<Radio />}
                      label={
                        <Box
                          sx={{
                            display: 'flex',
                            flexWrap: 'wrap',
                            justifyContent: 'space-between',
                            columnGap: 2,
                            py: 1,
                            width: '100%',
                          }}
                        >
                          <Box>
                            <Typography sx={{ fontWeight: 600 }}>{quote.description}</Typography>
                            <Typography variant="body2" color="text.secondary">
                              Entrega estimada en {quote.deliveryDays} días
                            </Typography>
                          </Box>
                          <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                            {formatCop(quote.totalPrice)}
                          </Typography>
                        </Box>
                      }
                      sx={{
                        m: 0,
                        pr: 2,
                        border: 1,
                        borderRadius: 1.6,
                        borderColor: checked ? 'primary.main' : 'divider',
                        bgcolor: checked ? 'rgba(156, 79, 50, 0.05)' : 'transparent',
                        '& .MuiFormControlLabel-label': { flex: 1 },
                      }}
                    />
                  );
                })}
              </RadioGroup>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
