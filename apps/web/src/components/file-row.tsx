import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

interface FileRowProps {
  /** The file type's icon, decorative. */
  icon: ReactNode;
  name: string;
  /** Its signed link, opened in a new tab. */
  url: string;
  /** The day it was added, as the list writes dates. */
  date: string;
  /** What follows the name: a chip, an approve button. */
  children?: ReactNode;
}

/** One file of a list (`<ul>`) of a consultancy's or a sheet's files. */
export function FileRow({ icon, name, url, date, children }: FileRowProps) {
  return (
    <Box
      component="li"
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
      {icon}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Link
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ display: 'block', overflowWrap: 'anywhere' }}
        >
          {name}
        </Link>
        <Typography variant="caption" color="text.secondary">
          {date}
        </Typography>
      </Box>
      {children}
    </Box>
  );
}
