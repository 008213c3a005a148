import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PublicDesigner } from '@hogarte/shared/contracts/virtual-consultancies';
import { formatNumber } from '../../../lib/format';
import { StarRating } from '../../../components/star-rating';

/** The designer's average rating, read-only, with how many ratings it comes from. */
export function DesignerRating({ designer }: { designer: PublicDesigner }) {
  if (designer.rating === null) {
    return (
      <Typography variant="body2" color="text.secondary">
        Sin calificaciones
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      <StarRating
        value={designer.rating}
        size="small"
        label={`Calificación ${formatNumber(designer.rating)} de 5`}
      />
      <Typography variant="body2" color="text.secondary">
        ({designer.rating_count})
      </Typography>
    </Box>
  );
}

export function designerPlace(designer: PublicDesigner): string {
  return [designer.profession, designer.city].filter(Boolean).join(' · ');
}
