import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import type { OrderFile } from '@hogarte/shared/contracts/orders';
import { shortenFileName } from '@hogarte/shared/files';

interface OrderFileLinksProps {
  files: readonly OrderFile[];
  /** Shown when there is none ('Aún no existe un soporte'). */
  emptyText: string;
}

/** An order's invoices or payment supports, each opening in a new tab. */
export function OrderFileLinks({ files, emptyText }: OrderFileLinksProps) {
  if (files.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {emptyText}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
      {files.map((file) => (
        <li key={file.id}>
          <Link
            href={file.url}
            target="_blank"
            rel="noopener noreferrer"
            variant="body2"
            title={file.filename}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            <PictureAsPdfOutlinedIcon fontSize="small" aria-hidden />
            {shortenFileName(file.filename)}
          </Link>
        </li>
      ))}
    </Box>
  );
}
