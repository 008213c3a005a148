/**
 * 'Opiniones' on the product page: the average stars, how many buyers rated the product and what
 * they wrote (saved from /mis-compras/calificar). Loaded on its own after the product.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { formatDate, formatNumber } from '../../../lib/format';
import { useProductReviews } from '../api/get-product-reviews';
import { StarRating } from '../../../components/star-rating';

const FIRST_SHOWN = 5;

/** The average stars with one decimal, `4,0` as much as `4,5`. */
function averageText(average: number): string {
  return formatNumber(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

function countText(count: number): string {
  return count === 1 ? '1 opinión' : `${count} opiniones`;
}

interface ProductReviewsProps {
  productId: number;
  /** The section title's style, shared with the page's other sections. */
  titleSx: SxProps<Theme>;
}

export function ProductReviews({ productId, titleSx }: ProductReviewsProps) {
  const reviews = useProductReviews(productId);
  const [showAll, setShowAll] = useState(false);
  // Ratings are extra: while they load or if they fail, the product page stays as it is.
  if (!reviews.data) return null;
  const { average, count, items } = reviews.data;
  const shown = showAll ? items : items.slice(0, FIRST_SHOWN);

  return (
    <Box component="section" aria-labelledby="product-reviews-title" sx={{ mt: { xs: 5, md: 8 } }}>
      <Typography id="product-reviews-title" variant="h5" component="h2" sx={titleSx}>
        Opiniones
      </Typography>
      {count === 0 ? (
        <Typography color="text.secondary">
          Este producto aún no tiene opiniones. Quienes lo compran pueden calificarlo desde Mis
          compras.
        </Typography>
      ) : (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
            <Typography sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1 }}>
              {averageText(average)}
            </Typography>
            <StarRating value={average} label={`${averageText(average)} de 5 estrellas`} />
            <Typography color="text.secondary">{countText(count)}</Typography>
          </Box>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
            {shown.map((review) => (
              <Box
                component="li"
                key={review.id}
                sx={{ pb: 2, borderBottom: 1, borderColor: 'divider' }}
              >
                <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                  <StarRating
                    value={review.rating}
                    size="small"
                    label={`${review.rating} de 5 estrellas`}
                  />
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {review.author}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {formatDate(review.created_at)}
                  </Typography>
                </Box>
                <Typography sx={{ mt: 0.75, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {review.comment}
                </Typography>
              </Box>
            ))}
          </Box>
          {items.length > FIRST_SHOWN && !showAll ? (
            <Button onClick={() => setShowAll(true)} sx={{ mt: 1.5 }}>
              Ver todas las opiniones
            </Button>
          ) : null}
        </>
      )}
    </Box>
  );
}
