import Button from '@mui/material/Button';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { FileKind } from '@hogarte/shared/lookups';
import { useFileInput } from './file-input';

export interface UploadButtonProps {
  kind: FileKind;
  /** The hidden input's accessible name, so tests and journeys can hand it a file. */
  label: string;
  /** The visible text ("Subir factura", "Subir diseño", "Reemplazar"). */
  text: string;
  pending: boolean;
  onFile: (file: File) => void;
  /** `text` in table rows, `outlined` at the foot of a section. */
  variant?: 'text' | 'outlined';
  /** A file is already there (a new one replaces it): a green check instead of the upload icon. */
  uploaded?: boolean;
}

/**
 * A button that uploads one file. The shared check refuses a wrong type or a file over 15 MB
 * with the spec's message before anything travels.
 */
export function UploadButton({
  kind,
  label,
  text,
  pending,
  onFile,
  variant = 'text',
  uploaded = false,
}: UploadButtonProps) {
  const { open, input } = useFileInput({ kind, label, onFile });
  return (
    <>
      <Button
        size="small"
        variant={variant}
        startIcon={uploaded ? <CheckCircleIcon color="success" /> : <UploadFileIcon />}
        onClick={open}
        disabled={pending}
        sx={variant === 'text' ? { whiteSpace: 'nowrap' } : { justifySelf: 'start' }}
      >
        {pending ? 'Subiendo…' : text}
      </Button>
      {input}
    </>
  );
}
