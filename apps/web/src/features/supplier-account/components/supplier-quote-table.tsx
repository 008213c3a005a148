/**
 * The supplier's presential quotes as a table (part 2 §2.5, §3 Supplier list item): the
 * dashboard's 'Clientes' and the rows of 'Cotizaciones y facturas', with the same dialogs (tracking
 * links, client and billing data, invoice history). On a phone each row is a card.
 */
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import AddLinkIcon from '@mui/icons-material/AddLink';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import type { SupplierQuote } from '@hogarte/shared/contracts/presential';
import type { SupplierQuoteStatus } from '@hogarte/shared/supplier-quotes';
import { formatCop } from '@hogarte/shared/money';
import {
  DataTable,
  type DataTableColumn,
  type DataTablePagination,
} from '../../../components/data-table';
import { PdfUploadButton } from '../../../components/pdf-upload-button';
import { rowPersonName } from '../../../components/sheet-row-columns';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useUploadSupplierInvoice } from '../api/supplier-quote-changes';
import { SupplierQuoteBillingDialog } from './supplier-quote-billing-dialog';
import { SupplierQuoteReceiptsDialog } from './supplier-quote-receipts-dialog';
import { SupplierQuoteTrackingDialog } from './supplier-quote-tracking-dialog';

type DialogKind = 'tracking' | 'billing' | 'receipts';
type Show = (dialog: DialogKind, quote: SupplierQuote) => void;

/** A row's name in its buttons: a consultancy may have several quotes with the supplier's products. */
function quoteLabel(quote: SupplierQuote): string {
  return `${quote.name} (#${quote.presentialConsultancy.hashid})`;
}

const STATUS_CHIPS: Record<
  SupplierQuoteStatus,
  { label: string; color: 'default' | 'info' | 'success' }
> = {
  quoted: { label: 'Cotizada', color: 'default' },
  paid: { label: 'Pagada', color: 'info' },
  finished: { label: 'Terminada', color: 'success' },
};

function RowButton({
  text,
  label,
  icon,
  onClick,
}: {
  text: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
}) {
  return (
    <Button
      size="small"
      startIcon={icon}
      onClick={onClick}
      // Starts with what the button shows, so a voice command naming it reaches it.
      aria-label={`${text}: ${label}`}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {text}
    </Button>
  );
}

function billingButton(quote: SupplierQuote, show: Show) {
  return (
    <RowButton
      text="Ver datos"
      label={`Datos de facturación de ${quoteLabel(quote)}`}
      icon={<ReceiptLongOutlinedIcon />}
      onClick={() => show('billing', quote)}
    />
  );
}

/** Tracking links are for shipped products: only a paid quote takes them (the server agrees). */
function trackingButton(quote: SupplierQuote, show: Show) {
  if (quote.paid_at === null) return null;
  const count = quote.trackings.length;
  return (
    <RowButton
      text={count === 0 ? 'Agregar enlaces' : `Enlaces (${count})`}
      label={`Enlaces de seguimiento de ${quoteLabel(quote)}`}
      icon={<AddLinkIcon />}
      onClick={() => show('tracking', quote)}
    />
  );
}

function receiptsButton(quote: SupplierQuote, show: Show) {
  const count = quote.supplierReceipts.length;
  return (
    <RowButton
      text={count === 1 ? '1 factura' : `${count} facturas`}
      label={`Historial de facturas de ${quoteLabel(quote)}`}
      icon={<PictureAsPdfOutlinedIcon />}
      onClick={() => show('receipts', quote)}
    />
  );
}

/** The dashboard's row action: the supplier's invoice, once the client has paid. */
function InvoiceUpload({ quote }: { quote: SupplierQuote }) {
  const session = useSession();
  const upload = useUploadSupplierInvoice(session?.uuid ?? '');
  if (quote.paid_at === null) return null;
  return (
    <PdfUploadButton
      label={`Factura de ${quoteLabel(quote)}`}
      text="Subir factura"
      pending={upload.isPending}
      onFile={(file) => upload.mutate({ quote, file })}
    />
  );
}

const dateColumn: DataTableColumn<SupplierQuote> = {
  id: 'date',
  header: 'Fecha',
  noWrap: true,
  cell: (quote) => formatDate(quote.created_at),
};

/** The consultancy's id: the supplier has no page of it, so it is read, not followed. */
const sheetColumn: DataTableColumn<SupplierQuote> = {
  id: 'sheet',
  header: 'Hoja de proceso',
  cardTitle: true,
  noWrap: true,
  cell: (quote) => `#${quote.presentialConsultancy.hashid}`,
};

const clientColumn: DataTableColumn<SupplierQuote> = {
  id: 'client',
  header: 'Cliente',
  cell: (quote) => rowPersonName(quote.presentialConsultancy.client),
};

