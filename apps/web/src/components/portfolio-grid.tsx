import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/** A stored image as the portfolios of designers and advisers list it. */
interface PortfolioGridImage {
  id: number;
  url: string;
  filename: string;
}

/** The portfolio's images as a grid; each opens full size in a new tab. */
export function PortfolioGrid({
  images,
  minColumnWidth = 140,
}: {
  images: readonly PortfolioGridImage[];
  /** The narrowest a column may get, in px: the grid fits as many as the width allows. */
  minColumnWidth?: number;
}) {
  if (images.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        Sin imágenes de portafolio
      </Typography>
    );
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: `repeat(auto-fill, minmax(${minColumnWidth}px, 1fr))`,
      }}
    >
      {images.map((image) => (
        <Link
          key={image.id}
          href={image.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Abrir ${image.filename}`}
        >
          <Box
            component="img"
            src={image.url}
            alt={image.filename}
            loading="lazy"
            sx={{
              width: '100%',
              aspectRatio: '4 / 3',
              objectFit: 'cover',
              borderRadius: 2,
              display: 'block',
            }}
          />
        </Link>
      ))}
    </Box>
  );
}
