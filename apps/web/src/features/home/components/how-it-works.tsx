import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import DesignServicesOutlinedIcon from '@mui/icons-material/DesignServicesOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';

const STEPS = [
  {
    icon: ChatBubbleOutlineIcon,
    title: 'Cuéntanos tu proyecto',
    text: 'Solicita una asesoría virtual o presencial y comparte qué espacio quieres transformar.',
  },
  {
    icon: DesignServicesOutlinedIcon,
    title: 'Diseña con un profesional',
    text: 'Un diseñador de interiores te propone diseños y una cotización con productos del catálogo.',
  },
  {
    icon: LocalShippingOutlinedIcon,
    title: 'Compra y remodela',
    text: 'Paga en línea, sigue cada paso en tu hoja de proceso y recibe tus productos en casa.',
  },
] as const;

export function HowItWorks() {
  return (
    <Box
      component="section"
      aria-labelledby="how-title"
      sx={{ bgcolor: '#f3ebe0', py: { xs: 6, md: 9 } }}
    >
      <Container maxWidth="lg">
        <Typography
          id="how-title"
          variant="h3"
          component="h2"
          sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' }, mb: 4 }}
        >
          Así funciona
        </Typography>
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <Box
              component="li"
              key={title}
              sx={{ bgcolor: 'background.paper', borderRadius: 4, p: 3 }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <Box
                  sx={{
                    width: 44,
                    height: 44,
                    borderRadius: '50%',
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    display: 'grid',
                    placeItems: 'center',
                  }}
                >
                  <Icon aria-hidden />
                </Box>
                <Typography variant="overline" color="text.secondary">
                  Paso {index + 1}
                </Typography>
              </Box>
              <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
                {title}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {text}
              </Typography>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
