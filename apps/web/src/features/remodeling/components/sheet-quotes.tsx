import { useState } from 'react';
import { useNavigate } from 'react-router';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddLinkIcon from '@mui/icons-material/AddLink';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import NoteAddOutlinedIcon from '@mui/icons-material/NoteAddOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import type { Quote, Remodeling } from '@hogarte/shared/contracts/remodelings';
import { formatCop } from '@hogarte/shared/money';
import { useSession } from '../../../lib/session';
import { saveQuotePurchase, type QuotePurchase } from '../../../lib/quote-purchase';
import { useApproveQuote } from '../api/approve-quote';
import { useDeleteTracking } from '../api/delete-tracking';
import { sheetDate, sheetDateTime } from './sheet-format';
import { SheetSection } from './sheet-section';
import { SheetTrackingDialog } from './sheet-tracking-dialog';

/** Whether the client has approved quotes still to pay: the checkout has something to show. */
function hasPayableQuotes(sheet: Remodeling): boolean {
  return sheet.invoices.some((quote) => quote.is_approved && quote.paid_at === null);
}

/** Until when the quoted units are held, or that the hold is over (part 1 §4 Quote flow). */
function ReservationNote({ quote }: { quote: Quote }) {
  if (quote.paid_at !== null) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {quote.is_reserved
        ? `Productos reservados hasta el ${sheetDateTime(quote.reserved_until)}`
        : `La reserva de los productos terminó el ${sheetDateTime(quote.reserved_until)}`}
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
                  {line.m2 !== null ? ` · ${line.m2} m²` : ''}
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
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {quote.trackings.map((tracking) => (
          <Box
            component="li"
            key={tracking.id}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}
          >
            <Link
              href={tracking.url}
              target="_blank"
              rel="noopener noreferrer"
              variant="body2"
              sx={{ overflowWrap: 'anywhere' }}
            >
              {tracking.supplier.company_name}: {tracking.url}
            </Link>
            {ownUuid !== null && tracking.supplier.uuid === ownUuid ? (
              <IconButton
                size="small"
                aria-label={`Eliminar enlace ${tracking.url}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(tracking.id)}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            ) : null}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

interface QuoteCardProps {
  quote: Quote;
  sheet: Remodeling;
  ownUuid: string | null;
  onAddTracking: (quote: Quote) => void;
}

function QuoteCard({ quote, sheet, ownUuid, onAddTracking }: QuoteCardProps) {
  const approve = useApproveQuote(sheet.hashid);
  const mayApprove = sheet.viewer === 'client' && sheet.status === 'active' && !quote.is_approved;
  const mayTrack = sheet.viewer === 'supplier' && quote.paid_at !== null && quote.lines.length > 0;
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
          {sheetDate(quote.created_at)}
        </Typography>
        <Typography sx={{ fontWeight: 700 }} aria-label={`Total de ${quote.name}`}>
          {formatCop(quote.to_pay)}
        </Typography>
      </Box>
      <ReservationNote quote={quote} />
      {quote.lines.length > 0 ? <QuoteLines quote={quote} /> : null}
      <QuoteTrackings quote={quote} ownUuid={sheet.viewer === 'supplier' ? ownUuid : null} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
        <Button
          size="small"
          href={quote.url}
          target="_blank"
          rel="noopener noreferrer"
          startIcon={<PictureAsPdfOutlinedIcon />}
          aria-label={`PDF de ${quote.name}`}
        >
          Ver PDF
        </Button>
        {mayTrack ? (
          <Button size="small" startIcon={<AddLinkIcon />} onClick={() => onAddTracking(quote)}>
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

/**
 * The quotes (cotizaciones, part 2 §4 Designs and quotes, §5): each with its total, state, PDF
 * and reservation. The client approves and goes to pay the approved ones; the designer starts a
 * new quote from the catalogue with this sheet as its purchase; a supplier sees its own lines and
 * adds or deletes tracking links on paid quotes; everyone follows the links.
 */
export function SheetQuotes({ sheet }: { sheet: Remodeling }) {
  const navigate = useNavigate();
  const session = useSession();
  const [tracking, setTracking] = useState<Quote | null>(null);
  const active = sheet.status === 'active';

  const createQuote = () => {
    const quotePurchase: QuotePurchase = {
      hashid: sheet.hashid,
      kind: 'remodeling',
      client_name: `${sheet.client.first_name} ${sheet.client.last_name}`.trim(),
      client_phone: sheet.client.phone,
    };
    saveQuotePurchase(quotePurchase);
    void navigate('/disenador/productos', { state: { quotePurchase } });
  };

  let actions = null;
  if (sheet.viewer === 'designer' && active) {
    actions = (
      <Button
        size="small"
        variant="outlined"
        startIcon={<NoteAddOutlinedIcon />}
        onClick={createQuote}
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
        onClick={() =>
          void navigate(`/checkout2/${encodeURIComponent(sheet.hashid)}`, {
            state: { client: sheet.client },
          })
        }
      >
        Pagar cotizaciones
      </Button>
    );
  }

  return (
    <SheetSection title="Cotizaciones" actions={actions}>
      {sheet.invoices.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Aún no hay cotizaciones en esta hoja de proceso.
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {sheet.invoices.map((quote) => (
            <QuoteCard
              key={quote.id}
              quote={quote}
              sheet={sheet}
              ownUuid={session?.uuid ?? null}
              onAddTracking={setTracking}
            />
          ))}
        </Box>
      )}
      {tracking ? (
        <SheetTrackingDialog
          quoteId={tracking.id}
          quoteName={tracking.name}
          onClose={() => setTracking(null)}
        />
      ) : null}
    </SheetSection>
  );
}
