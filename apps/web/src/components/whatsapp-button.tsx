import Fab from '@mui/material/Fab';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useSettings, whatsappLink } from '../lib/settings';

/** The button's distance from the screen's right and bottom edges, in px. */
const EDGE = { xs: 16, sm: 24 } as const;
/** MUI's large Fab. */
const SIZE = 56;
const GAP = 16;

/**
 * The bottom padding that lets a screen's last content scroll out from under the button (the
 * back office's lists: decision 014), as CSS lengths by breakpoint.
 */
export const WHATSAPP_CLEARANCE = {
  xs: `${EDGE.xs + SIZE + GAP}px`,
  sm: `${EDGE.sm + SIZE + GAP}px`,
} as const;

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
        right: EDGE,
        bottom: EDGE,
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
