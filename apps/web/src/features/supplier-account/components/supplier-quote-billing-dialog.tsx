import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import type { SupplierQuote } from '@hogarte/shared/contracts/presential';
import type { ReceiptData } from '@hogarte/shared/contracts/remodelings';
import { RECEIPT_DOCUMENT_TYPE_LABELS } from '@hogarte/shared/remodelings';
import { InfoList, type InfoItem } from '../../../components/info-list';
import { ResponsiveDialog } from '../../../components/responsive-dialog';
import { rowPersonName } from '../../../components/sheet-row-columns';
import { useSession } from '../../../lib/session';
import { useSupplierBillingDocument } from '../api/supplier-quote-document';
import { DialogContent } from '../../../components/dialog-content';

function clientItems(quote: SupplierQuote): InfoItem[] {
  const { client, street_address, city } = quote.presentialConsultancy;
  return [
    { label: 'Nombre', value: rowPersonName(client) },
    { label: 'Cédula', value: client.cedula },
    { label: 'Correo', value: client.email },
    { label: 'Teléfono', value: client.phone },
    { label: 'Dirección', value: street_address },
    { label: 'Ciudad', value: city },
  ];
}

/** The receipt data the client paid with (part 2 §3 Receipt data): a person or a company. */
function receiptItems(receipt: ReceiptData): InfoItem[] {
  if (receipt.type === 'company') {
    return [
      { label: 'Tipo', value: 'Empresa' },
      { label: 'Razón social', value: receipt.business_name },
      { label: 'NIT', value: receipt.NIT },
      { label: 'Dirección', value: receipt.company_address },
      { label: 'Correo', value: receipt.email },
    ];
  }
  return [
    { label: 'Tipo', value: 'Persona natural' },
    { label: 'Nombres', value: receipt.first_name },
    { label: 'Apellidos', value: receipt.last_name },
    { label: 'Tipo de documento', value: RECEIPT_DOCUMENT_TYPE_LABELS[receipt.document_type] },
    { label: 'Número de documento', value: receipt.document_number },
    { label: 'Correo', value: receipt.email },
    { label: 'Dirección', value: receipt.address },
    { label: 'Ciudad', value: receipt.city },
  ];
}

interface SupplierQuoteBillingDialogProps {
  quote: SupplierQuote;
  onClose: () => void;
}

/**
 * 'Datos de facturación' (part 2 §2.5, §3 Presential quote invoice): the client and the billing
 * data of the payment, with 'Generar PDF' for the supplier's invoice. Before the client pays
 * there is no billing data yet, and the dialog says so.
 */
export function SupplierQuoteBillingDialog({ quote, onClose }: SupplierQuoteBillingDialogProps) {
  const titleId = useId();
  const session = useSession();
  const pdf = useSupplierBillingDocument(session?.uuid ?? '');
  const hashid = quote.presentialConsultancy.hashid;
  return (
    <ResponsiveDialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm">
      <DialogTitle id={titleId}>
        Datos de facturación · {quote.name} (#{hashid})
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        <section>
          <Typography variant="subtitle1" component="h3" sx={{ mb: 1, fontWeight: 700 }}>
            Cliente
          </Typography>
          <InfoList items={clientItems(quote)} />
        </section>
        <section>
          <Typography variant="subtitle1" component="h3" sx={{ mb: 1, fontWeight: 700 }}>
            Facturación
          </Typography>
          {quote.payments ? (
            <InfoList items={receiptItems(quote.payments)} />
          ) : (
            <Alert severity="info">
              Los datos de facturación estarán disponibles cuando el cliente pague esta cotización.
            </Alert>
          )}
        </section>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>Cerrar</Button>
        {quote.payments ? (
          <Button
            variant="contained"
            startIcon={<PictureAsPdfOutlinedIcon />}
            disabled={pdf.isPending}
            onClick={() => pdf.mutate(quote.id)}
          >
            {pdf.isPending ? 'Generando…' : 'Generar PDF'}
          </Button>
        ) : null}
      </DialogActions>
    </ResponsiveDialog>
  );
}
