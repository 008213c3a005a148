import Typography from '@mui/material/Typography';
import type { SupplierQuote } from '@hogarte/shared/contracts/presential';
import { TrackingDialog } from '../../../components/tracking-dialog';
import { TrackingLinks } from '../../../components/tracking-links';
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
        <TrackingLinks
          trackings={quote.trackings}
          text={(tracking) => tracking.url}
          deleting={remove.isPending}
          onDelete={(tracking) =>
            remove.mutate(tracking.id, { onSuccess: (answer) => onChanged(answer.info) })
          }
        />
      )}
    </TrackingDialog>
  );
}
