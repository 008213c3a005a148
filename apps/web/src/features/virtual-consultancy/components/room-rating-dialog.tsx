import { RatingDialog } from '../../../components/rating-dialog';
import { useRateVirtualConsultancy } from '../api/rate-virtual-consultancy';

interface RoomRatingDialogProps {
  hashid: string;
  designerName: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The client's rating of the designer after finishing a virtual consultancy: one row of stars.
 * Saved once; the room stops offering it then.
 */
export function RoomRatingDialog({ hashid, designerName, open, onClose }: RoomRatingDialogProps) {
  const rate = useRateVirtualConsultancy(hashid);
  return (
    <RatingDialog
      open={open}
      onClose={onClose}
      title="Califica tu asesoría"
      fields={[{ key: 'rating', label: `¿Cómo calificas a ${designerName}?` }]}
      confirmation="Confirmo que recibí la asesoría y quiero enviar esta calificación"
      pending={rate.isPending}
      onSubmit={(ratings, comment) =>
        rate.mutate({ rating: ratings.rating, comment }, { onSuccess: onClose })
      }
    />
  );
}
