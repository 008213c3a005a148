/**
 * Toasts (notistack, bottom right, spec §9). Most pages show none, so the toast library loads on
 * the first toast asked for: until its host is mounted, toasts wait in a queue.
 */
import { serverMessage } from './form-errors';

export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

export interface Toast {
  message: string;
  variant: ToastVariant;
}

const pending: Toast[] = [];
let deliver: ((toast: Toast) => void) | null = null;
const hostWanted = new Set<() => void>();
let wanted = false;

/** A failed action told in a toast: the API's message, or the generic one. */
export function showServerError(error: unknown): void {
  showToast(serverMessage(error), 'error');
}

export function showToast(message: string, variant: ToastVariant): void {
  if (deliver) {
    deliver({ message, variant });
    return;
  }
  pending.push({ message, variant });
  if (!wanted) {
    wanted = true;
    for (const listener of hostWanted) listener();
  }
}

/** Whether a toast has been asked for, so the host should be mounted. */
export function isToastHostWanted(): boolean {
  return wanted;
}

/** Calls `listener` when the first toast is asked for. */
export function onToastHostWanted(listener: () => void): () => void {
  hostWanted.add(listener);
  return () => hostWanted.delete(listener);
}

/** The mounted host hands over how to show a toast; the queued ones are shown at once. */
export function connectToastHost(show: (toast: Toast) => void): () => void {
  deliver = show;
  for (const toast of pending.splice(0)) show(toast);
  return () => {
    if (deliver === show) deliver = null;
  };
}
