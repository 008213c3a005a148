import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { Remodeling, SheetFile } from '@hogarte/shared/contracts/remodelings';
import { FILE_KIND, type FileKind } from '@hogarte/shared/lookups';
import { useUploadRemodelingFile } from '../api/upload-remodeling-file';
import { UploadButton } from '../../../components/upload-button';
import { SheetFileList } from './sheet-file-list';

interface DocumentToggleProps {
  title: string;
  files: readonly SheetFile[];
  upload?: { kind: FileKind; pending: boolean; onFile: (file: File) => void } | undefined;
}

function DocumentToggle({ title, files, upload }: DocumentToggleProps) {
  return (
    <Accordion disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="h2" sx={{ fontWeight: 600, flex: 1 }}>
          {title}
        </Typography>
        <Chip
          label={files.length}
          size="small"
          sx={{ mr: 1 }}
          aria-label={files.length === 1 ? '1 documento' : `${files.length} documentos`}
        />
      </AccordionSummary>
      <AccordionDetails sx={{ display: 'grid', gap: 1, pt: 0 }}>
        <SheetFileList files={files} emptyText="Aún no hay documentos." />
        {upload ? (
          <UploadButton
            variant="outlined"
            kind={upload.kind}
            label={`Subir a ${title}`}
            text="Subir documento"
            pending={upload.pending}
            onFile={upload.onFile}
          />
        ) : null}
      </AccordionDetails>
    </Accordion>
  );
}

/**
 * The legal and technical documents' toggles (part 2 §2.1, §6): legal ones (PDF) for everyone on
 * the sheet, technical ones (image or PDF) for the designer, the lsh operator and admins. The
 * designer and admins add them.
 */
export function SheetDocuments({ sheet }: { sheet: Remodeling }) {
  const upload = useUploadRemodelingFile(sheet.hashid);
  const mayUpload = sheet.viewer === 'designer' || sheet.viewer === 'admin';
  const seesTechnical = mayUpload || sheet.viewer === 'lsh';
  const uploadOf = (type: 'legal' | 'technical', kind: FileKind) =>
    mayUpload
      ? {
          kind,
          pending: upload.isPending && upload.variables.type === type,
          onFile: (file: File) => upload.mutate({ type, file }),
        }
      : undefined;

  return (
    <Box>
      <DocumentToggle
        title="Documentos legales"
        files={sheet.legal_documents}
        upload={uploadOf('legal', FILE_KIND.pdf)}
      />
      {seesTechnical ? (
        <DocumentToggle
          title="Documentos técnicos"
          files={sheet.technical_documents}
          upload={uploadOf('technical', FILE_KIND.imageOrPdf)}
        />
      ) : null}
    </Box>
  );
}
