import { useState } from 'react';
import { useNavigate } from 'react-router';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddLinkIcon from '@mui/icons-material/AddLink';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import NoteAddOutlinedIcon from '@mui/icons-material/NoteAddOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import type { Quote } from '@hogarte/shared/contracts/remodelings';
import { formatCop } from '@hogarte/shared/money';
import type { QuotePurchase } from '../../../lib/quote-purchase';
import { useSession } from '../../../lib/session';
import { TrackingDialog } from '../../../components/tracking-dialog';
import { TrackingLinks } from '../../../components/tracking-links';
import { useAddTracking } from '../api/add-tracking';
import { useDeleteTracking } from '../api/delete-tracking';
import { useStartQuote } from './sheet-quote-start';
import { SheetSection } from './sheet-section';
import { formatArea, formatDate, formatDateAndTime } from '../../../lib/format';

type QuoteOwnerKind = QuotePurchase['kind'];

/** What differs between a remodelling's quotes and a presential consultancy's. */
const KINDS: Record<
  QuoteOwnerKind,
  { payPath: (hashid: string) => string; emptyText: string; suppliersTrackHere: boolean }
> = {
  remodeling: {
    payPath: (hashid) => `/checkout2/${encodeURIComponent(hashid)}`,
    emptyText: 'Aún no hay cotizaciones en esta hoja de proceso.',
    suppliersTrackHere: true,
  },
  presential: {
    // Decision 030: the consultancy's own checkout of approved quotes.
    payPath: (hashid) => `/cliente/compra/asesoria-presencial/${encodeURIComponent(hashid)}/pago`,
    emptyText: 'Aún no hay cotizaciones en esta asesoría.',
    // A supplier adds its tracking links on its own quotes screen; here they are only shown.
    suppliersTrackHere: false,
  },
};

/** What the quotes read of a remodelling's sheet or a presential consultancy. */
interface QuotesOwner {
  hashid: string;
  viewer: string;
  client: { first_name: string; last_name: string; phone: string | null };
  invoices: readonly Quote[];
}

/**
 * The client's approval of a quote, through the call of the sheet's kind (`useApproveQuote`,
 * `useApprovePresentialQuote`).
 */
interface QuoteApproval {
  mutate: (quoteId: number) => void;
  isPending: boolean;
}

/** Whether the client has approved quotes still to pay: the checkout has something to show. */
function hasPayableQuotes(owner: QuotesOwner): boolean {
  return owner.invoices.some((quote) => quote.is_approved && quote.paid_at === null);
}

/** Until when the quoted units are held, or that the hold is over (part 1 §4 Quote flow). */
function ReservationNote({ quote }: { quote: Quote }) {
  if (quote.paid_at !== null) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {quote.is_reserved
        ? `Productos reservados hasta el ${formatDateAndTime(quote.reserved_until)}`
        : `La reserva de los productos terminó el ${formatDateAndTime(quote.reserved_until)}`}
    </Typography>
  );
}

