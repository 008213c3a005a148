import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';

interface LogoFrameProps {
  /** The logo's address, or null while the company has none. */
  src: string | null;
  alt: string;
  /** The frame's width from a tablet up; on a phone it takes the row. */
  width: number;
  height: number;
  /** Marks a new logo not saved yet. */
  highlighted?: boolean;
}

/**
 * A company logo previewed whole in a fixed frame (the supplier's settings and its storefront's
 * branding), or a note that there is none yet. A flex box, not a grid: a grid's row grows to a
 * tall logo and crops it, while a flex item's max-height holds it inside the frame.
 */
export function LogoFrame({ src, alt, width, height, highlighted = false }: LogoFrameProps) {
  return (
    <Box
      sx={{
        width: { xs: '100%', sm: width },
        height,
        borderRadius: 2,
        border: 1,
        borderColor: highlighted ? 'primary.main' : 'divider',
        bgcolor: 'background.default',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
      }}
    >
      {src ? (
        <Box
          component="img"
          src={src}
          alt={alt}
          sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', p: 1.5 }}
        />
      ) : (
        <Stack sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <ImageOutlinedIcon aria-hidden />
          <Typography variant="body2">Aún no tienes logo</Typography>
        </Stack>
      )}
    </Box>
  );
}
