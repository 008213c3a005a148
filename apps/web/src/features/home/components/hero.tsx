import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ChairOutlinedIcon from '@mui/icons-material/ChairOutlined';
import EmojiObjectsOutlinedIcon from '@mui/icons-material/EmojiObjectsOutlined';
import LocalFloristOutlinedIcon from '@mui/icons-material/LocalFloristOutlined';
import WallpaperOutlinedIcon from '@mui/icons-material/WallpaperOutlined';

/**
 * A mood board of material swatches: warm colours stand in for photos we do not ship. Each keeps
 * a contrast of 4.5:1 or more with its label (WCAG AA).
 */
const SWATCHES = [
  { color: '#a85a3b', icon: WallpaperOutlinedIcon, label: 'Revestimientos', span: 2 },
  { color: '#3f5a4c', icon: ChairOutlinedIcon, label: 'Mobiliario', span: 1 },
  { color: '#e3c9a8', icon: EmojiObjectsOutlinedIcon, label: 'Iluminación', span: 2 },
  { color: '#8a6a52', icon: LocalFloristOutlinedIcon, label: 'Decoración', span: 3 },
] as const;

export function Hero({ brandName }: { brandName: string }) {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        background:
          'radial-gradient(circle at 85% 15%, rgba(196,122,90,0.18), transparent 45%), linear-gradient(180deg, #f6eee4 0%, #faf6f0 100%)',
        py: { xs: 6, md: 10 },
      }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 5, md: 8 },
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr', md: '1.15fr 1fr' },
          }}
        >
          <Box>
            <Typography variant="overline" color="primary">
              Remodelación · Diseño interior · Decoración
            </Typography>
            <Typography
              id="hero-title"
              variant="h2"
              component="h1"
              sx={{ fontSize: { xs: '2.3rem', sm: '3rem', md: '3.5rem' }, mt: 1 }}
            >
              Tu hogar, diseñado con quienes saben
            </Typography>
            <Typography
              variant="h6"
              component="p"
              color="text.secondary"
              sx={{ mt: 2.5, fontWeight: 400, maxWidth: 560 }}
            >
              En {brandName} encuentras diseñadores de interiores, arquitectos y los productos para
              transformar cada espacio, con acompañamiento de principio a fin y precios en pesos
              colombianos.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
              <Button
                component={RouterLink}
                to="/asesoria-virtual"
                variant="contained"
                size="large"
                endIcon={<ArrowForwardIcon />}
              >
                Solicitar Asesoría
              </Button>
              <Button component={RouterLink} to="/productos" variant="outlined" size="large">
                Ver productos
              </Button>
            </Stack>
          </Box>
          <Box
            aria-hidden
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(3, 1fr)',
              gridAutoRows: { xs: 100, md: 130 },
              gap: 1.5,
            }}
          >
            {SWATCHES.map(({ color, icon: Icon, label, span }, index) => (
              <Box
                key={label}
                sx={{
                  gridColumn: `span ${span}`,
                  gridRow: index === 1 ? 'span 2' : undefined,
                  bgcolor: color,
                  borderRadius: 4,
                  p: 2,
                  display: 'flex',
                  flexDirection: 'column',
                  justifyContent: 'space-between',
                  color: color === '#e3c9a8' ? '#4a3a2e' : '#fbf7f1',
                  boxShadow: '0 10px 30px rgba(60,40,30,0.12)',
                }}
              >
                <Icon sx={{ fontSize: 34 }} />
                <Typography fontWeight={600}>{label}</Typography>
              </Box>
            ))}
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
