import Fab from '@mui/material/Fab';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { whatsappLink } from '../lib/settings';
import { WHATSAPP_EDGE } from './whatsapp-clearance';

/** The floating contact button the spec asks for on every page, calling `number`. */
export function WhatsAppButton({ number }: { number: string }) {
  return (
    <Fab
      component="a"
      href={whatsappLink(number)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Escríbenos por WhatsApp"
      sx={{
        position: 'fixed',
        right: WHATSAPP_EDGE,
        bottom: WHATSAPP_EDGE,
        // MUI's place for a floating button (theme.zIndex.fab): above the page and its sticky
        // table columns, under the app bar, the phone's open menu and dialogs, which cover it.
        bgcolor: '#25d366',
        color: '#ffffff',
        '&:hover': { bgcolor: '#1ebe5b' },
      }}
    >
      <WhatsAppIcon />
    </Fab>
  );
}
