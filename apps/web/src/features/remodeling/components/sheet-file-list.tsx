import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { SheetFile } from '@hogarte/shared/contracts/remodelings';
import type { FileKind } from '@hogarte/shared/lookups';
import { useFileInput } from '../../../components/file-input';
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
        <Box
          component="li"
          key={file.id}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1,
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
            '&:last-of-type': { borderBottom: 0 },
          }}
        >
          <InsertDriveFileOutlinedIcon fontSize="small" color="action" aria-hidden />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Link
              href={file.url}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ display: 'block', overflowWrap: 'anywhere' }}
            >
              {file.filename}
            </Link>
            <Typography variant="caption" color="text.secondary">
              {sheetDate(file.created_at)}
            </Typography>
          </Box>
          {extra?.(file)}
        </Box>
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
