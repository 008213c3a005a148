import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { SupplierQuote } from '@hogarte/shared/contracts/presential';
import { TrackingDialog } from '../../../components/tracking-dialog';
import {
  useAddSupplierQuoteTracking,
  useDeleteSupplierQuoteTracking,
} from '../api/supplier-quote-changes';

interface SupplierQuoteTrackingDialogProps {
  quote: SupplierQuote;
  /** The quote as the server answered after a change, for the dialog to show it. */
  onChanged: (quote: SupplierQuote) => void;
  onClose: () => void;
}

/**
 * 'Agregar enlaces' of a paid quote (part 2 §2.5): the supplier's tracking links, each with its
 * delete button, over the form that adds another; it stays open so several can be added.
 */
export function SupplierQuoteTrackingDialog({
  quote,
  onChanged,
  onClose,
}: SupplierQuoteTrackingDialogProps) {
  const add = useAddSupplierQuoteTracking();
  const remove = useDeleteSupplierQuoteTracking();
  return (
    <TrackingDialog
      quoteName={quote.name}
      onAdd={async (url) => onChanged((await add.mutateAsync({ quoteId: quote.id, url })).info)}
      onClose={onClose}
    >
      {quote.trackings.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Aún no has agregado enlaces de seguimiento a esta cotización.
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Enlaces de seguimiento"
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {quote.trackings.map((tracking) => (
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
                {tracking.url}
              </Link>
              <IconButton
                size="small"
                aria-label={`Eliminar enlace ${tracking.url}`}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(tracking.id, { onSuccess: (answer) => onChanged(answer.info) })
                }
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
    </TrackingDialog>
  );
}
