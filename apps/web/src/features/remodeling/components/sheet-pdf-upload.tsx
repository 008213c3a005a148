import { PdfUploadButton } from '../../../components/pdf-upload-button';
import { useUploadRemodelingFile } from '../api/upload-remodeling-file';

/** What the lsh operator (or the admin, for the client) uploads as a PDF on a sheet. */
const TEXTS = {
  invoice: {
    text: 'Subir factura',
    replace: 'Reemplazar factura',
    label: 'Factura de la remodelación',
  },
  policy: {
    text: 'Subir póliza',
    replace: 'Reemplazar póliza',
    label: 'Póliza de responsabilidad de la remodelación',
  },
} as const;

interface SheetPdfUploadProps {
  hashid: string;
  /** The lsh's invoice (the admin's to the client when an admin uploads it) or its policy. */
  type: keyof typeof TEXTS;
  /** Shown when a file is already there: a new one replaces it. */
  replaces?: boolean;
}

/**
 * Uploads a sheet's invoice or liability policy (`POST …/files/invoice|policy`, PDF only): the
 * shared check refuses any other file first, the toast is the spec's (part 2 §8). Used on the
 * process sheet and in the lsh's and the admin's tables.
 */
export function SheetPdfUpload({ hashid, type, replaces = false }: SheetPdfUploadProps) {
  const upload = useUploadRemodelingFile(hashid);
  // Both buttons sit side by side in the tables: a bare 'Reemplazar' would not say which file.
  const { text, replace, label } = TEXTS[type];
  return (
    <PdfUploadButton
      label={`${label} #${hashid}`}
      text={replaces ? replace : text}
      uploaded={replaces}
      pending={upload.isPending}
      onFile={(file) => upload.mutate({ type, file })}
    />
  );
}
