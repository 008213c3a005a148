import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/** A stored image as the portfolios of designers and advisers list it. */
interface StoredPortfolioImage {
  id: number;
  url: string;
  filename: string;
}

/** An image of a public portfolio, which carries only its address. */
interface PublicPortfolioImage {
  url: string;
}

type PortfolioGridProps = {
  /** The narrowest a column may get, in px: the grid fits as many as the width allows. */
  minColumnWidth?: number;
} & (
  | { images: readonly StoredPortfolioImage[]; ownerName?: undefined }
  | {
      images: readonly PublicPortfolioImage[];
      /** Whose portfolio it is: without file names, the images are named by their place in it. */
      ownerName: string;
    }
);

/** How each image is named to the reader: its alternative text and its link's label. */
function imageNames(
  image: StoredPortfolioImage | PublicPortfolioImage,
  index: number,
  ownerName: string | undefined,
): { alt: string; label: string } {
  if (ownerName !== undefined || !('filename' in image)) {
    return {
      alt: `Portafolio de ${ownerName ?? ''}, imagen ${index + 1}`,
      label: `Abrir imagen ${index + 1} del portafolio`,
    };
  }
  return { alt: image.filename, label: `Abrir ${image.filename}` };
}

/** The portfolio's images as a grid; each opens full size in a new tab. */
export function PortfolioGrid({ images, minColumnWidth = 140, ownerName }: PortfolioGridProps) {
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
      {images.map((image, index) => {
        const names = imageNames(image, index, ownerName);
        return (
          <Link
            key={'id' in image ? image.id : image.url}
            href={image.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={names.label}
          >
            <Box
              component="img"
              src={image.url}
              alt={names.alt}
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
        );
      })}
    </Box>
  );
}
