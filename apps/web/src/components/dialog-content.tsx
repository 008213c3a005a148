/**
 * Every dialog's body: MUI's `DialogContent`, which scrolls when the dialog is taller than its
 * room. While it scrolls it is a focusable region named by the dialog's title, so a keyboard user
 * reaches and scrolls a body that holds no link or field (a supplier's application whose documents
 * are still loading, a long message), as `DataTable` does for a table wider than its room (axe:
 * scrollable-region-focusable). A body that fits is left out of the tab order.
 */
import { useRef } from 'react';
import MuiDialogContent, { type DialogContentProps } from '@mui/material/DialogContent';
import { useScrollRegion } from '../lib/use-scroll-region';

/** The dialog's own label (MUI gives the dialog its title's id), or none. */
function dialogLabelOf(body: HTMLElement): string | undefined {
  return body.closest('[role="dialog"]')?.getAttribute('aria-labelledby') ?? undefined;
}

export function DialogContent(props: DialogContentProps) {
  const ref = useRef<HTMLDivElement>(null);
  // `undefined` while it scrolls in a dialog without a title; `null` while it fits.
  const labelledBy = useScrollRegion(ref, dialogLabelOf);
  const region =
    labelledBy === null ? {} : { tabIndex: 0, role: 'region', 'aria-labelledby': labelledBy };
  return <MuiDialogContent ref={ref} {...region} {...props} />;
}
