import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import type { Remodeling } from '@hogarte/shared/contracts/remodelings';
import { FILE_KIND } from '@hogarte/shared/lookups';
import { useAddDesign } from '../api/add-design';
import { useApproveDesign } from '../api/approve-design';
import { UploadButton } from '../../../components/upload-button';
import { SheetFileList } from './sheet-file-list';
import { SheetSection } from './sheet-section';

/**
 * The designs (part 2 §4 Designs and quotes): the sheet's designer uploads images or PDFs, which
 * moves the design step and tells the client; the client approves each one once. While the sheet
 * is active only.
 */
export function SheetDesigns({ sheet }: { sheet: Remodeling }) {
  const add = useAddDesign(sheet.hashid);
  const approve = useApproveDesign(sheet.hashid);
  const active = sheet.status === 'active';
  const clientMayApprove = active && sheet.viewer === 'client';

  return (
    <SheetSection
      title="Diseños"
      actions={
        active && sheet.viewer === 'designer' ? (
          <UploadButton
            variant="outlined"
            kind={FILE_KIND.imageOrPdf}
            label="Subir diseño"
            text="Subir diseño"
            pending={add.isPending}
            onFile={(file) => add.mutate(file)}
          />
        ) : null
      }
    >
      <SheetFileList
        files={sheet.designs}
        emptyText="Tu diseñador(a) aún no ha cargado diseños."
        extra={(design) => {
          if (design.is_approved) return <Chip label="Aprobado" color="success" size="small" />;
          if (!clientMayApprove) return null;
          return (
            <Button
              size="small"
              startIcon={<TaskAltIcon />}
              disabled={approve.isPending}
              onClick={() => approve.mutate(design.id)}
              aria-label={`Aprobar ${design.filename}`}
            >
              Aprobar
            </Button>
          );
        }}
      />
    </SheetSection>
  );
}
