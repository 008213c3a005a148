import Box from '@mui/material/Box';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import StarHalfIcon from '@mui/icons-material/StarHalf';

const STAR_COUNT = 5;
/** The amber of MUI's Rating, so a rating shown and a rating asked for look alike. */
const STAR_COLOR = '#faaf00';

interface StarRatingProps {
  /** From 0 to 5; drawn to the nearest half star. */
  value: number;
  /** What a screen reader says for the whole row, e.g. '4,5 de 5 estrellas'. */
  label: string;
  size?: 'small' | 'medium';
}

/**
 * A rating shown, not asked for: five stars read as one image. MUI's `Rating` stays for the forms
 * that ask for one; shown read-only it brought its radio-group machinery (about 3 KB gzip) into
 * pages that only display stars, such as `/asesoria-virtual`'s designer cards (decision 049).
 */
export function StarRating({ value, label, size = 'medium' }: StarRatingProps) {
  const halves = Math.round(value * 2);
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      sx={{
        display: 'inline-flex',
        color: STAR_COLOR,
        fontSize: size === 'small' ? '1.125rem' : '1.5rem',
      }}
    >
      {Array.from({ length: STAR_COUNT }, (_, index) => {
        const filledHalves = halves - index * 2;
        if (filledHalves >= 2) return <StarIcon key={index} fontSize="inherit" />;
        if (filledHalves === 1) return <StarHalfIcon key={index} fontSize="inherit" />;
        return <StarBorderIcon key={index} fontSize="inherit" sx={{ color: 'action.disabled' }} />;
      })}
    </Box>
  );
}
