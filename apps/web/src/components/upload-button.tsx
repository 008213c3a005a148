import Button from '@mui/material/Button';
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
}: UploadButtonProps) {
  const { open, input } = useFileInput({ kind, label, onFile });
  return (
    <>
      <Button
        size="small"
        variant={variant}
        startIcon={<UploadFileIcon />}
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
