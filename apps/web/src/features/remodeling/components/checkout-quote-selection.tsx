/**
 * The approved, unpaid quotes a checkout offers (part 2 §2.1, §4 Payment): one checkbox each, all
 * ticked at first, each quote's lines folded under it, the total of the ticked ones and, when the
 * checkout takes something off it (the presential deposit, part 2 §9), that line and what is left
 * to pay. Every checkout of quotes uses it.
 */
import { useMemo, useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { Quote } from '@hogarte/shared/contracts/remodelings';
import { formatCop } from '@hogarte/shared/money';
import { InfoList } from '../../../components/info-list';
import { visuallyHidden } from '../../../components/visually-hidden';
import { formatArea } from '../../../lib/format';

/**
 * What a checkout lists of a quote: the legacy checkout's budgets come without their lines.
 */
export type SelectableQuote = Pick<Quote, 'id' | 'name' | 'subtotal' | 'iva' | 'to_pay'> & {
  lines?: Quote['lines'];
};

/**
 * Which quotes are ticked. The unticked ones are kept, not the ticked: quotes arriving later
 * (the list reloads) start ticked like the first ones.
 */
export function useQuoteSelection(quotes: readonly SelectableQuote[]) {
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(new Set());
  return useMemo(() => {
    const selected = quotes.filter((quote) => !unticked.has(quote.id));
    return {
      selectedIds: selected.map((quote) => quote.id),
      /** What the client pays now: the stored totals of the ticked quotes. */
      total: selected.reduce((sum, quote) => sum + quote.to_pay, 0),
      isSelected: (id: number) => !unticked.has(id),
      toggle: (id: number) =>
        setUnticked((current) => {
          const next = new Set(current);
          if (next.has(id)) next.delete(id);
          else next.add(id);
          return next;
        }),
    };
  }, [quotes, unticked]);
}

export type QuoteSelection = ReturnType<typeof useQuoteSelection>;

/**
 * Paying needs ticked quotes worth something, and stays off while the payment starts and after it
 * started too: the page is leaving for the payment provider.
 */
export function payBlocked(
  selection: QuoteSelection,
  start: { isPending: boolean; isSuccess: boolean },
): boolean {
  return (
    selection.total === 0 ||
    selection.selectedIds.length === 0 ||
    start.isPending ||
    start.isSuccess
  );
}

/** Something a checkout takes off the ticked quotes' total: its label and its amount for a total. */
export interface QuoteDeduction {
  label: string;
  amountFor: (total: number) => number;
}

function TotalRow({ label, amount, strong }: { label: string; amount: string; strong: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
      <Typography sx={{ fontWeight: strong ? 600 : 400 }}>{label}</Typography>
      <Typography
        variant={strong ? 'h6' : 'body1'}
        component="p"
        aria-label={label}
        sx={{ fontWeight: strong ? 700 : 400, whiteSpace: 'nowrap' }}
      >
        {amount}
      </Typography>
    </Box>
  );
}

function QuoteLines({ quote }: { quote: SelectableQuote }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {(quote.lines ?? []).map((line) => (
        <Box key={line.product_id}>
          <Typography sx={{ fontWeight: 600 }}>{line.name}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {line.supplier.company_name}
          </Typography>
          <InfoList
            items={[
              ...(line.m2 === null ? [] : [{ label: 'Área', value: formatArea(line.m2) }]),
              { label: 'Unidades', value: line.units },
              { label: 'Precio unitario', value: formatCop(line.unit_price) },
              { label: 'Envío', value: formatCop(line.shipping_cost) },
              { label: 'Subtotal', value: formatCop(line.subtotal) },
            ]}
          />
        </Box>
      ))}
      <InfoList
        items={[
          { label: 'Subtotal', value: formatCop(quote.subtotal) },
          { label: 'IVA', value: formatCop(quote.iva) },
          { label: 'Total', value: formatCop(quote.to_pay) },
        ]}
      />
    </Box>
  );
}

interface CheckoutQuoteSelectionProps {
  quotes: readonly SelectableQuote[];
  selection: QuoteSelection;
  deduction?: QuoteDeduction | undefined;
}

export function CheckoutQuoteSelection({
  quotes,
  selection,
  deduction,
}: CheckoutQuoteSelectionProps) {
  const deducted = deduction?.amountFor(selection.total) ?? 0;
  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Cotizaciones aprobadas
      </Typography>
      {quotes.map((quote) => (
        // The checkbox sits beside the summary, not inside it: a control within a button is
        // lost to screen readers and keyboards.
        <Box key={quote.id} sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
          <Checkbox
            checked={selection.isSelected(quote.id)}
            onChange={() => selection.toggle(quote.id)}
            slotProps={{ input: { 'aria-label': `Pagar ${quote.name}` } }}
            sx={{ mt: 0.5 }}
          />
          <Accordion disableGutters variant="outlined" sx={{ flex: 1, minWidth: 0 }}>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
                <Box component="span" sx={visuallyHidden}>
                  Productos de
                </Box>
                <Typography sx={{ flexGrow: 1, fontWeight: 600 }}>{quote.name}</Typography>
                <Typography sx={{ whiteSpace: 'nowrap', mr: 1 }}>
                  {formatCop(quote.to_pay)}
                </Typography>
              </Box>
            </AccordionSummary>
            <AccordionDetails>
              <QuoteLines quote={quote} />
            </AccordionDetails>
          </Accordion>
        </Box>
      ))}
      <Box sx={{ mt: 2, display: 'grid', gap: 0.5 }}>
        {deduction && deducted > 0 ? (
          <>
            <TotalRow
              label="Total de cotizaciones"
              amount={formatCop(selection.total)}
              strong={false}
            />
            <TotalRow label={deduction.label} amount={`− ${formatCop(deducted)}`} strong={false} />
          </>
        ) : null}
        <TotalRow label="Total a pagar" amount={formatCop(selection.total - deducted)} strong />
      </Box>
    </Box>
  );
}
