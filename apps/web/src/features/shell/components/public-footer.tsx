import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AppSettings } from '@hogarte/shared/contracts/lookups';
import { WHATSAPP_CLEARANCE } from '../../../components/whatsapp-clearance';

interface PublicFooterProps {
  brandName: string;
  settings: AppSettings | undefined;
}

const FOOTER_LINKS = [
  { label: 'Ver productos', to: '/productos' },
  { label: 'Solicitar Asesoría', to: '/asesoria-virtual' },
  { label: 'Soy diseñador', to: '/disenador/paso-1' },
  { label: 'Soy proveedor', to: '/proveedor/paso-1' },
] as const;

export function PublicFooter({ brandName, settings }: PublicFooterProps) {
  return (
    <Box
      component="footer"
      sx={{
        bgcolor: 'secondary.dark',
        color: 'rgba(255,255,255,0.86)',
        mt: 'auto',
        pt: { xs: 5, md: 6 },
        // The copyright line stays clear of the floating WhatsApp button.
        pb: WHATSAPP_CLEARANCE,
      }}
    >
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={4}
          sx={{ justifyContent: 'space-between' }}
        >
          <Box sx={{ maxWidth: 360 }}>
            <Typography
              variant="h5"
              component="p"
              sx={{ color: '#fff', fontFamily: (theme) => theme.typography.h1.fontFamily }}
            >
              {brandName}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1 }}>
              Remodelación, diseño interior y decoración para tu hogar en Colombia.
            </Typography>
            {settings?.supportPhone ? (
              <Typography variant="body2" sx={{ mt: 2 }}>
                Línea de atención:{' '}
                <Link href={`tel:${settings.supportPhone.replace(/\s/g, '')}`} color="inherit">
                  {settings.supportPhone}
                </Link>
              </Typography>
            ) : null}
          </Box>
          <Box component="nav" aria-label="Enlaces del pie de página">
            <Stack spacing={1}>
              {FOOTER_LINKS.map((item) => (
                <Link
                  key={item.to}
                  component={RouterLink}
                  to={item.to}
                  color="inherit"
                  underline="hover"
                >
                  {item.label}
                </Link>
              ))}
              {settings?.demoMode ? (
                <Link component={RouterLink} to="/dev/correos" color="inherit" underline="hover">
                  Correos de prueba
                </Link>
              ) : null}
            </Stack>
          </Box>
        </Stack>
        <Typography variant="caption" component="p" sx={{ mt: 4, opacity: 0.7 }}>
          © {new Date().getFullYear()} {brandName}. Precios en pesos colombianos (COP).
        </Typography>
      </Container>
    </Box>
  );
}
