import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';

interface TrackingLink {
  id: number;
  url: string;
}

interface TrackingLinksProps<T extends TrackingLink> {
  trackings: readonly T[];
  /** What a link reads: its address, or who added it before the address. */
  text: (tracking: T) => ReactNode;
  /** Deletes a link; without it, or where `mayDelete` refuses, the link has no delete button. */
  onDelete?: (tracking: T) => void;
  mayDelete?: (tracking: T) => boolean;
  /** A deletion is under way: the buttons wait. */
  deleting?: boolean;
}

/** A quote's shipment tracking links (part 2 §2.5, §4), each opening in a new tab. */
export function TrackingLinks<T extends TrackingLink>({
  trackings,
  text,
  onDelete,
  mayDelete = () => true,
  deleting = false,
}: TrackingLinksProps<T>) {
  return (
    <Box component="ul" aria-label="Enlaces de seguimiento" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {trackings.map((tracking) => (
        <Box
          component="li"
          key={tracking.id}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}
        >
          <Link
            href={tracking.url}
            target="_blank"
            rel="noopener noreferrer"
            variant="body2"
            sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {text(tracking)}
          </Link>
          {onDelete && mayDelete(tracking) ? (
            <IconButton
              size="small"
              aria-label={`Eliminar enlace ${tracking.url}`}
              disabled={deleting}
              onClick={() => onDelete(tracking)}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
