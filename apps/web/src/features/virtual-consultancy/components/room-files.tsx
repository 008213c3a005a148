import { useId } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import type { VirtualFile } from '@hogarte/shared/contracts/virtual-consultancies';
import { virtualFileDisplayName } from '@hogarte/shared/files';
import { FILE_KIND } from '@hogarte/shared/lookups';
import { ROLE, type RoleId } from '@hogarte/shared/roles';
import type { VirtualFileType } from '@hogarte/shared/schemas/virtual-consultancies';
import { FileRow } from '../../../components/file-row';
import { UploadButton } from '../../../components/upload-button';
import { formatDate } from '../../../lib/format';
import { useApproveVirtualFile } from '../api/approve-virtual-file';
import { useVirtualSharedFiles } from '../api/get-virtual-files';
import { useVirtualLegalDocs } from '../api/get-virtual-legal-docs';
import { useUploadVirtualFile } from '../api/upload-virtual-file';
import { LoadError } from '../../../components/load-error';

interface VirtualFileRowProps {
  file: VirtualFile;
  /** Designs only: the client's approval, while the design waits for it. */
  onApprove?: (() => void) | undefined;
  approving?: boolean;
}

function VirtualFileRow({ file, onApprove, approving = false }: VirtualFileRowProps) {
  const name = virtualFileDisplayName(file.filename);
  const Icon = file.kind === 'pdf' ? PictureAsPdfOutlinedIcon : ImageOutlinedIcon;
  return (
    <FileRow
      icon={<Icon fontSize="small" color="action" aria-hidden />}
      name={name}
      url={file.url}
      date={formatDate(file.created_at)}
    >
      {file.is_approved ? <Chip label="Aprobado" color="success" size="small" /> : null}
      {onApprove && !file.is_approved ? (
        <Button
          size="small"
          startIcon={<TaskAltIcon />}
          disabled={approving}
          onClick={onApprove}
          aria-label={`Aprobar ${name}`}
        >
          Aprobar
        </Button>
      ) : null}
    </FileRow>
  );
}

interface FileSectionProps {
  title: string;
  files: readonly VirtualFile[] | undefined;
  /** Set when the viewer may add files to this section. */
  upload?: { pending: boolean; onFile: (file: File) => void } | undefined;
  approve?: { pendingId: number | null; onApprove: (file: VirtualFile) => void } | undefined;
}

function FileSection({ title, files, upload, approve }: FileSectionProps) {
  const count = files?.length ?? 0;
  return (
    <Accordion disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="h3" sx={{ fontWeight: 600, flex: 1 }}>
          {title}
        </Typography>
        <Chip
          label={count}
          size="small"
          sx={{ mr: 1 }}
          aria-label={count === 1 ? '1 archivo' : `${count} archivos`}
        />
      </AccordionSummary>
      <AccordionDetails sx={{ display: 'grid', gap: 1, pt: 0 }}>
        {count === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Aún no hay archivos.
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {files?.map((file) => (
              <VirtualFileRow
                key={file.id}
                file={file}
                onApprove={approve ? () => approve.onApprove(file) : undefined}
                approving={approve?.pendingId === file.id}
              />
            ))}
          </Box>
        )}
        {upload ? (
          <UploadButton
            kind={FILE_KIND.imageOrPdf}
            label={`Subir a ${title}`}
            text="Subir archivo"
            variant="outlined"
            pending={upload.pending}
            onFile={upload.onFile}
          />
        ) : null}
      </AccordionDetails>
    </Accordion>
  );
}

interface RoomFilesProps {
  hashid: string;
  roleId: RoleId;
  /** Files are added, and designs approved, while the consultancy is active only. */
  editable: boolean;
}

/**
 * The room's files (spec part 2 §2.3, §4, §6): the designer's and the client's shared files, each
 * side adding to its own; the designs, uploaded by the designer and approved by the client; and
 * the legal documents, added by the designer or an admin. Names are shown without their first 14
 * characters.
 */
export function RoomFiles({ hashid, roleId, editable }: RoomFilesProps) {
  const titleId = useId();
  const shared = useVirtualSharedFiles(hashid);
  const legal = useVirtualLegalDocs(hashid);
  const upload = useUploadVirtualFile(hashid);
  const approve = useApproveVirtualFile(hashid);
  const isClient = roleId === ROLE.client;
  const isDesigner = roleId === ROLE.designer;

  const uploadOf = (type: VirtualFileType, allowed: boolean) =>
    editable && allowed
      ? {
          pending: upload.isPending && upload.variables.type === type,
          onFile: (file: File) => upload.mutate({ type, file }),
        }
      : undefined;

  const problem = shared.error ?? legal.error;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Archivos
      </Typography>
      {problem ? <LoadError error={problem} /> : null}
      <Box>
        <FileSection
          title="Archivos del diseñador"
          files={shared.data?.designer}
          upload={uploadOf('shared-file', isDesigner)}
        />
        <FileSection
          title="Archivos del cliente"
          files={shared.data?.client}
          upload={uploadOf('shared-file', isClient)}
        />
        <FileSection
          title="Diseños"
          files={shared.data?.designs}
          upload={uploadOf('design', isDesigner)}
          approve={
            editable && isClient
              ? {
                  pendingId: approve.isPending ? approve.variables : null,
                  onApprove: (file) => approve.mutate(file.id),
                }
              : undefined
          }
        />
        <FileSection
          title="Documentos legales"
          files={legal.data}
          upload={uploadOf('legal-doc', isDesigner || roleId === ROLE.admin)}
        />
      </Box>
    </Box>
  );
}
