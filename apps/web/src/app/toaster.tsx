import { useEffect } from 'react';
import { SnackbarProvider, enqueueSnackbar } from 'notistack';
import { connectToastHost } from '../lib/toast';

/** Styled in providers.tsx, which loads first: toasts sit above the WhatsApp button. */
const TOASTS_CLASS = 'toasts-above-whatsapp';

/**
 * The toast host (bottom right, spec §9). Screens call `showToast`, so the host wraps nothing
 * and its code loads with the first toast.
 */
export function Toaster() {
  useEffect(
    () => connectToastHost((toast) => enqueueSnackbar(toast.message, { variant: toast.variant })),
    [],
  );
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
