import Box from '@mui/material/Box';
import type { OrderFile } from '@hogarte/shared/contracts/orders';
import { OrderFileLinks } from './order-file-links';
import { PdfUploadButton } from './pdf-upload-button';

interface InvoiceCellProps {
  files: readonly OrderFile[];
  /** The file input's accessible name ("Factura de venta de HG-000123"). */
  label: string;
  pending: boolean;
  /** `replaces` is the newest invoice's id, or null when there is none yet. */
  onUpload: (file: File, replaces: number | null) => void;
}

/**
 * An order's sales invoices in a table row: their links, and the button that uploads the first
 * PDF or replaces the newest one. Older ones stay listed for the record.
 */
export function InvoiceCell({ files, label, pending, onUpload }: InvoiceCellProps) {
  const current = files.at(-1) ?? null;
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
      <OrderFileLinks files={files} emptyText="Sin factura" />
      <PdfUploadButton
        label={label}
        text={current ? 'Reemplazar' : 'Subir factura'}
        pending={pending}
        onFile={(file) => onUpload(file, current?.id ?? null)}
      />
    </Box>
  );
}
