/**
 * Toasts (notistack, bottom right). The toast host loads after the first paint, so a toast asked
 * for before it is ready waits in a queue instead of being lost or throwing.
 */
import { enqueueSnackbar } from 'notistack';

type ToastVariant = 'success' | 'error' | 'info' | 'warning';

const pending: Array<{ message: string; variant: ToastVariant }> = [];
let hostReady = false;

export function showToast(message: string, variant: ToastVariant): void {
  if (hostReady) enqueueSnackbar(message, { variant });
  else pending.push({ message, variant });
}

/** Called by the toast host once mounted (and with false when it goes away). */
export function setToastHostReady(ready: boolean): void {
  hostReady = ready;
  if (!ready) return;
  for (const toast of pending.splice(0)) enqueueSnackbar(toast.message, { variant: toast.variant });
}
