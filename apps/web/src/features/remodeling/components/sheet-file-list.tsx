import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import type { SheetFile } from '@hogarte/shared/contracts/remodelings';
import { FileRow } from '../../../components/file-row';
import { formatDate } from '../../../lib/format';

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
          date={formatDate(file.created_at)}
        >
          {extra?.(file)}
        </FileRow>
      ))}
    </Box>
  );
}
