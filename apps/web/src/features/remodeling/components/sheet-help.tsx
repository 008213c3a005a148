import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HelpCenterOutlinedIcon from '@mui/icons-material/HelpCenterOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { LIMITS } from '@hogarte/shared/limits';
import { MESSAGES } from '@hogarte/shared/messages';
import { useSettings, whatsappLink } from '../../../lib/settings';

const FAQ = [
  {
    question: '¿Cómo pago mis cotizaciones?',
    answer:
      'Revisa cada cotización y apruébala. Cuando tengas cotizaciones aprobadas aparece el botón Pagar cotizaciones: elige las que quieres pagar, escribe tus datos de facturación y paga en línea con Wompi. El pago queda registrado en tu hoja de proceso.',
  },
  {
    question: '¿Por cuánto tiempo se reservan los productos?',
    answer: `Los productos de una cotización quedan reservados para ti por ${LIMITS.quoteReservationDays} días desde que tu diseñador(a) la envía. Si no la pagas en ese tiempo, las unidades vuelven a estar disponibles y tu diseñador(a) puede cotizarlas de nuevo.`,
  },
  {
    question: '¿Quién instala mi remodelación?',
    answer:
      'Nuestro aliado de instalación asigna a los instaladores cuando pagas tus cotizaciones. Verás sus nombres en la sección Instalación y la fecha en el paso Instalación; el aliado carga su factura y su póliza de responsabilidad.',
  },
  {
    question: '¿Cómo califico a mi diseñador(a) y a los instaladores?',
    answer: `Cuando la obra esté lista, pulsa ${MESSAGES.remodelingReceived} (se activa cuando termina la instalación). Descargarás el documento equivalente y podrás calificar a tu diseñador(a) y a los instaladores una sola vez.`,
  },
] as const;

/** The contact ways the platform is configured with, as icons (large screens). */
function ContactIcons() {
  const { data: settings } = useSettings();
  if (!settings) return null;
  const links = [
    settings.whatsappNumber
      ? {
          label: 'Escríbenos por WhatsApp',
          href: whatsappLink(settings.whatsappNumber),
          icon: <WhatsAppIcon />,
        }
      : null,
    settings.helpCenterUrl
      ? { label: 'Centro de ayuda', href: settings.helpCenterUrl, icon: <HelpCenterOutlinedIcon /> }
      : null,
    settings.supportPhone
      ? {
          label: `Llámanos al ${settings.supportPhone}`,
          href: `tel:${settings.supportPhone.replace(/\s/g, '')}`,
          icon: <PhoneOutlinedIcon />,
        }
      : null,
  ].filter((link) => link !== null);
  return (
    <Box
      sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1 }}
      aria-label="Contacto"
      component="nav"
    >
      <Typography variant="body2" color="text.secondary">
        ¿Tienes dudas? Escríbenos
      </Typography>
      {links.map((link) => (
        <Tooltip key={link.label} title={link.label}>
          <IconButton
            component="a"
            href={link.href}
            target={link.href.startsWith('tel:') ? undefined : '_blank'}
            rel="noopener noreferrer"
            aria-label={link.label}
            color="primary"
          >
            {link.icon}
          </IconButton>
        </Tooltip>
      ))}
    </Box>
  );
}

/**
 * The sheet's help (part 2 §2.1): the frequent questions as an accordion on small screens, and the
 * ways to reach the team as icons on large ones.
 */
export function SheetHelp() {
  return (
    <>
      <Box component="section" aria-label="Preguntas frecuentes" sx={{ display: { md: 'none' } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Preguntas frecuentes
        </Typography>
        {FAQ.map((entry) => (
          <Accordion key={entry.question} disableGutters variant="outlined">
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography sx={{ fontWeight: 600 }}>{entry.question}</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography variant="body2" color="text.secondary">
                {entry.answer}
              </Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
      <ContactIcons />
    </>
  );
}
