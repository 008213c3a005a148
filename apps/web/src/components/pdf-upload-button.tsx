import Button from '@mui/material/Button';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { FILE_KIND } from '@hogarte/shared/lookups';
import { useFileInput } from './file-input';

interface PdfUploadButtonProps {
  /** The hidden input's accessible name ("Factura de venta de HG-000123"). */
  label: string;
  /** The visible text ("Subir factura", "Reemplazar"). */
  text: string;
  pending: boolean;
  onFile: (file: File) => void;
}

/**
 * A small button that uploads one PDF (invoices, payment supports). The shared check refuses a
 * wrong type or a file over 15 MB with the spec's message before anything travels.
 */
export function PdfUploadButton({ label, text, pending, onFile }: PdfUploadButtonProps) {
  const { open, input } = useFileInput({ kind: FILE_KIND.pdf, label, onFile });
  return (
    <>
      <Button
        size="small"
        variant="text"
        startIcon={<UploadFileIcon />}
        onClick={open}
        disabled={pending}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {pending ? 'Subiendo…' : text}
      </Button>
      {input}
    </>
  );
}
