import Fab from '@mui/material/Fab';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useSettings, whatsappLink } from '../lib/settings';

/** The floating contact button the spec asks for on every page. */
export function WhatsAppButton() {
  const { data: settings } = useSettings();
  if (!settings?.whatsappNumber) return null;
  return (
    <Fab
      component="a"
      href={whatsappLink(settings.whatsappNumber)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Escríbenos por WhatsApp"
      sx={{
        position: 'fixed',
        right: { xs: 16, sm: 24 },
        bottom: { xs: 16, sm: 24 },
        // Above the dashboard's drawers and app bar, below dialogs.
        zIndex: (theme) => theme.zIndex.drawer + 2,
        bgcolor: '#25d366',
        color: '#ffffff',
        '&:hover': { bgcolor: '#1ebe5b' },
      }}
    >
      <WhatsAppIcon />
    </Fab>
  );
}
