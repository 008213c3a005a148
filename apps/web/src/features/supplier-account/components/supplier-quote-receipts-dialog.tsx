import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import type { SupplierQuote } from '@hogarte/shared/contracts/presential';
import { FileRow } from '../../../components/file-row';
import { PdfUploadButton } from '../../../components/pdf-upload-button';
import { ResponsiveDialog } from '../../../components/responsive-dialog';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { formatDate } from '../../../lib/format';
import {
  useDeleteSupplierQuoteReceipt,
  useUploadSupplierQuoteReceipt,
} from '../api/supplier-quote-changes';
import { DialogContent } from '../../../components/dialog-content';

type Receipt = SupplierQuote['supplierReceipts'][number];

interface SupplierQuoteReceiptsDialogProps {
  quote: SupplierQuote;
  /** The quote as the server answered after a change, for the dialog to show it. */
  onChanged: (quote: SupplierQuote) => void;
  onClose: () => void;
}

/**
 * 'Historial de facturas' (part 2 §2.5): the supplier's receipts and invoices for a quote, each
 * opening its signed link and deleted after a confirmation, and the upload of another (a PDF,
 * once the client has paid).
 */
export function SupplierQuoteReceiptsDialog({
  quote,
  onChanged,
  onClose,
}: SupplierQuoteReceiptsDialogProps) {
  const titleId = useId();
  const upload = useUploadSupplierQuoteReceipt();
  const remove = useDeleteSupplierQuoteReceipt();
  const confirmed = useConfirmedDelete<Receipt>({
    title: 'Eliminar factura',
    name: (receipt) => receipt.filename,
    question: (receipt) => `¿Seguro que quieres eliminar la factura ${receipt.filename}?`,
    pending: remove.isPending,
    buttonSize: 'small',
    remove: (receipt, settled) =>
      remove.mutate(receipt.presential_consultancy_file_id, {
        onSuccess: (answer) => onChanged(answer.info),
        onSettled: settled,
      }),
  });
  const hashid = quote.presentialConsultancy.hashid;
  const paid = quote.paid_at !== null;

  return (
    <ResponsiveDialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm">
      <DialogTitle id={titleId}>
        Historial de facturas · {quote.name} (#{hashid})
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        {quote.supplierReceipts.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Aún no has cargado facturas para esta cotización.
          </Typography>
        ) : (
          <Box component="ul" aria-label="Facturas cargadas" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {quote.supplierReceipts.map((receipt) => (
              <FileRow
                key={receipt.presential_consultancy_file_id}
                icon={<PictureAsPdfOutlinedIcon color="error" aria-hidden />}
                name={receipt.filename}
                url={receipt.url}
                date={formatDate(receipt.created_at)}
              >
                {confirmed.button(receipt)}
              </FileRow>
            ))}
          </Box>
        )}
        {paid ? (
          <Box>
            <PdfUploadButton
              label={`Archivo de factura de ${quote.name} (#${hashid})`}
              text={quote.supplierReceipts.length === 0 ? 'Subir factura' : 'Subir otra factura'}
              pending={upload.isPending}
              onFile={(file) =>
                upload.mutate({ quote, file }, { onSuccess: (answer) => onChanged(answer.info) })
              }
            />
          </Box>
        ) : (
          <Alert severity="info">
            Podrás cargar tu factura cuando el cliente pague esta cotización.
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
      {confirmed.dialog}
    </ResponsiveDialog>
  );
}
