import { useEffect } from 'react';
import { SnackbarProvider } from 'notistack';
import { setToastHostReady } from '../lib/toast';

/** Styled in providers.tsx, which loads first: toasts sit above the WhatsApp button. */
const TOASTS_CLASS = 'toasts-above-whatsapp';

/**
 * The toast host (bottom right, spec §9). Screens call `showToast`, so the host wraps nothing
 * and its code can load after the first paint.
 */
export function Toaster() {
  useEffect(() => {
    setToastHostReady(true);
    return () => setToastHostReady(false);
  }, []);
  return (
    <SnackbarProvider
      maxSnack={3}
      preventDuplicate
      autoHideDuration={5000}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      classes={{ containerAnchorOriginBottomRight: TOASTS_CLASS }}
    />
  );
}
