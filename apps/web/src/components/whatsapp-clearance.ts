/** The floating WhatsApp button's distance from the screen's right and bottom edges, in px. */
export const WHATSAPP_EDGE = { xs: 16, sm: 24 } as const;
/** MUI's large Fab. */
const SIZE = 56;
const GAP = 16;

/**
 * The bottom padding that lets a screen's last content scroll out from under the button (the
 * back office's lists: decision 014; the footers' last line), as CSS lengths by breakpoint.
 * Apart from the button, whose code loads only once the settings give a number to call.
 */
export const WHATSAPP_CLEARANCE = {
  xs: `${WHATSAPP_EDGE.xs + SIZE + GAP}px`,
  sm: `${WHATSAPP_EDGE.sm + SIZE + GAP}px`,
} as const;
