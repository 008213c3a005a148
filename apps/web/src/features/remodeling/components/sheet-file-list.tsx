import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { SheetFile } from '@hogarte/shared/contracts/remodelings';
import type { FileKind } from '@hogarte/shared/lookups';
import { useFileInput } from '../../../components/file-input';
import { FileRow } from '../../../components/file-row';
import { sheetDate } from './sheet-format';

interface SheetFileListProps<File extends SheetFile> {
  files: readonly File[];
  emptyText: string;
  /** What follows a file's name: a chip, the client's approval. */
  extra?: (file: File) => ReactNode;
}

/** A sheet's files, each opening its signed link in a new tab, with the day it was added. */
export function SheetFileList<File extends SheetFile>({
  files,
  emptyText,
  extra,
}: SheetFileListProps<File>) {
  if (files.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {emptyText}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {files.map((file) => (
        <FileRow
          key={file.id}
          icon={<InsertDriveFileOutlinedIcon fontSize="small" color="action" aria-hidden />}
          name={file.filename}
          url={file.url}
          date={sheetDate(file.created_at)}
        >
          {extra?.(file)}
        </FileRow>
      ))}
    </Box>
  );
}

interface SheetUploadButtonProps {
  kind: FileKind;
  /** Names the hidden input, so tests and browser journeys can hand it a file. */
  label: string;
  text: string;
  pending: boolean;
  onFile: (file: File) => void;
}

/** One file picked and checked in the browser with the shared rules before it travels. */
export function SheetUploadButton({ kind, label, text, pending, onFile }: SheetUploadButtonProps) {
  const { open, input } = useFileInput({ kind, label, onFile });
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<UploadFileIcon />}
        onClick={open}
        disabled={pending}
        sx={{ justifySelf: 'start' }}
      >
        {pending ? 'Subiendo…' : text}
      </Button>
      {input}
    </>
  );
}