function QuoteLines({ quote }: { quote: Quote }) {
  return (
    <Accordion disableGutters variant="outlined" sx={{ '&::before': { display: 'none' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Productos ({quote.lines.length})
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ pt: 0 }}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {quote.lines.map((line) => (
            <Box
              component="li"
              key={line.product_id}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                justifyContent: 'space-between',
                gap: 1,
                py: 0.75,
                borderBottom: 1,
                borderColor: 'divider',
                '&:last-of-type': { borderBottom: 0 },
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {line.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {line.supplier.company_name} · {line.units}{' '}
                  {line.units === 1 ? 'unidad' : 'unidades'}
                  {line.m2 !== null ? ` · ${formatArea(line.m2)}` : ''}
                </Typography>
              </Box>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {formatCop(line.subtotal)}
              </Typography>
            </Box>
          ))}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}

interface QuoteTrackingsProps {
  quote: Quote;
  /** The supplier looking: it deletes the links it added. */
  ownUuid: string | null;
}

function QuoteTrackings({ quote, ownUuid }: QuoteTrackingsProps) {
  const remove = useDeleteTracking();
  if (quote.trackings.length === 0) return null;
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        Seguimiento del envío
      </Typography>
      <TrackingLinks
        trackings={quote.trackings}
        text={(tracking) => `${tracking.supplier.company_name}: ${tracking.url}`}
        deleting={remove.isPending}
        mayDelete={(tracking) => ownUuid !== null && tracking.supplier.uuid === ownUuid}
        onDelete={(tracking) => remove.mutate(tracking.id)}
      />
    </Box>
  );
}

interface QuoteCardProps {
  quote: Quote;
  mayApprove: boolean;
  approve: QuoteApproval;
  /** The supplier's own tracking links are its to delete; null when it tracks elsewhere. */
  ownUuid: string | null;
  /** Set when the supplier adds tracking links here. */
  onAddTracking: ((quote: Quote) => void) | null;
}

function QuoteCard({ quote, mayApprove, approve, ownUuid, onAddTracking }: QuoteCardProps) {
  const mayTrack = onAddTracking !== null && quote.paid_at !== null && quote.lines.length > 0;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography
          variant="subtitle1"
          component="h3"
          // A basis, not just a grow: on a phone the chips wrap below instead of squeezing the name.
          sx={{ fontWeight: 600, flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {quote.name}
        </Typography>
        {quote.is_approved ? <Chip label="Aprobada" color="info" size="small" /> : null}
        {quote.paid_at !== null ? <Chip label="Pagada" color="success" size="small" /> : null}
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Typography variant="body2" color="text.secondary">
          {formatDate(quote.created_at)}
        </Typography>
        <Typography sx={{ fontWeight: 700 }} aria-label={`Total de ${quote.name}`}>
          {formatCop(quote.to_pay)}
        </Typography>
      </Box>
      <ReservationNote quote={quote} />
      {quote.lines.length > 0 ? <QuoteLines quote={quote} /> : null}
      <QuoteTrackings quote={quote} ownUuid={ownUuid} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
        <Button
          size="small"
          href={quote.url}
          target="_blank"
          rel="noopener noreferrer"
          startIcon={<PictureAsPdfOutlinedIcon />}
          aria-label={`Ver PDF de ${quote.name}`}
        >
          Ver PDF
        </Button>
        {mayTrack ? (
          <Button size="small" startIcon={<AddLinkIcon />} onClick={() => onAddTracking?.(quote)}>
            Agregar enlace
          </Button>
        ) : null}
        {mayApprove ? (
          <Button
            size="small"
            variant="contained"
            startIcon={<TaskAltIcon />}
            disabled={approve.isPending}
            onClick={() => approve.mutate(quote.id)}
            aria-label={`Aprobar ${quote.name}`}
          >
            Aprobar
          </Button>
        ) : null}
      </Box>
    </Paper>
  );
}

interface SheetQuotesProps {
  sheet: QuotesOwner;
  kind: QuoteOwnerKind;
  /** Whether quotes are made and approved now: an active sheet, an approved consultancy. */
  open: boolean;
  approve: QuoteApproval;
}

/**
 * The quotes (cotizaciones, part 2 §4 Designs and quotes, §5) of a remodelling or a presential
 * consultancy: each with its total, state, PDF and reservation. The client approves and goes to
 * pay the approved ones; the designer starts a new quote from the catalogue with this purchase;
 * on a remodelling a supplier sees its own lines and adds or deletes tracking links on paid
 * quotes; everyone follows the links.
 */
export function SheetQuotes({ sheet, kind, open, approve }: SheetQuotesProps) {
  const navigate = useNavigate();
  const session = useSession();
  const startQuote = useStartQuote();
  const [tracking, setTracking] = useState<Quote | null>(null);
  const addTracking = useAddTracking();
  const { payPath, emptyText, suppliersTrackHere } = KINDS[kind];
  const supplierTracks = suppliersTrackHere && sheet.viewer === 'supplier';

  let actions = null;
  if (sheet.viewer === 'designer' && open) {
    actions = (
      <Button
        size="small"
        variant="outlined"
        startIcon={<NoteAddOutlinedIcon />}
        onClick={() => startQuote(kind, sheet.hashid, sheet.client)}
      >
        Crear cotización
      </Button>
    );
  } else if (sheet.viewer === 'client' && hasPayableQuotes(sheet)) {
    actions = (
      <Button
        size="small"
        variant="contained"
        startIcon={<PaymentsOutlinedIcon />}
        onClick={() => void navigate(payPath(sheet.hashid), { state: { client: sheet.client } })}
      >
        Pagar cotizaciones
      </Button>
    );
  }

  return (
    <SheetSection title="Cotizaciones" actions={actions}>
      {sheet.invoices.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {emptyText}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {sheet.invoices.map((quote) => (
            <QuoteCard
              key={quote.id}
              quote={quote}
              mayApprove={sheet.viewer === 'client' && open && !quote.is_approved}
              approve={approve}
              ownUuid={supplierTracks ? (session?.uuid ?? null) : null}
              onAddTracking={supplierTracks ? setTracking : null}
            />
          ))}
        </Box>
      )}
      {tracking ? (
        <TrackingDialog
          quoteName={tracking.name}
          onAdd={(url) => addTracking.mutateAsync({ quoteId: tracking.id, url })}
          onClose={() => setTracking(null)}
        />
      ) : null}
    </SheetSection>
  );
}