const designerColumn: DataTableColumn<SupplierQuote> = {
  id: 'designer',
  header: 'Diseñador',
  cell: (quote) => rowPersonName(quote.presentialConsultancy.designer),
};

const cityColumn: DataTableColumn<SupplierQuote> = {
  id: 'city',
  header: 'Ciudad',
  cell: (quote) => quote.presentialConsultancy.city,
};

/** The quotation's PDF (a signed link), in a new tab. */
/** The link's name starts with what it shows (a screen reader user says what they see). */
function quotationName(shown: string, quote: SupplierQuote): string {
  return shown === quote.name ? quoteLabel(quote) : `${shown} ${quoteLabel(quote)}`;
}

function quotationColumn(header: string, text: (quote: SupplierQuote) => string) {
  return {
    id: 'quotation',
    header,
    cell: (quote) => (
      <Link
        href={quote.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${quotationName(text(quote), quote)} (se abre en otra pestaña)`}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      >
        <RequestQuoteOutlinedIcon fontSize="small" aria-hidden />
        {text(quote)}
      </Link>
    ),
  } satisfies DataTableColumn<SupplierQuote>;
}

/** `/proveedor/dashboard` 'Clientes' (part 2 §2.5): the spec's columns and the upload action. */
function clientsColumns(show: Show): DataTableColumn<SupplierQuote>[] {
  return [
    dateColumn,
    sheetColumn,
    clientColumn,
    designerColumn,
    cityColumn,
    {
      id: 'billing',
      header: 'Datos de facturación',
      cell: (quote) => billingButton(quote, show),
    },
    // Scrolled under the pinned upload on a laptop, it broke into 'Ve / co'.
    { ...quotationColumn('Cotización', () => 'Ver cotización'), noWrap: true },
    {
      id: 'trackings',
      header: 'Agregar enlaces',
      cell: (quote) => trackingButton(quote, show) ?? 'Disponible al pagar',
    },
    { id: 'receipts', header: 'Facturas', cell: (quote) => receiptsButton(quote, show) },
    { id: 'upload', header: '', pinned: true, cell: (quote) => <InvoiceUpload quote={quote} /> },
  ];
}

/** 'Cotizaciones y facturas': each quote with its own money, its state and its dialogs. */
function quotesColumns(show: Show): DataTableColumn<SupplierQuote>[] {
  return [
    dateColumn,
    sheetColumn,
    clientColumn,
    cityColumn,
    // On a phone the card is headed by the consultancy and the quote's name.
    { ...quotationColumn('Cotización', (quote) => quote.name), cardTitle: true },
    {
      id: 'subtotal',
      header: 'Subtotal',
      align: 'right',
      noWrap: true,
      cell: (quote) => formatCop(quote.subtotal),
    },
    {
      id: 'status',
      header: 'Estado',
      cell: (quote) => (
        <Chip
          size="small"
          label={STATUS_CHIPS[quote.status].label}
          color={STATUS_CHIPS[quote.status].color}
        />
      ),
    },
    {
      id: 'actions',
      header: '',
      pinned: true,
      cell: (quote) => (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {trackingButton(quote, show)}
          {billingButton(quote, show)}
          {receiptsButton(quote, show)}
        </Box>
      ),
    },
  ];
}

interface SupplierQuoteTableProps {
  variant: 'clients' | 'quotes';
  label: string;
  rows: readonly SupplierQuote[];
  emptyText: string;
  loading: boolean;
  /** The rows are the previous page's or tab's while the next ones load. */
  stale: boolean;
  pagination: DataTablePagination;
}

export function SupplierQuoteTable({ variant, ...table }: SupplierQuoteTableProps) {
  // The quote the open dialog shows, replaced by each answer: a change may move the quote out of
  // the listed page (its first receipt can finish it) while the dialog still shows it.
  const [open, setOpen] = useState<{ dialog: DialogKind; quote: SupplierQuote } | null>(null);
  const show: Show = (dialog, quote) => setOpen({ dialog, quote });
  const close = () => setOpen(null);
  const changed = (quote: SupplierQuote) =>
    setOpen((current) => (current?.quote.id === quote.id ? { ...current, quote } : current));

  return (
    <>
      <DataTable
        {...table}
        columns={variant === 'clients' ? clientsColumns(show) : quotesColumns(show)}
        rowKey={(quote) => String(quote.id)}
        minWidth={variant === 'clients' ? 1100 : 900}
      />
      {open?.dialog === 'tracking' ? (
        <SupplierQuoteTrackingDialog quote={open.quote} onChanged={changed} onClose={close} />
      ) : null}
      {open?.dialog === 'billing' ? (
        <SupplierQuoteBillingDialog quote={open.quote} onClose={close} />
      ) : null}
      {open?.dialog === 'receipts' ? (
        <SupplierQuoteReceiptsDialog quote={open.quote} onChanged={changed} onClose={close} />
      ) : null}
    </>
  );
}
