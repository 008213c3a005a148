import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import type { AdviserFile } from '@hogarte/shared/contracts/advisers';

/** A link that opens in a new tab, wrapping anywhere (long video addresses). */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant="body2"
      sx={{ overflowWrap: 'anywhere' }}
    >
      {children}
    </Link>
  );
}

/** An Instagram user (stored without the at-sign) as a link to its profile. */
export function InstagramLink({ user }: { user: string }) {
  return <ExternalLink href={`https://www.instagram.com/${user}`}>@{user}</ExternalLink>;
}

/** The diploma's files; a link is signed for five minutes from when the adviser was read. */
export function DiplomaLinks({ files }: { files: readonly AdviserFile[] }) {
  if (files.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        Sin diploma cargado
      </Typography>
    );
  }
  return (
    <Stack spacing={0.5}>
      {files.map((file) => (
        <Box key={file.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <DescriptionOutlinedIcon fontSize="small" color="action" />
          <ExternalLink href={file.url}>{file.filename}</ExternalLink>
        </Box>
      ))}
    </Stack>
  );
}
