import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import BrushOutlinedIcon from '@mui/icons-material/BrushOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';

const AUDIENCES = [
  {
    icon: BrushOutlinedIcon,
    title: '¿Eres diseñador(a) o arquitecto(a)?',
    text: 'Recibe clientes, crea cotizaciones con productos del catálogo y acompaña remodelaciones de principio a fin.',
    action: 'Únete como diseñador',
    to: '/disenador/paso-1',
    background: '#3f5a4c',
  },
  {
    icon: StorefrontOutlinedIcon,
    title: '¿Tienes una marca o fábrica?',
    text: 'Publica tus productos, recibe pedidos con envío incluido y abre tu propia tienda en línea.',
    action: 'Únete como proveedor',
    to: '/proveedor/paso-1',
    background: '#73361f',
  },
] as const;

export function JoinSection() {
  return (
    <Container
      component="section"
      maxWidth="lg"
      aria-labelledby="join-title"
      sx={{ py: { xs: 6, md: 9 } }}
    >
      <Typography
        id="join-title"
        variant="h3"
        component="h2"
        sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' }, mb: 4 }}
      >
        Crece con nosotros
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {AUDIENCES.map(({ icon: Icon, title, text, action, to, background }) => (
          <Box
            key={to}
            sx={{ bgcolor: background, color: '#fbf7f1', borderRadius: 5, p: { xs: 3, md: 4 } }}
          >
            <Icon sx={{ fontSize: 40 }} aria-hidden />
            <Typography variant="h5" component="h3" sx={{ mt: 2 }}>
              {title}
            </Typography>
            <Typography sx={{ mt: 1, opacity: 0.9, maxWidth: 440 }}>{text}</Typography>
            <Button
              component={RouterLink}
              to={to}
              variant="contained"
              sx={{
                mt: 3,
                bgcolor: '#fbf7f1',
                color: '#2b2420',
                '&:hover': { bgcolor: '#ffffff' },
              }}
            >
              {action}
            </Button>
          </Box>
        ))}
      </Box>
    </Container>
  );
}
